import { describe, expect, it } from "vitest"

import { endpointUrl } from "./env"
import { pickPublicEnv, publicEnvDefine } from "./public-env"

describe("public environment", () => {
  it("picks only the public keys, trimmed, dropping empty ones", () => {
    expect(pickPublicEnv({ SITE_URL: " https://x.example ", SECRET: "no", GA_MEASUREMENT_ID: "" })).toEqual({
      SITE_URL: "https://x.example",
    })
  })

  it("defines __PUBLIC_ENV__ as JSON for Vite", () => {
    expect(publicEnvDefine({ QUOTE_FORM_URL: "https://q.example/form" })).toEqual({
      __PUBLIC_ENV__: JSON.stringify({ QUOTE_FORM_URL: "https://q.example/form" }),
    })
  })
})

describe("QUOTE_FORM_ENDPOINT", () => {
  it("is off when empty and kept exactly as given when set, trailing slash included", () => {
    expect(endpointUrl(undefined, "QUOTE_FORM_ENDPOINT")).toBeUndefined()
    expect(endpointUrl("https://hooks.zapier.com/hooks/catch/1/abc/", "QUOTE_FORM_ENDPOINT")).toBe(
      "https://hooks.zapier.com/hooks/catch/1/abc/",
    )
    expect(endpointUrl("http://localhost:4322/quote", "QUOTE_FORM_ENDPOINT")).toBe("http://localhost:4322/quote")
  })

  it("stops the build on anything but https (plain http only for a local receiver)", () => {
    expect(() => endpointUrl("formspree.io/f/abc", "QUOTE_FORM_ENDPOINT")).toThrow(/QUOTE_FORM_ENDPOINT/)
    expect(() => endpointUrl("http://formspree.io/f/abc", "QUOTE_FORM_ENDPOINT")).toThrow(/https/)
    expect(() => endpointUrl("mailto:hello@example.com", "QUOTE_FORM_ENDPOINT")).toThrow(/https/)
  })

  it("takes the site's own store as a same-origin path, and no other path", () => {
    expect(endpointUrl("/api/leads", "QUOTE_FORM_ENDPOINT")).toBe("/api/leads")
    for (const other of ["/api/leads/", "/contact", "//evil.example/api/leads", "/api/leads?x=1"])
      expect(() => endpointUrl(other, "QUOTE_FORM_ENDPOINT"), other).toThrow(/"\/api\/leads" \(its own lead store\)/)
  })

  it("is one of the public keys", () => {
    expect(pickPublicEnv({ QUOTE_FORM_ENDPOINT: " https://formspree.io/f/abc " })).toEqual({
      QUOTE_FORM_ENDPOINT: "https://formspree.io/f/abc",
    })
  })
})
