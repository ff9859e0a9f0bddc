import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"
import { config, locales } from "zod"

import { inContentDir } from "./content-dir"
import { normaliseGallery } from "./gallery"
import { parseGallery, parsePortfolio } from "./queries"
import { formatIssues, galleryFileSchema, portfolioFileSchema } from "./schemas"

// As scripts/integration/content-check.ts does at build time: English messages for zod's generic problems.
config(locales.en())

const photo = (name: string) => `/api/content/attached_assets/bathrooms/${name}.jpg`

const categoriesShape = {
  categories: {
    bathrooms: [{ src: photo("bathroom-01"), alt: "A bright bathroom with a green vanity", title: "Main bathroom" }],
    kitchens: [{ src: photo("kitchen-01"), alt: "A kitchen with a green island bench", title: "Island kitchen" }],
    commercial: [],
  },
}

const listsShape = {
  bathrooms: [{ id: 7, src: photo("bathroom-01"), alt: "A bright bathroom with a green vanity" }],
  kitchens: [{ id: "k1", src: photo("kitchen-01"), alt: "A kitchen with a green island bench" }],
  commercial: [],
  beforeAfter: [
    {
      id: "ensuite",
      title: "Ensuite clean",
      description: "Soap scum and grime cleared away.",
      before: photo("ensuite-before"),
      after: photo("ensuite-after"),
      beforeLabel: "Before",
      afterLabel: "After",
    },
  ],
}

function problems(schema: typeof galleryFileSchema | typeof portfolioFileSchema, data: unknown, file: string) {
  const result = schema.safeParse(data)
  return result.success ? "" : formatIssues(file, result.error)
}

describe("gallery schema", () => {
  it("reads a photo uploaded as .jpeg, .png, .webp or .avif at the .jpg the image pipeline publishes", () => {
    const uploaded = (ext: string) => `/api/content/attached_assets/kitchens/new-kitchen.${ext}`
    const gallery = parseGallery({
      ...listsShape,
      kitchens: ["jpeg", "png", "webp", "avif", "jpg"].map((ext, id) => ({
        id,
        src: uploaded(ext),
        alt: "A kitchen with a green island bench",
      })),
    })
    expect(new Set(gallery.categories.kitchens.map((image) => image.src))).toEqual(new Set([uploaded("jpg")]))
  })

  it("accepts the categories-object shape ({src, alt, title})", () => {
    expect(galleryFileSchema.safeParse(categoriesShape).success).toBe(true)
  })

  it("accepts the lists shape ({id, src, alt} plus beforeAfter)", () => {
    expect(galleryFileSchema.safeParse(listsShape).success).toBe(true)
  })

  it("accepts an empty file: every category is then empty", () => {
    expect(galleryFileSchema.safeParse({}).success).toBe(true)
  })

  it("accepts the site's own content/gallery.json", () => {
    const file = JSON.parse(readFileSync(inContentDir("gallery.json"), "utf8"))
    expect(problems(galleryFileSchema, file, "content/gallery.json")).toBe("")
  })

  it("names the file, the JSON path and the problem", () => {
    const bad = structuredClone(listsShape) as Record<string, unknown> & typeof listsShape
    bad.kitchens[0]!.src = "kitchen-01.jpg"
    ;(bad.beforeAfter[0] as Record<string, unknown>).title = ""
    const message = problems(galleryFileSchema, bad, "content/gallery.json")
    expect(message).toContain(
      'content/gallery.json: kitchens[0].src: must be a JPEG, PNG, WebP or AVIF photo under content/photos, named in lowercase like "bathrooms/bathroom-01.jpg"',
    )
    expect(message).toContain("content/gallery.json: beforeAfter[0].title: must be at least 3 characters")
  })

  it("refuses a misspelt category instead of silently showing an empty tab", () => {
    expect(problems(galleryFileSchema, { bathroom: [] }, "content/gallery.json")).toMatch(
      /^content\/gallery\.json: \(root\): .*"bathroom"/,
    )
  })

  it("refuses lists beside a categories object", () => {
    const mixed = { ...categoriesShape, kitchens: listsShape.kitchens }
    expect(problems(galleryFileSchema, mixed, "content/gallery.json")).toContain(
      'content/gallery.json: kitchens: must sit inside "categories"',
    )
  })
})

