import { describe, expect, it } from "vitest"
import * as z from "zod/mini"

import fixture from "../../../tests/fixtures/content-every-option/estimate.json" with { type: "json" }
// The tests' copy of content/ and the second build's, with every option on (decision 034).
import shipped from "../../../tests/fixtures/content/estimate.json" with { type: "json" }
import { estimateFileSchema, namingPackages } from "./estimate"

/** The messages of the file with one change, as "field: message" lines. */
function problems(change: (file: typeof shipped) => void) {
  const file = structuredClone(shipped)
  change(file)
  const result = estimateFileSchema.safeParse(file)
  return result.success ? [] : result.error.issues.map((issue) => `${z.core.toDotPath(issue.path)}: ${issue.message}`)
}

describe("content/estimate.json", () => {
  it("ships switched off, and the test build's copy differs only by the switch", () => {
    expect(estimateFileSchema.parse(shipped).enabled).toBe(false)
    expect({ ...estimateFileSchema.parse(fixture), enabled: false }).toEqual(estimateFileSchema.parse(shipped))
  })

  it.each<[string, (file: typeof shipped) => void, string]>([
    ["cents", (file) => void (file.addOns.oven = 69.5), "addOns.oven: must be whole dollars, such as 40 (no cents)"],
    [
      "a negative room price",
      (file) => void (file.packages.deep.extraBedroom = -10),
      "packages.deep.extraBedroom: cannot be negative: write 0 for no charge",
    ],
    [
      "a price in quotes",
      (file) => void ((file.addOns as Record<string, unknown>).fans = "$35"),
      "addOns.fans: must be a price in dollars, such as 40, without quotes or $",
    ],
    [
      "a discount over 50 %",
      (file) => void (file.discounts.weekly = 60),
      "discounts.weekly: must be at most 50 %: 60 % off looks like a slip",
    ],
    [
      "a negative discount",
      (file) => void (file.discounts.monthly = -5),
      "discounts.monthly: cannot be negative: write 0 for no discount",
    ],
    [
      "a discount with a fraction",
      (file) => void (file.discounts.fortnightly = 7.5),
      "discounts.fortnightly: must be a whole percent, such as 10",
    ],
    [
      "a largest home below what a base price covers",
      (file) => {
        file.packages["move-prep"].bedrooms = 4
        file.largestHome.bedrooms = 3
      },
      "largestHome.bedrooms: must be at least 4: the move-prep package's base price covers 4",
    ],
    [
      "half a bathroom",
      (file) => void (file.largestHome.bathrooms = 2.5),
      "largestHome.bathrooms: must be a whole number of rooms",
    ],
  ])("refuses %s in plain words", (_, change, message) => {
    expect(problems(change)).toEqual([message])
  })

  it("names the package a largest home must cover by the name it is given, at message time", () => {
    const file = structuredClone(shipped)
    file.packages.deep.bathrooms = 5
    file.largestHome.bathrooms = 4
    const { issues } = estimateFileSchema.safeParse(file).error!
    const named = namingPackages(issues, [{ id: "deep", name: "Deep Home Clean" }])
    expect(named.map((issue) => issue.message)).toEqual(["must be at least 5: the Deep Home Clean base price covers 5"])
    // Without the packages' names, the schema's own words, and other messages as they are.
    expect(namingPackages(issues, [{ id: "general", name: "General Clean" }])).toEqual(issues)
  })

  it("takes 0 as no charge and no discount, and 50 % at most", () => {
    expect(
      problems((file) => {
        file.addOns.walls = 0
        file.discounts.weekly = 50
        file.discounts.monthly = 0
      }),
    ).toEqual([])
  })
})
