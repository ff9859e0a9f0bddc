import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"
import * as z from "zod/mini"

import { CONTENT_FILE_NAMES, CONTENT_FILES, contentPath } from "../../src/lib/content/content-files.ts"
import { ownerPageSchema, ownerSectionSchema } from "../../src/lib/content/reserved-addresses.ts"
import { blogFrontMatterSchema, photoPathSchema } from "../../src/lib/content/schemas.ts"
import { fieldPaths, schemaNodes, toJsonSchema, valuesAt } from "../lib/schema-walk.ts"
import { blogCollection, cmsConfig, FILE_OVERRIDES, ownerPagesCollection } from "./cms-config.ts"
import { fieldsFor, type DecapField } from "./cms-fields.ts"

const config = () => cmsConfig({}, "https://www.example.com")

function fileFields(cfg: ReturnType<typeof config>, file: string): DecapField[] {
  for (const collection of cfg.collections) {
    if (!("files" in collection)) continue
    const found = collection.files.find((f) => f.file === file)
    if (found) return found.fields
  }
  throw new Error(`${file} is not in the editor`)
}

const find = (fields: DecapField[], name: string) => fields.find((f) => f.name === name)!

const FOLDER_SCHEMAS: Record<string, z.core.$ZodType> = {
  "content/blog/*.md": blogFrontMatterSchema,
  "content/owner-pages/*.json": ownerPageSchema,
}

/** Each content file's editor fields beside its schema, the blog's front matter and the owner's pages included. */
function forms(cfg: ReturnType<typeof config>): [string, DecapField[], z.core.$ZodType][] {
  return cfg.collections.flatMap((collection) => {
    if ("files" in collection)
      return collection.files.map((f): [string, DecapField[], z.core.$ZodType] => [
        f.file,
        f.fields,
        CONTENT_FILES[f.name as keyof typeof CONTENT_FILES].schema,
      ])
    const files = `${collection.folder}/*.${collection.extension}`
    return [[files, collection.fields, FOLDER_SCHEMAS[files]!]]
  })
}

/**
 * Every field of a Decap field list with its path, in schemaNodes' notation. The fields of a list's kinds share the
 * list's path, as schemaNodes merges the kinds of a union; the kind's name is the item's `type` field.
 */
function fieldNodes(fields: DecapField[], path = ""): [string, DecapField][] {
  return fields.flatMap((field) => {
    const own = path ? `${path}.${field.name}` : field.name
    const inner = field.widget === "list" ? `${own}[]` : own
    const types = (field.types ?? []) as DecapField[]
    const kind: [string, DecapField][] = types.length
      ? [[`${inner}.type`, { name: "type", label: "Kind", widget: "select", options: types.map((t) => t.name) }]]
      : []
    return [
      [own, field] as [string, DecapField],
      ...kind,
      ...fieldNodes(field.fields ?? [], inner),
      ...types.flatMap((type) => fieldNodes(type.fields ?? [], inner)),
    ]
  })
}

/** Schema fields the editor does not offer, as "file: path" lines; fields left out with `{ omit }` are not reported. */
function missingFields(cfg: ReturnType<typeof config>): string[] {
  const offered = new Map(forms(cfg).map(([file, fields]) => [file, new Set(fieldNodes(fields).map(([path]) => path))]))
  const schemas: [string, z.core.$ZodType, string[]?][] = [
    ...CONTENT_FILE_NAMES.map((name): [string, z.core.$ZodType, string[]] => [
      contentPath(name),
      CONTENT_FILES[name].schema,
      Object.entries(FILE_OVERRIDES[name] ?? {}).flatMap(([path, value]) => ("omit" in value ? [path] : [])),
    ]),
    ...Object.entries(FOLDER_SCHEMAS),
  ]
  return schemas.flatMap(([file, schema, omitted = []]) => {
    const fields = offered.get(file)
    if (!fields) return [`${file}: (file) has no collection in the editor`]
    const left = (path: string) =>
      omitted.some((o) => path === o || path.startsWith(`${o}.`) || path.startsWith(`${o}[]`))
    return schemaNodes(toJsonSchema(schema))
      .filter(([path]) => !fields.has(path) && !left(path))
      .map(([path]) => `${file}: ${path}`)
  })
}

