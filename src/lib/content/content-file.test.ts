import { describe, expect, it } from "vitest"

import { fillDeep, siteValues, type PlaceholderValues } from "./content-file"
import { PLACEHOLDER_KEYS, unknownPlaceholders } from "./placeholder-names"

const values = Object.fromEntries(PLACEHOLDER_KEYS.map((key) => [key, `<${key}>`])) as PlaceholderValues

describe("content files", () => {
  it("reports unknown placeholders", () => {
    expect(unknownPlaceholders("Hi {fouder} and {founder}")).toEqual(["fouder"])
    expect(unknownPlaceholders("No placeholders here")).toEqual([])
  })

  it("fills strings deep inside objects and arrays without changing the original", () => {
    const source = { a: "{founder}", list: [{ b: "{businessName}, {fouder}" }], n: 3, flag: true }
    const filled = fillDeep(source, values)
    expect(filled).toEqual({ a: "<founder>", list: [{ b: "<businessName>, {fouder}" }], n: 3, flag: true })
    expect(source.a).toBe("{founder}")
  })

  it("takes the real values from business.json", () => {
    expect(siteValues().publicLiability).toBe("$20 million")
    expect(siteValues().guaranteeHours).toBe("48")
    expect(siteValues().familiesServed).toBe("300+")
    expect(siteValues().replyContact).toBe("within 24 hours")
    expect(siteValues().phone).toBe("0491 570 156")
    expect(siteValues().email).toBe("hello@example.com")
    expect(siteValues().founder).toBe("Ellie")
  })
})
