import { describe, expect, it } from "vitest"

import { withFigures } from "./placeholder-names"
import { copyWithFigures } from "./runtime-schemas"

// Decision 036: the estimator's words live in content/labels.json with the figures they frame.
describe("words with figures", () => {
  it("puts each figure's value in its place", () => {
    expect(withFigures("{percent} % off", { percent: 15 })).toBe("15 % off")
    expect(withFigures("More than {count}", { count: 6 })).toBe("More than 6")
    expect(
      withFigures("for the first visit, then {perVisit} a visit ({often})", { perVisit: "$136", often: "weekly" }),
    ).toBe("for the first visit, then $136 a visit (weekly)")
  })

  it("leaves a {name} it has no value for as written", () => {
    expect(withFigures("{count} or {counts}", { count: 2 })).toBe("2 or {counts}")
  })

  it("refuses words that lost a figure or name one the site does not write, and says which to keep", () => {
    const schema = copyWithFigures(["bedrooms", "bathrooms"], 10)
    expect(schema.safeParse("Homes with more than {bedrooms} or {bathrooms} are quoted.").success).toBe(true)
    const lost = schema.safeParse("Homes with more than {bedrooms} are quoted.")
    expect(lost.error?.issues.map((issue) => issue.message)).toEqual([
      "must keep {bedrooms} and {bathrooms}: the site writes the figure there",
    ])
    const typo = schema.safeParse("Homes with more than {bedrooms} or {bathrooms} or {bedroms} are quoted.")
    expect(typo.error?.issues[0]?.message).toMatch(/unknown \{placeholder\} \(\{bedroms\}\)/)
    // A site placeholder is welcome, as in any of the owner's words.
    expect(schema.safeParse("Over {bedrooms} or {bathrooms}? Call {phone}.").success).toBe(true)
  })
})