describe("the editor's configuration follows the content schemas", () => {
  it("offers every field of every content file, of the blog front matter and of the owner's pages", () => {
    expect(missingFields(config())).toEqual([])
  })

  it("reports a schema field the editor lacks, naming the file and the field", () => {
    const cfg = config()
    const packages = find(fileFields(cfg, "content/packages.json"), "packages")
    packages.fields = packages.fields!.filter((f) => f.name !== "priceFrom")
    expect(missingFields(cfg)).toEqual(["content/packages.json: packages[].priceFrom"])
  })

  it("reports a content file that has no place in the editor", () => {
    const cfg = config()
    const pages = cfg.collections.find((c) => c.name === "pages")!
    if ("files" in pages) pages.files = pages.files.filter((f) => f.file !== "content/faqs.json")
    expect(missingFields(cfg)).toContain("content/faqs.json: (file) has no collection in the editor")
  })

  it("gives every declared content file a form, titled and grouped as its declaration says", () => {
    const cfg = config()
    for (const name of CONTENT_FILE_NAMES) expect(fileFields(cfg, contentPath(name)).length).toBeGreaterThan(0)
    const sidebar = cfg.collections.flatMap((c) => ("files" in c ? c.files.map((f) => [c.name, f.name, f.label]) : []))
    expect(sidebar).toEqual(
      (["business", "prices", "reviews", "photos", "pages"] as const).flatMap((group) =>
        CONTENT_FILE_NAMES.filter((name) => CONTENT_FILES[name].editor.group === group).map((name) => [
          group,
          name,
          CONTENT_FILES[name].editor.label,
        ]),
      ),
    )
    const gallery = cfg.collections.find((c) => c.name === "photos")
    expect(gallery && "files" in gallery && gallery.files.map((f) => [f.label, f.preview_path])).toEqual([
      ["Gallery photos and before/after pairs", "/gallery"],
      ["Post-build projects", "/gallery"],
    ])
  })

  it("carries the form's shape over, required fields and number boxes, and none of the schema's rules", () => {
    const packages = find(fileFields(config(), "content/packages.json"), "packages")
    expect(packages).toMatchObject({ widget: "list", allow_add: false })
    const item = packages.fields!
    expect(find(item, "priceFrom")).toMatchObject({ label: "Price from", widget: "checked-number" })
    expect(find(item, "popular").required).toBe(false) // optional in the schema
    expect(find(item, "name").required).toBeUndefined() // Decap's default: required
    // What a value may be is the schema's, checked with the whole entry in the browser (entry-issues.ts).
    for (const [file, fields] of forms(config()))
      for (const [path, field] of fieldNodes(fields))
        for (const rule of ["pattern", "min", "max", "value_type", "covers"])
          expect(field[rule], `${file}: ${path} ${rule}`).toBeUndefined()
  })

  it("asks for nothing the content check lets be empty: a social link, the fields of a card's optional link", () => {
    const business = fileFields(config(), "content/business.json")
    const social = find(business, "social").fields!
    expect(find(social, "linkedin")).toMatchObject({ required: false })
    expect(find(business, "name").required).toBeUndefined()

    const cards = find(find(fileFields(config(), "content/commercial.json"), "industries").fields!, "cards").fields!
    const link = find(cards, "link")
    expect(link.required).toBe(false)
    expect(link.fields!.map((f) => f.required)).toEqual([false, false])
    expect(find(cards, "title").required).toBeUndefined()
  })

  it("never asks for an id: ids are kept as they are, a new review's is made by the editor", () => {
    const ids = forms(config()).flatMap(([file, fields]) =>
      fieldNodes(fields)
        .filter(([, field]) => field.name === "id")
        .map(([path, field]) => [`${file}: ${path}`, field.widget] as const),
    )
    expect(ids.length).toBeGreaterThanOrEqual(6)
    for (const [path, widget] of ids) expect(widget, path).toBe("hidden")
    // Required in the schema, so scripts/editor/editor.ts fills it in before a save.
    const reviews = find(fileFields(config(), "content/testimonials.json"), "testimonials")
    expect(find(reviews.fields!, "id").required).toBeUndefined()
  })

  it("keeps fixed sets fixed: no adding or removing packages, add-ons or other counted lists", () => {
    const schemas = new Map(
      forms(config()).map(([file, , schema]) => [file, new Map(schemaNodes(toJsonSchema(schema)))]),
    )
    const nodes = (file: string) => schemas.get(file)!
    const [packages, addOns] = ["packages", "addOns"].map((name) =>
      find(fileFields(config(), "content/packages.json"), name),
    )
    expect(packages).toMatchObject({ allow_add: false, allow_remove: false, allow_reorder: false })
    expect(addOns).toMatchObject({ label: "Add-ons", allow_add: false, allow_remove: false })
    for (const [file, fields] of forms(config())) {
      for (const [path, field] of fieldNodes(fields)) {
        const node = nodes(file).get(path)
        if (field.widget === "list" && node?.minItems && node.minItems === node.maxItems) {
          expect(field, `${file}: ${path}`).toMatchObject({ allow_add: false, allow_remove: false })
        }
      }
    }
  })

  it("calls reviews reviews, picks their rating as stars (five for a new one) and names new items", () => {
    const reviews = find(fileFields(config(), "content/testimonials.json"), "testimonials")
    expect(reviews).toMatchObject({ label: "Reviews", label_singular: "review" })
    expect(reviews.summary).toBe("{{fields.name | default('New review')}}")
    const rating = find(reviews.fields!, "rating")
    expect(rating).toMatchObject({ widget: "select", default: 5 })
    expect(rating.options).toContainEqual({ label: "★★★★☆  4 of 5", value: 4 })
  })

  it("labels fields in the owner's words: acronyms as written, the business's hours and rating by what they do", () => {
    const labels = new Map<string, string>()
    for (const [file, fields] of forms(config())) {
      for (const [path, field] of fieldNodes(fields)) labels.set(`${file}: ${path}`, field.label)
    }
    expect(Object.fromEntries([...labels].filter(([path]) => path.startsWith("content/business.json")))).toMatchObject({
      "content/business.json: abn": "ABN",
      "content/business.json: quoteFormUrl": "Quote form web address",
      "content/business.json: social.linkedin": "LinkedIn",
      "content/business.json: hours.structured": "Opening hours for search engines",
      "content/business.json: hours.contactPage": "Opening hours on the contact page",
      "content/business.json: rating.value": "Average rating",
      "content/business.json: rating.count": "Number of reviews",
    })
    expect(labels.get("content/home.json: packages.addOnsHeading")).toBe("Add-ons heading")
    expect(labels.get("content/home.json: ndis")).toBe("NDIS")
    expect(labels.get("content/contact.json: map.iframeTitle")).toBe("Title read by screen readers")
    // No label is a field name with its first letter raised ("Abn", "Ndis", "Cta label").
    for (const [path, label] of labels)
      expect(label, path).not.toMatch(/\b(Abn|Ndis|Faq|Cta|Url|Linkedin)\b|\b(ctas?|url)\b/)
    // A collapsed paragraph shows its first words, not "Paragraphs" on every line.
    const story = find(fileFields(config(), "content/about.json"), "story").fields!
    expect(find(story, "paragraphs").summary).toBe("{{fields.paragraphs | truncate(80)}}")
    // New items are named in the same words: "Add photo", not "Add bathroom".
    const gallery = fileFields(config(), "content/gallery.json")
    expect(find(gallery, "bathrooms").label_singular).toBe("photo")
    // A photo's alt text is its description: "Description", "Photo description", "Before description".
    expect(find(find(gallery, "bathrooms").fields!, "alt").label).toBe("Description")
    expect(labels.get("content/home.json: hero.photoAlt")).toBe("Photo description")
    expect(labels.get("content/gallery.json: beforeAfter[].beforeAlt")).toBe("Before description")
    for (const [path, label] of labels) expect(label, path).not.toMatch(/\balt\b/i)
  })

  it("offers the day rules (booking.json, issue 67) with plain labels and hints, the days open as a list to pick from", () => {
    const fields = fileFields(config(), "content/booking.json")
    const shown = (list: DecapField[]) => list.map((f) => [f.name, f.label, f.hint])
    expect(shown(fields)).toEqual([
      [
        "enabled",
        "Let customers ask for a day",
        "On: the quote forms ask for a preferred date and an arrival window. Nothing is booked until you confirm.",
      ],
      ["windows", "Arrival windows", "Times on the 24-hour clock, such as 08:00 to 11:00."],
      ["daysOpen", "Days open", "The days of the week you clean: a customer can ask only for these."],
      ["leadDays", "Days' notice", "1: tomorrow at the earliest."],
      ["maxDaysAhead", "Furthest day ahead", "How many days ahead a customer may ask for."],
      ["closedDates", "Closed dates", "Public holidays and your leave: no customer can ask for these."],
    ])
    expect(shown(find(fields, "windows").fields!)).toEqual([
      ["label", "Shown as", "What the form's Arrival window list says, such as 8–11 am."],
      ["start", "Starts", "On the 24-hour clock, such as 08:00."],
      ["end", "Ends", "On the 24-hour clock, such as 11:00."],
    ])
    expect(shown(find(fields, "closedDates").fields!)).toEqual([
      ["date", "Date", "Written YYYY-MM-DD, such as 2026-12-25."],
      ["name", "What it is", "Such as Christmas Day; may be empty. The form names it when it refuses the day."],
    ])
    expect(find(fields, "daysOpen")).toMatchObject({ widget: "select", multiple: true })
  })

  it("offers the estimator's words with their figures, each saying which {figure} to keep (decision 036)", () => {
    const labels = fileFields(config(), "content/labels.json")
    const estimator = find(labels, "estimator").fields!
    expect(find(estimator, "moreThan")).toMatchObject({
      widget: "string",
      hint: "Keep {count}: the site writes the figure there.",
    })
    expect(find(estimator, "forFirstVisit").hint).toBe("Keep {perVisit} and {often}: the site writes the figure there.")
    const priceList = find(labels, "priceList").fields!
    expect(find(estimator, "summary").hint).toBe(
      "Keep {choice} and {price} and {detail}: the site writes the figure there.",
    )
    for (const name of ["packageRooms", "firstVisitDiscounted", "firstVisitFull", "quoted"])
      expect(find(priceList, name), name).toBeDefined()
  })

  it("uploads an article's picture into content/photos/blog/, and lets an article have none", () => {
    expect(find(blogCollection().fields, "photo")).toMatchObject({
      widget: "image",
      media_folder: "/content/photos/blog",
      public_folder: "blog",
      required: false,
    })
  })

  it("uploads gallery photos into content/photos/<folder>/ and requires their alt text", () => {
    const bathrooms = find(fileFields(config(), "content/gallery.json"), "bathrooms").fields!
    expect(find(bathrooms, "src")).toMatchObject({
      widget: "image",
      media_folder: "/content/photos/bathrooms",
      public_folder: "/api/content/attached_assets/bathrooms",
    })
    expect(find(bathrooms, "alt").required).toBeUndefined()
  })

  it("uploads every photo a page names into the folder its photos are in, so the editor shows them", () => {
    let fields = 0
    for (const [file, formFields, schema] of forms(config())) {
      if (file.includes("*")) continue
      const offered = new Map(fieldNodes(formFields))
      const data: unknown = JSON.parse(readFileSync(file, "utf8"))
      for (const path of fieldPaths(schema, photoPathSchema)) {
        const field = offered.get(path)
        const folder = String(field?.public_folder)
        expect(field, `${file}: ${path}`).toMatchObject({ widget: "image", media_folder: `/content/photos/${folder}` })
        for (const value of valuesAt(data, path)) expect(value, `${file}: ${path}`).toMatch(new RegExp(`^${folder}/`))
        fields++
      }
    }
    expect(fields).toBe(17)
  })

  it("picks up a field added to a schema without any change to the editor's code", () => {
    const extended = z.extend(CONTENT_FILES.business.schema, { whatsapp: z.string() })
    expect(fieldsFor(extended).map((f) => f.name)).toContain("whatsapp")
  })
})

