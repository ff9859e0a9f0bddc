import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"
import * as z from "zod/mini"

import { CONTENT_FILE_NAMES, CONTENT_FILES, contentPath } from "../../src/lib/content/content-files.ts"
import { ownerPageSchema, ownerSectionSchema } from "../../src/lib/content/owner-pages.ts"
import { blogFrontMatterSchema } from "../../src/lib/content/schemas.ts"
import { blogCollection, cmsConfig, missingFields, ownerPagesCollection } from "./cms-config.ts"
import { fieldNodes, fieldsFor, type DecapField } from "./cms-fields.ts"
import { photoFieldPaths, schemaNodes, toJsonSchema, valuesAt, type JsonSchema } from "./schema-walk.ts"

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

/** The rules of a form's fields that Decap checks with a pattern, each with the message it shows, by path. */
function patternMessages(fields: DecapField[], schema: JsonSchema) {
  const nodes = new Map(schemaNodes(schema))
  const pairs: [string, string | undefined, string][] = []
  for (const [path, field] of fieldNodes(fields)) {
    const node = nodes.get(path)
    // At least one character is the presence check Decap makes itself; lists, choices and pickers offer only values
    // that pass (a list's size is Decap's to check).
    const presence = node?.minLength === 1 && node.maxLength === undefined && !node.pattern
    if (node?.["x-message"] && !presence && !["list", "select", "datetime"].includes(field.widget))
      pairs.push([path, field.pattern?.[1], node["x-message"]])
  }
  return pairs
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

  it("carries required fields, minimum lengths, enums, list sizes and number ranges over", () => {
    const packages = find(fileFields(config(), "content/packages.json"), "packages")
    expect(packages).toMatchObject({ widget: "list", min: 3, max: 3 })
    const item = packages.fields!
    expect(find(item, "priceFrom")).toMatchObject({ widget: "checked-number", value_type: "int", min: 1, max: 1500 })
    expect(find(item, "priceFrom").required).toBeUndefined() // Decap's default: required
    expect(find(item, "popular").required).toBe(false) // optional in the schema
    expect(find(item, "name").pattern).toEqual(["^[\\s\\S]{3,}$", "must be at least 3 characters"])

    const reviews = find(fileFields(config(), "content/testimonials.json"), "testimonials").fields!
    expect(find(reviews, "text")).toMatchObject({ widget: "text", pattern: ["^[\\s\\S]{10,}$", expect.any(String)] })
  })

  it("asks for nothing the content check lets be empty: a social link, the fields of a card's optional link", () => {
    const business = fileFields(config(), "content/business.json")
    const social = find(business, "social").fields!
    expect(find(social, "linkedin")).toMatchObject({
      required: false,
      pattern: [expect.any(String), expect.any(String)],
    })
    expect(find(business, "name").required).toBeUndefined()

    const cards = find(find(fileFields(config(), "content/commercial.json"), "industries").fields!, "cards").fields!
    const link = find(cards, "link")
    expect(link.required).toBe(false)
    expect(link.fields!.map((f) => f.required)).toEqual([false, false])
    expect(find(cards, "title").required).toBeUndefined()
  })

  it("gives every field with a schema rule the schema's own message", () => {
    let rules = 0
    for (const [file, fields, schema] of forms(config())) {
      const nodes = new Map(schemaNodes(toJsonSchema(schema)))
      // The section types of an owner's page share their list's path: each is checked with its own schema below.
      const typed = fieldNodes(fields).filter(([, field]) => field.types)
      for (const [path, field] of fieldNodes(fields)) {
        const node = nodes.get(path)
        if (!node || field.widget === "hidden") continue // the blog's Markdown body; ids, never typed
        if (typed.some(([list]) => path.startsWith(`${list}[].`))) continue
        // A list of strings checks each one with its item field. The size of a list (or a multiple choice)
        // is Decap's to check, its count in the message; a fixed size cannot be changed at all. A picker
        // (choices, stars, a date) offers only values that pass.
        const pairs: [DecapField, JsonSchema][] = [[field, node]]
        if (field.field) pairs.push([field.field as DecapField, node.items!])
        for (const [f, n] of pairs) {
          // At least one character is the presence check Decap makes itself ("Name is required.").
          const presence = n.minLength === 1 && n.maxLength === undefined && !n.pattern
          if (n["x-message"] && !presence && !["list", "select", "datetime"].includes(f.widget)) {
            expect(f.pattern?.[1], `${file}: ${path}`).toBe(n["x-message"])
            rules++
          }
          if (n["x-messages"] && f.widget !== "select") {
            const own = Object.entries(n["x-messages"]).filter(([, message]) => message)
            expect(f.messages, `${file}: ${path}`).toMatchObject(Object.fromEntries(own))
            rules += own.length
          }
        }
      }
    }
    expect(rules).toBeGreaterThan(100)
  })

  it("words a price rule plainly, naming a slipped digit", () => {
    const priceFrom = find(find(fileFields(config(), "content/packages.json"), "packages").fields!, "priceFrom")
    expect(priceFrom.messages).toEqual({
      number: "must be a price in dollars, such as 250, without quotes or $",
      int: "must be whole dollars, such as 250 (no cents)",
      min: "must be at least $1",
      max: "must be at most $1,500: $%{value} looks too high for a package price",
    })
  })

  it("never asks for an id: ids are kept as they are, a new review's is made by the editor", () => {
    const ids = forms(config()).flatMap(([file, fields]) =>
      fieldNodes(fields)
        .filter(([, field]) => field.name === "id")
        .map(([path, field]) => [`${file}: ${path}`, field.widget] as const),
    )
    expect(ids.length).toBeGreaterThanOrEqual(6)
    for (const [path, widget] of ids) expect(widget, path).toBe("hidden")
    // Required in the schema, so scripts/admin/editor.ts fills it in before a save.
    const reviews = find(fileFields(config(), "content/testimonials.json"), "testimonials")
    expect(find(reviews.fields!, "id").required).toBeUndefined()
  })

  it("keeps fixed sets fixed: no adding or removing packages, add-ons or other counted lists", () => {
    const [packages, addOns] = ["packages", "addOns"].map((name) =>
      find(fileFields(config(), "content/packages.json"), name),
    )
    expect(packages).toMatchObject({ allow_add: false, allow_remove: false, allow_reorder: false })
    expect(addOns).toMatchObject({ label: "Add-ons", allow_add: false, allow_remove: false })
    for (const [file, fields] of forms(config())) {
      for (const [path, field] of fieldNodes(fields)) {
        if (field.widget === "list" && field.min !== undefined && field.min === field.max) {
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
    for (const name of ["packageRooms", "offEachVisit", "firstVisitDiscounted", "firstVisitFull", "quoted"])
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

  it("keeps the schema's own message for a pattern", () => {
    const slug = find(blogCollection().fields, "slug")
    expect(slug.pattern).toEqual(["^[a-z0-9]+(-[a-z0-9]+)*$", "must be lowercase words joined by hyphens"])
  })

  it("uploads gallery photos into content/photos/<folder>/ and requires their alt text", () => {
    const bathrooms = find(fileFields(config(), "content/gallery.json"), "bathrooms").fields!
    expect(find(bathrooms, "src")).toMatchObject({
      widget: "image",
      media_folder: "/content/photos/bathrooms",
      public_folder: "/api/content/attached_assets/bathrooms",
    })
    expect(find(bathrooms, "alt").required).toBeUndefined()
    expect(find(bathrooms, "alt").pattern?.[0]).toBe("^[\\s\\S]{10,200}$")
  })

  it("uploads every photo a page names into the folder its photos are in, so the editor shows them", () => {
    let fields = 0
    for (const [file, formFields, schema] of forms(config())) {
      if (file.includes("*")) continue
      const offered = new Map(fieldNodes(formFields))
      const data: unknown = JSON.parse(readFileSync(file, "utf8"))
      for (const path of photoFieldPaths(schema)) {
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
    // A page needs a section: Decap counts them, in its own words ("Sections: at least 1 needed.").
    expect(sections()).toMatchObject({ widget: "list", min: 1, label_singular: "section" })
  })

  it("offers every section type, each with exactly its schema's fields and the schema's messages", () => {
    const types = sections().types as DecapField[]
    const kindName = (kind: z.core.$ZodType) => String(toJsonSchema(kind).properties!.type!.const)
    expect(types.map((type) => type.name)).toEqual(kinds.map(kindName))
    let rules = 0
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
      for (const [path, shown, message] of patternMessages(type.fields!, schema)) {
        expect(shown, `${name}: ${path}`).toBe(message)
        rules++
      }
      // Required in the schema, required in the form; optional ones may stay empty.
      const required = new Set(schema.required)
      for (const field of type.fields!)
        expect(field.required !== false, `${name}: ${field.name}`).toBe(required.has(field.name))
    }
    expect(rules).toBeGreaterThan(20)
  })

  it("checks the address in the schema's words: its form with the pattern, a taken one with the address box", () => {
    const slug = find(ownerPagesCollection().fields, "slug")
    const refusal = (value: string) => ownerPageSchema.shape.slug.safeParse(value).error?.issues[0]?.message
    expect(slug.pattern).toEqual(["^[a-z0-9]+(-[a-z0-9]+)*$", refusal("Window Cleaning")])
    expect(slug).toMatchObject({ widget: "page-address", label: "Web address" })
    const messages = slug.messages as Record<string, string>
    expect(messages.reserved!.replaceAll("%{value}", "services")).toBe(refusal("services"))
    expect(slug.reserved).toEqual(expect.arrayContaining(["services", "blog", "admin", "contact", "404"]))
    for (const address of slug.reserved as string[]) expect(refusal(address), address).toBeDefined()
  })

  it("asks for a page photo's and a section photo's file in content/photos/pages/, and Markdown for text", () => {
    const fields = new Map(fieldNodes(ownerPagesCollection().fields))
    for (const path of ["photo", "sections[].photo", "sections[].photos[].photo"])
      expect(fields.get(path), path).toMatchObject({ widget: "image", media_folder: "/content/photos/pages" })
    expect(fields.get("sections[].body")).toMatchObject({ widget: "markdown", label: "Text" })
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
