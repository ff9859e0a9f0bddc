import { describe, expect, it } from "vitest"

// The tests' copy of the content (decision 034): the owner's prices in content/ are theirs to change.
import estimateFile from "../../tests/fixtures/content/estimate.json" with { type: "json" }
import packagesFile from "../../tests/fixtures/content/packages.json" with { type: "json" }
import type { EstimateRules } from "./content/estimate"
import type { PackagesFile } from "./content/schemas"
import { estimatePrice, type EstimateChoice, type PackagePrice, type PriceRules } from "./estimate-price"

const RULES: PriceRules = {
  packages: {
    general: { bedrooms: 2, bathrooms: 1, extraBedroom: 30, extraBathroom: 25 },
    deep: { bedrooms: 3, bathrooms: 2, extraBedroom: 45, extraBathroom: 40 },
    "move-prep": { bedrooms: 2, bathrooms: 1, extraBedroom: 90, extraBathroom: 60 },
  },
  addOns: { windows: 60, oven: 70, fans: 35 },
  discounts: { weekly: 15, fortnightly: 10, monthly: 5 },
  firstVisitDiscounted: false,
  largestHome: { bedrooms: 6, bathrooms: 4 },
}
const BASE: PackagePrice[] = [
  { id: "general", priceFrom: 160 },
  { id: "deep", priceFrom: 250 },
  { id: "move-prep", priceFrom: 590 },
]
const SMALLEST: EstimateChoice = { packageId: "general", bedrooms: 1, bathrooms: 1, addOns: [], frequency: "one-off" }

type Row = [string, Partial<EstimateChoice>, Partial<PriceRules>, { total: number; perVisit: number } | "quote"]

describe("estimatePrice", () => {
  it.each<Row>([
    ["the smallest home, one-off, is the base price", {}, {}, { total: 160, perVisit: 160 }],
    ["a home the base covers costs the base", { bedrooms: 2 }, {}, { total: 160, perVisit: 160 }],
    ["each extra bedroom adds the package's price", { bedrooms: 4 }, {}, { total: 220, perVisit: 220 }],
    ["each extra bathroom adds the package's price", { bathrooms: 3 }, {}, { total: 210, perVisit: 210 }],
    [
      "rooms are counted from the package's own cover",
      { packageId: "deep", bedrooms: 4, bathrooms: 2 },
      {},
      {
        total: 295,
        perVisit: 295,
      },
    ],
    ["add-ons add their prices", { addOns: ["windows", "oven"] }, {}, { total: 290, perVisit: 290 }],
    [
      "weekly: each visit less 15 %, the first at full price",
      { frequency: "weekly" },
      {},
      {
        total: 160,
        perVisit: 136,
      },
    ],
    ["fortnightly: 10 % off", { frequency: "fortnightly", addOns: ["fans"] }, {}, { total: 195, perVisit: 176 }],
    [
      "monthly: 5 % off, rounded to the nearest dollar (275.50)",
      { packageId: "deep", frequency: "monthly", bathrooms: 3 },
      {},
      {
        total: 290,
        perVisit: 276,
      },
    ],
    [
      "the first visit discounted when the owner says so",
      { frequency: "weekly" },
      { firstVisitDiscounted: true },
      {
        total: 136,
        perVisit: 136,
      },
    ],
    ["a one-off is never discounted", {}, { firstVisitDiscounted: true }, { total: 160, perVisit: 160 }],
    [
      "a 0 % discount leaves the price",
      { frequency: "monthly" },
      { discounts: { weekly: 0, fortnightly: 0, monthly: 0 } },
      {
        total: 160,
        perVisit: 160,
      },
    ],
    [
      "a 50 % discount halves it, rounding half a dollar up",
      { frequency: "weekly", addOns: ["fans"] },
      {
        discounts: { weekly: 50, fortnightly: 0, monthly: 0 },
      },
      { total: 195, perVisit: 98 },
    ],
    ["the largest home is priced", { bedrooms: 6, bathrooms: 4 }, {}, { total: 355, perVisit: 355 }],
    ["one bedroom more than the largest is quoted", { bedrooms: 7 }, {}, "quote"],
    ["one bathroom more than the largest is quoted", { bathrooms: 5 }, {}, "quote"],
  ])("%s", (_, choice, rules, expected) => {
    const estimate = estimatePrice({ ...RULES, ...rules }, BASE, { ...SMALLEST, ...choice })
    if (expected === "quote") expect(estimate).toEqual({ kind: "quote" })
    else expect(estimate).toMatchObject({ kind: "priced", ...expected })
  })

  it("gives whole dollars for every choice", () => {
    for (const frequency of ["one-off", "weekly", "fortnightly", "monthly"] as const)
      for (let bedrooms = 1; bedrooms <= 6; bedrooms++) {
        const estimate = estimatePrice(RULES, BASE, { ...SMALLEST, packageId: "deep", bedrooms, frequency })
        if (estimate.kind !== "priced") throw new Error("expected a price")
        expect(Number.isInteger(estimate.total) && Number.isInteger(estimate.perVisit)).toBe(true)
      }
  })

  it("prices the smallest home of each shipped package, one-off with no add-ons, at its 'from' price", () => {
    // The two files as they are: the estimate's words and the packages' descriptions ride along unread.
    const { packages } = packagesFile as PackagesFile
    for (const item of packages)
      expect(estimatePrice(estimateFile as EstimateRules, packages, { ...SMALLEST, packageId: item.id })).toEqual({
        kind: "priced",
        total: item.priceFrom,
        perVisit: item.priceFrom,
        discount: 0,
      })
  })
})
