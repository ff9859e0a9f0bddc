import { describe, expect, it } from "vitest"

import { siteConfig } from "~/site.config"

import { fillContentTokens, fillTokens } from "./tokens"

describe("fillTokens", () => {
  it("fills claims from the site config", () => {
    expect(fillTokens("Insured to {publicLiability}")).toBe(`Insured to ${siteConfig.claims.publicLiability}`)
    expect(fillTokens("{familiesServed} families")).toBe(`${siteConfig.claims.familiesServed} families`)
  })

  it("leaves unknown tokens and plain text alone", () => {
    expect(fillTokens("Hello {nobody}")).toBe("Hello {nobody}")
    expect(fillTokens("No tokens here")).toBe("No tokens here")
  })
})

describe("fillContentTokens", () => {
  it("fills nested strings and keeps numbers, booleans and shape", () => {
    const filled = fillContentTokens({ a: ["{x}", { b: "y{x}" }], n: 3, t: true }, { x: "1" })
    expect(filled).toEqual({ a: ["1", { b: "y1" }], n: 3, t: true })
  })
})
