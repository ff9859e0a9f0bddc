import { describe, expect, it } from "vitest"

import { ownerQuoteFormUrl } from "../site.config"
import { DEFAULT_SITE_URL, deploySettings, endpointUrl, formWithoutStore } from "./deploy-settings"
import { env } from "./env"

describe("deploy-time settings", () => {
  it("fall back on the fictitious address and the owner's quote form when unset or empty", () => {
    const unset = { siteUrl: DEFAULT_SITE_URL, quoteFormUrl: ownerQuoteFormUrl }
    expect(deploySettings({})).toEqual(unset)
    expect(deploySettings({ SITE_URL: "", QUOTE_FORM_URL: "  ", GA_MEASUREMENT_ID: "" })).toEqual(unset)
  })

  it("read only their own keys, trimmed, the site's address without its trailing slash", () => {
    const settings = deploySettings({
      SITE_URL: " https://www.example.com.au/ ",
      QUOTE_FORM_URL: "https://clienthub.example.com/request",
      GA_MEASUREMENT_ID: "G-ABC123",
      CLARITY_PROJECT_ID: "abcd1234",
      QUOTE_FORM_ENDPOINT: "/api/leads",
      SECRET: "no",
    } as Record<string, string>)
    expect(settings).toEqual({
      siteUrl: "https://www.example.com.au",
      quoteFormUrl: "https://clienthub.example.com/request",
      gaMeasurementId: "G-ABC123",
      clarityProjectId: "abcd1234",
      quoteFormEndpoint: "/api/leads",
    })
  })

  it("stop the build on a slip, naming the setting", () => {
    expect(() => deploySettings({ SITE_URL: "www.example.com.au" })).toThrow(
      'SITE_URL must be a full web address starting with https:// (like "https://www.example.com.au"), not "www.example.com.au"',
    )
    expect(() => deploySettings({ QUOTE_FORM_URL: "ftp://files.example" })).toThrow(/^QUOTE_FORM_URL must be/)
    expect(() => deploySettings({ GA_MEASUREMENT_ID: "G-<script>" })).toThrow(
      'GA_MEASUREMENT_ID has an unexpected format: "G-<script>"',
    )
    expect(() => deploySettings({ SITE_URL: "https://www.example .com.au" })).toThrow(
      "SITE_URL must be a plain web address, with no spaces,",
    )
    expect(() => deploySettings({ QUOTE_FORM_ENDPOINT: "api/leads" })).toThrow(
      '(or "/api/leads" for the site\'s own lead store)',
    )
    expect(() => deploySettings({ SITE_URL: "http://www.example.com.au" })).toThrow(
      /^SITE_URL must start with https:\/\/ \(http only for localhost\)/,
    )
    expect(deploySettings({ SITE_URL: "http://localhost:4321" }).siteUrl).toBe("http://localhost:4321")
    expect(() => deploySettings({ GA_MEASUREMENT_ID: "UA-1234567-1" })).toThrow(
      'GA_MEASUREMENT_ID "UA-1234567-1" is an old Universal Analytics id, which Google no longer collects for: use your Google Analytics 4 measurement id, which starts with G- (Admin, Data streams)',
    )
  })

  it("reach the site through astro:env: the unit tests set none, so the site has the fallbacks", () => {
    expect(env).toEqual(deploySettings({}))
  })
})

describe("QUOTE_FORM_ENDPOINT", () => {
  it("is off when empty and kept exactly as given when set, trailing slash included", () => {
    expect(endpointUrl(undefined, "QUOTE_FORM_ENDPOINT")).toBeUndefined()
    expect(endpointUrl("https://hooks.zapier.com/hooks/catch/1/abc/", "QUOTE_FORM_ENDPOINT")).toBe(
      "https://hooks.zapier.com/hooks/catch/1/abc/",
    )
    expect(endpointUrl("http://localhost:4322/quote", "QUOTE_FORM_ENDPOINT")).toBe("http://localhost:4322/quote")
    expect(deploySettings({ QUOTE_FORM_ENDPOINT: " https://formspree.io/f/abc " }).quoteFormEndpoint).toBe(
      "https://formspree.io/f/abc",
    )
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
})

describe("a lead store set up for a form that sends nothing", () => {
  it("is named in one line, with the settings that set it up", () => {
    expect(formWithoutStore({ SMTP_URL: "smtp://u:p@mail.example.com:587", QUOTE_FORM_ENDPOINT: "" })).toMatch(
      /^QUOTE_FORM_ENDPOINT is empty, so the quote form sends nothing, yet SMTP_URL sets up the site's own lead store: put QUOTE_FORM_ENDPOINT=\/api\/leads in \.env/,
    )
    expect(formWithoutStore({ MAIL_API_KEY: "re_123" })).toContain("yet MAIL_API_KEY sets up")
    expect(formWithoutStore({ SMTP_URL: "smtp://x", LEADS_DB: "data/leads.sqlite" })).toContain(
      "yet SMTP_URL and LEADS_DB set up",
    )
  })

  it("is unsaid with no setting at all, or with the form pointed anywhere", () => {
    expect(formWithoutStore({})).toBeUndefined()
    expect(formWithoutStore({ SMTP_URL: " ", LEADS_DB: "" })).toBeUndefined()
    expect(formWithoutStore({ SMTP_URL: "smtp://x", QUOTE_FORM_ENDPOINT: "/api/leads" })).toBeUndefined()
    expect(formWithoutStore({ LEADS_DB: "x", QUOTE_FORM_ENDPOINT: "https://formspree.io/f/abc" })).toBeUndefined()
  })
})
