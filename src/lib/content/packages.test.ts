import { describe, expect, it } from "vitest"

import { readContent } from "./read"
import { packagesFileSchema } from "./schemas"

const homePackages = readContent("packages")

describe("content/packages.json", () => {
  it("is valid", () => {
    expect(packagesFileSchema.safeParse(homePackages).success).toBe(true)
  })

  it("lists the spec's three packages and prices, Deep Clean marked most popular", () => {
    expect(homePackages.packages.map((p) => [p.id, p.name, p.priceFrom, Boolean(p.popular)])).toEqual([
      ["general", "General Clean", 160, false],
      ["deep", "Deep Clean", 250, true],
      ["move-prep", "Move-Prep", 590, false],
    ])
    for (const p of homePackages.packages) {
      expect(p.description.length).toBeGreaterThan(10)
      expect(p.features.length).toBeGreaterThan(0)
    }
  })

  it("lists the spec's six add-ons", () => {
    expect(homePackages.addOns.map((a) => a.name)).toEqual([
      "Window & track clean",
      "Fridge in & out",
      "Oven detailing",
      "Wall spot-cleaning",
      "Ceiling fans & air vents",
      "Cupboard interiors",
    ])
  })

  it("refuses a second popular package and a wrong count", () => {
    const twoPopular = { ...homePackages, packages: homePackages.packages.map((p) => ({ ...p, popular: true })) }
    expect(packagesFileSchema.safeParse(twoPopular).success).toBe(false)
    expect(packagesFileSchema.safeParse({ ...homePackages, addOns: homePackages.addOns.slice(1) }).success).toBe(false)
  })
})