describe("normaliseGallery", () => {
  it("turns both shapes into the same shape", () => {
    const fromCategories = normaliseGallery(galleryFileSchema.parse(categoriesShape))
    const fromLists = normaliseGallery(galleryFileSchema.parse(listsShape))
    expect(Object.keys(fromCategories.categories)).toEqual(["bathrooms", "kitchens", "commercial", "builderCleans"])
    expect(fromCategories.categories.bathrooms[0]).toEqual({
      id: "bathroom-01",
      src: photo("bathroom-01"),
      alt: "A bright bathroom with a green vanity",
      title: "Main bathroom",
    })
    // The lists shape has no titles: the alt text stands in; numeric ids become strings.
    expect(fromLists.categories.bathrooms[0]).toEqual({
      id: "7",
      src: photo("bathroom-01"),
      alt: "A bright bathroom with a green vanity",
      title: "A bright bathroom with a green vanity",
    })
    expect(fromCategories.categories.builderCleans).toEqual([])
    expect(fromCategories.beforeAfter).toEqual([])
  })

  it("gives before/after photos labels and alt text", () => {
    const item = normaliseGallery(galleryFileSchema.parse(listsShape)).beforeAfter[0]!
    expect(item.before).toEqual({ src: photo("ensuite-before"), alt: "Ensuite clean: before", label: "Before" })
    expect(item.after.label).toBe("After")
    const { beforeLabel: _b, afterLabel: _a, ...unlabelled } = listsShape.beforeAfter[0]!
    const defaults = normaliseGallery(galleryFileSchema.parse({ beforeAfter: [unlabelled] })).beforeAfter[0]!
    expect([defaults.before.label, defaults.after.label]).toEqual(["Before", "After"])
  })

  it("drops a photo listed twice in one category", () => {
    const twice = { bathrooms: [listsShape.bathrooms[0]!, { ...listsShape.bathrooms[0]!, id: 8 }] }
    expect(normaliseGallery(galleryFileSchema.parse(twice)).categories.bathrooms).toHaveLength(1)
  })

  it("parseGallery throws the readable problem list for bad run-time data", () => {
    expect(() => parseGallery({ kitchens: "none" })).toThrow("/content/gallery.json: kitchens: ")
    expect(() => parseGallery(null)).toThrow("/content/gallery.json: (root): ")
  })
})

describe("portfolio schema", () => {
  const project = {
    title: "Family new build",
    suburb: "Thurgoona",
    hours_on_site: 14,
    category: "new_build",
    images: [{ src: photo("thurgoona-1"), alt: "An empty living room after a builders' clean" }],
  }

  it("accepts the site's own content/portfolio-postbuild.json with five projects", () => {
    const file = JSON.parse(readFileSync(inContentDir("portfolio-postbuild.json"), "utf8"))
    expect(problems(portfolioFileSchema, file, "content/portfolio-postbuild.json")).toBe("")
    expect(file.projects).toHaveLength(5)
  })

  it("names the file, the JSON path and the problem", () => {
    const message = problems(
      portfolioFileSchema,
      { projects: [project, { ...project, category: "garage", hours_on_site: "six", images: [] }] },
      "content/portfolio-postbuild.json",
    )
    expect(message).toContain("content/portfolio-postbuild.json: projects[1].hours_on_site: must be a number of hours")
    expect(message).toContain(
      "content/portfolio-postbuild.json: projects[1].category: must be one of new_build, kitchen_reno, bath_reno",
    )
    expect(message).toContain("content/portfolio-postbuild.json: projects[1].images: must list at least one photo")
  })

  it("parsePortfolio returns the projects or throws the problem list", () => {
    expect(parsePortfolio({ projects: [project] })).toHaveLength(1)
    expect(() => parsePortfolio({ project: [] })).toThrow("/content/portfolio-postbuild.json: ")
  })
})