describe("the backend setting", () => {
  it("defaults to GitHub and switches to Git Gateway with CMS_BACKEND", () => {
    expect(config().backend.name).toBe("github")
    const gateway = cmsConfig({ CMS_BACKEND: "git-gateway", CMS_BRANCH: "live" }, "https://x.example")
    expect(gateway.backend).toMatchObject({ name: "git-gateway", branch: "live" })
    expect(gateway.backend).not.toHaveProperty("repo")
  })

  it("refuses an unknown backend or a malformed repository name", () => {
    expect(() => cmsConfig({ CMS_BACKEND: "ftp" }, "https://x.example")).toThrow(/CMS_BACKEND/)
    expect(() => cmsConfig({ CMS_REPO: "not a repo" }, "https://x.example")).toThrow(/CMS_REPO/)
  })

  it("opens the site it is given from View Live and the site link, each file at its page", () => {
    const local = cmsConfig({}, "http://localhost:5180")
    expect(local).toMatchObject({ site_url: "http://localhost:5180", display_url: "http://localhost:5180" })
    const ndis = local.collections.flatMap((c) => ("files" in c ? c.files : [])).find((f) => f.name === "ndis")
    expect(ndis?.preview_path).toBe("/ndis")
    expect(blogCollection().preview_path).toBe("blog/{{slug}}")
  })

  it("points the local backend at decap-server's port", () => {
    const local = cmsConfig({ CMS_PROXY_PORT: "4399" }, "https://x.example")
    expect(local.local_backend).toEqual({ url: "http://localhost:4399/api/v1" })
  })
})

