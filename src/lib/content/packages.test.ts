import { describe, expect, it } from "vitest"

import { contentFile } from "../../../tests/setup/content"
import { formatIssues, PACKAGE_IDS, packagesFileSchema, testimonialsFileSchema } from "./schemas"

const homePackages = contentFile("packages")

describe("content/packages.json", () => {
  it("is valid", () => {
    expect(packagesFileSchema.safeParse(homePackages).success).toBe(true)
  })

  // What the code relies on, not the owner's words: the ids it knows, in their order, one package marked.
  it("lists a package for each id the code knows, in order, one of them most popular, each with its words", () => {
    expect(homePackages.packages.map((p) => p.id)).toEqual([...PACKAGE_IDS])
    expect(homePackages.packages.filter((p) => p.popular)).toHaveLength(1)
    for (const p of homePackages.packages) {
      expect(Number.isInteger(p.priceFrom) && p.priceFrom > 0, p.id).toBe(true)
      expect(p.description.length).toBeGreaterThan(10)
      expect(p.features.length).toBeGreaterThan(0)
    }
  })

  it("lists six add-ons, each with its own id and a name", () => {
    expect(homePackages.addOns).toHaveLength(6)
    expect(new Set(homePackages.addOns.map((a) => a.id)).size).toBe(6)
    for (const a of homePackages.addOns) expect(a.name.trim(), a.id).not.toBe("")
  })

  it("refuses a second popular package and a wrong count", () => {
    const twoPopular = { ...homePackages, packages: homePackages.packages.map((p) => ({ ...p, popular: true })) }
    expect(packagesFileSchema.safeParse(twoPopular).success).toBe(false)
    expect(packagesFileSchema.safeParse({ ...homePackages, addOns: homePackages.addOns.slice(1) }).success).toBe(false)
  })

  it("refuses a package id given twice, which would label two cards and their quote buttons alike", () => {
    const packages = homePackages.packages.map((p, i) => (i === 1 ? { ...p, id: "general" } : p))
    const result = packagesFileSchema.safeParse({ ...homePackages, packages })
    expect(formatIssues("content/packages.json", result.error!)).toBe(
      "content/packages.json: packages: must give each package its own id: general, deep, move-prep",
    )
  })

  it.each([
    [249.5, "must be whole dollars, such as 250 (no cents)"],
    [2490, "must be at most $1,500: $2,490 looks too high for a package price"],
    [0, "must be at least $1"],
    ["250", "must be a price in dollars, such as 250, without quotes or $"],
  ])("refuses the price %j in plain words, the same the editor shows", (price, message) => {
    const packages = homePackages.packages.map((p, i) => (i === 1 ? { ...p, priceFrom: price } : p))
    const result = packagesFileSchema.safeParse({ ...homePackages, packages })
    expect(result.success).toBe(false)
    expect(formatIssues("content/packages.json", result.error!)).toBe(
      `content/packages.json: packages[1].priceFrom: ${message}`,
    )
  })
})

describe("content/testimonials.json", () => {
  it("refuses two reviews with the same id", () => {
    const review = { rating: 5, text: "Lovely and thorough.", name: "Sam", location: "Albury", service: "Deep clean" }
    const result = testimonialsFileSchema.safeParse({ testimonials: [1, 2, 1].map((id) => ({ ...review, id })) })
    expect(formatIssues("t.json", result.error!)).toBe(
      "t.json: testimonials[2].id: is the id of an earlier review too (item [0]); each review needs its own id",
    )
  })
})
