import { describe, expect, it } from "vitest"
import * as z from "zod/mini"

import { CONTENT_FILE_SCHEMAS } from "../../src/lib/content/schemas.ts"
import { blogCollection, cmsConfig, cmsSettings, missingFields } from "./cms-config.ts"
import { fieldsFor, type DecapField } from "./cms-fields.ts"

const config = () => cmsConfig(cmsSettings({}, "https://www.example.com"))

function fileFields(cfg: ReturnType<typeof config>, file: string): DecapField[] {
  for (const collection of cfg.collections) {
    if (!("files" in collection)) continue
    const found = collection.files.find((f) => f.file === file)
    if (found) return found.fields
  }
  throw new Error(`${file} is not in the editor`)
}

const find = (fields: DecapField[], name: string) => fields.find((f) => f.name === name)!

describe("the editor's configuration follows the content schemas", () => {
  it("offers every field of every content file and of the blog front matter", () => {
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

  it("gives every registered content file a form", () => {
    const cfg = config()
    for (const file of Object.keys(CONTENT_FILE_SCHEMAS)) expect(fileFields(cfg, file).length).toBeGreaterThan(0)
  })

  it("carries required fields, minimum lengths, enums, list sizes and number ranges over", () => {
    const packages = find(fileFields(config(), "content/packages.json"), "packages")
    expect(packages).toMatchObject({ widget: "list", min: 3, max: 3 })
    const item = packages.fields!
    expect(find(item, "priceFrom")).toMatchObject({ widget: "number", value_type: "int", min: 1 })
    expect(find(item, "priceFrom").required).toBeUndefined() // Decap's default: required
    expect(find(item, "popular").required).toBe(false) // optional in the schema
    expect(find(item, "id")).toMatchObject({ widget: "select", options: ["general", "deep", "move-prep"] })
    expect(find(item, "name").pattern).toEqual(["^[\\s\\S]{3,}$", "must be at least 3 characters"])

    const reviews = find(fileFields(config(), "content/testimonials.json"), "testimonials").fields!
    expect(find(reviews, "rating")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 5 })
    expect(find(reviews, "text")).toMatchObject({ widget: "text", pattern: ["^[\\s\\S]{10,}$", expect.any(String)] })
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

  it("picks up a field added to a schema without any change to the editor's code", () => {
    const extended = z.extend(CONTENT_FILE_SCHEMAS["content/business.json"], { whatsapp: z.string() })
    expect(fieldsFor(extended).map((f) => f.name)).toContain("whatsapp")
  })
})

describe("the backend setting", () => {
  it("defaults to GitHub and switches to Git Gateway with CMS_BACKEND", () => {
    expect(config().backend.name).toBe("github")
    const gateway = cmsConfig(cmsSettings({ CMS_BACKEND: "git-gateway", CMS_BRANCH: "live" }, "https://x.example"))
    expect(gateway.backend).toMatchObject({ name: "git-gateway", branch: "live" })
    expect(gateway.backend).not.toHaveProperty("repo")
  })

  it("refuses an unknown backend or a malformed repository name", () => {
    expect(() => cmsSettings({ CMS_BACKEND: "ftp" }, "https://x.example")).toThrow(/CMS_BACKEND/)
    expect(() => cmsSettings({ CMS_REPO: "not a repo" }, "https://x.example")).toThrow(/CMS_REPO/)
  })

  it("points the local backend at decap-server's port", () => {
    const local = cmsConfig(cmsSettings({ CMS_PROXY_PORT: "4399" }, "https://x.example"))
    expect(local.local_backend).toEqual({ url: "http://localhost:4399/api/v1" })
  })
})