describe("the owner's pages in the editor (decision 020)", () => {
  const sections = () => find(ownerPagesCollection().fields, "sections")
  const kinds = ownerSectionSchema.def.options

  it("is a folder of JSON files, one per page named after its address, that the owner creates and deletes", () => {
    const collection = config().collections.find((c) => c.name === "owner-pages")
    expect(collection).toMatchObject({
      label: "Added pages",
      folder: "content/owner-pages",
      extension: "json",
      format: "json",
      create: true,
      delete: true,
      slug: "{{fields.slug}}",
      preview_path: "{{slug}}",
    })
    // A page needs a section: the schema says so when it is saved (editor.ts).
    expect(sections()).toMatchObject({ widget: "list", label_singular: "section" })
  })

  it("offers every section type, each with exactly its schema's fields", () => {
    const types = sections().types as DecapField[]
    const kindName = (kind: z.core.$ZodType) => String(toJsonSchema(kind).properties!.type!.const)
    expect(types.map((type) => type.name)).toEqual(kinds.map(kindName))
    for (const kind of kinds) {
      const name = kindName(kind)
      const type = types.find((t) => t.name === name)!
      const schema = toJsonSchema(kind)
      // Named and explained as the schema describes the section: the Add menu lists these names.
      expect(type, name).toMatchObject({ widget: "object", label: schema.title, hint: schema.description })
      // A nested list of kinds (the buttons) names a field each kind shares once.
      const offered = [...new Set(fieldNodes(type.fields!).map(([path]) => path))]
      const wanted = schemaNodes(schema)
        .map(([path]) => path)
        .filter((path) => path !== "type")
      expect(offered.toSorted(), name).toEqual(wanted.toSorted())
      // Required in the schema, required in the form; optional ones may stay empty.
      const required = new Set(schema.required)
      for (const field of type.fields!)
        expect(field.required !== false, `${name}: ${field.name}`).toBe(required.has(field.name))
    }
  })

  it("gives the address box the site's own addresses", () => {
    const slug = find(ownerPagesCollection().fields, "slug")
    const refusal = (value: string) => ownerPageSchema.shape.slug.safeParse(value).error?.issues[0]?.message
    expect(slug).toMatchObject({ widget: "page-address", label: "Web address" })
    expect(slug.reserved).toEqual(expect.arrayContaining(["services", "blog", "admin", "contact", "404"]))
    for (const address of slug.reserved as string[]) expect(refusal(address), address).toBeDefined()
  })

  it("asks for a page photo's and a section photo's file in content/photos/pages/, and Markdown for text", () => {
    const fields = new Map(fieldNodes(ownerPagesCollection().fields))
    for (const path of ["photo", "sections[].photo", "sections[].photos[].photo"])
      expect(fields.get(path), path).toMatchObject({ widget: "image", media_folder: "/content/photos/pages" })
    // Typed Markdown is kept as typed (raw mode), as the hint writes it.
    expect(fields.get("sections[].body")).toMatchObject({ widget: "markdown", modes: ["raw"], label: "Text" })
    expect(fields.get("showInMenu")).toMatchObject({ widget: "boolean", required: false })
  })
})

describe("the GitHub sign-in setting", () => {
  const SITE = "https://www.riverleaf-cleaning.example"
  const SECRET = "config-test-secret-9e2b"
  const signIn = { CMS_GITHUB_CLIENT_ID: "config-client-id", CMS_GITHUB_CLIENT_SECRET: SECRET }
  const commitMessages = cmsConfig({}, SITE).backend.commit_messages

  it("leaves the config as it was without the sign-in settings: no helper address, no API root", () => {
    expect(cmsConfig({ CMS_REPO: "riverleaf/website" }, SITE).backend).toStrictEqual({
      name: "github",
      branch: "main",
      repo: "riverleaf/website",
      commit_messages: commitMessages,
    })
    // A helper hosted elsewhere, as before: its address exactly as given.
    expect(cmsConfig({ CMS_AUTH_URL: "https://auth.example.com/" }, SITE).backend).toStrictEqual({
      name: "github",
      branch: "main",
      repo: "owner/repository",
      base_url: "https://auth.example.com/",
      commit_messages: commitMessages,
    })
  })

  it("points Decap at the site's own helper with the client id and secret, and changes nothing else", () => {
    const own = cmsConfig(signIn, `${SITE}`)
    const { base_url, auth_endpoint, ...backend } = own.backend as typeof own.backend & Record<string, unknown>
    expect({ base_url, auth_endpoint }).toEqual({ base_url: SITE, auth_endpoint: "api/auth" })
    expect({ ...own, backend }).toStrictEqual(cmsConfig({}, SITE))
  })

  it("writes neither the secret nor the client id into the config", () => {
    const json = JSON.stringify(cmsConfig(signIn, SITE))
    expect(json).not.toContain(SECRET)
    expect(json).not.toContain("config-client-id")
  })

  it("uses CMS_AUTH_URL's origin for the helper when the editor is opened at another address", () => {
    const elsewhere = cmsConfig({ ...signIn, CMS_AUTH_URL: "http://localhost:4274/" }, SITE)
    expect(elsewhere.backend).toMatchObject({ base_url: "http://localhost:4274", auth_endpoint: "api/auth" })
  })

  it("reads a GitHub Enterprise server's API from CMS_GITHUB_URL, or CMS_GITHUB_API_URL", () => {
    expect(cmsConfig({ ...signIn, CMS_GITHUB_URL: "https://git.example.com" }, SITE).backend).toMatchObject({
      api_root: "https://git.example.com/api/v3",
    })
    const apart = { CMS_GITHUB_URL: "https://git.example.com", CMS_GITHUB_API_URL: "https://api.git.example.com" }
    expect(cmsConfig(apart, SITE).backend).toMatchObject({ api_root: "https://api.git.example.com" })
    expect(cmsConfig({ ...signIn, CMS_GITHUB_URL: "https://github.com" }, SITE).backend).not.toHaveProperty("api_root")
  })

  it("needs only the client id to build, and refuses a secret without one", () => {
    expect(cmsConfig({ CMS_GITHUB_CLIENT_ID: "id" }, SITE).backend).toMatchObject({ base_url: SITE })
    expect(() => cmsConfig({ CMS_GITHUB_CLIENT_SECRET: SECRET }, SITE)).toThrow(/CMS_GITHUB_CLIENT_ID is not/)
  })

  it("offers Git Gateway as before, whatever the GitHub settings say", () => {
    const gateway = cmsConfig(
      { ...signIn, CMS_BACKEND: "git-gateway", CMS_GITHUB_URL: "https://git.example.com" },
      SITE,
    )
    expect(gateway.backend).toStrictEqual({ name: "git-gateway", branch: "main", commit_messages: commitMessages })
  })
})
