import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { PLAIN_HTTPS_URL, PLAIN_HTTPS_URL_MESSAGE, plainUrlProblem } from "../../common/plain-url"
import { githubAddresses, githubSignInSettings } from "../../server/sign-in-settings"
import { inContentDir } from "../../src/lib/content/content-dir"
import { endpointUrl } from "../../src/lib/deploy-settings"
import { copyOfContent } from "../../tests/setup/content-copy"
import { cmsConfig } from "../editor/cms-config.ts"
import { entrySchema, issuesByPath } from "../editor/entry-issues.ts"
import { checkContent } from "./content-check"
import { contentSecurityPolicy } from "./headers"

// Content cannot reach the headers (issue 57, decision 029): an address that lands in a header is plain, or the content
// check, the editor and the deploy-time settings refuse it in words.
const REVIEW = "https://clienthub.example.com;script-src-elem"
const HOSTILE = [
  REVIEW,
  "https://clienthub.example.com,https://evil.example",
  "https://clienthub.example.com/request;frame-src *",
  "https://clienthub.example.com/'unsafe-inline'",
  'https://clienthub.example.com/"x',
  "https://clienthub.example.com/ request",
  "https://clienthub.example.com/\trequest",
  "https://clienthub.example.com\\@evil.example",
  "https://*.example.com/request",
  "https://user:pass@clienthub.example.com/",
]
const NOT_PLAIN =
  "must be a plain web address, with no spaces, semicolons, commas, quotes or angle brackets (it is written into the site's security headers)"

let root = ""
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = ""
})

describe("the quote form's address in content/business.json", () => {
  function checkWith(quoteFormUrl: string) {
    root = copyOfContent("header-addresses-")
    const file = join(root, "content/business.json")
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), quoteFormUrl }))
    return checkContent(root, "content").map((problem) => problem.replace(`${root}/`, ""))
  }

  it("refuses the review's `;script-src-elem`, naming the file and the field in plain words", () => {
    expect(checkWith(REVIEW)).toEqual([`content/business.json: quoteFormUrl: ${PLAIN_HTTPS_URL_MESSAGE}`])
    expect(PLAIN_HTTPS_URL_MESSAGE).toBe(
      'must be a plain web address starting with "https://", like "https://clienthub.example.com/request", with no spaces, semicolons, commas or quotes',
    )
  })

  it.each(HOSTILE)("refuses %j, in the content check and in the editor's field", (address) => {
    expect(checkWith(address)).toEqual([`content/business.json: quoteFormUrl: ${PLAIN_HTTPS_URL_MESSAGE}`])
    // The editor checks the entry with the same schema (scripts/editor/entry-issues.ts), the message at the field.
    const business = { ...JSON.parse(readFileSync(inContentDir("business.json"), "utf8")), quoteFormUrl: address }
    expect(issuesByPath(entrySchema("business", "business", [])!, business).get("quoteFormUrl")).toEqual([
      PLAIN_HTTPS_URL_MESSAGE,
    ])
  })

  it("passes a plain address, with a path, a query and a port", () => {
    for (const address of [
      "https://clienthub.getjobber.com/client_hubs/1a2b/public/work_request/new?source=site",
      "https://forms.example.com.au:8443/quote#top",
      "https://xn--bcher-kva.example/",
    ])
      expect(PLAIN_HTTPS_URL.test(address), address).toBe(true)
    expect(checkWith("https://clienthub.getjobber.com/client_hubs/1a2b/request?x=1")).toEqual([])
  })
})

describe("the deploy-time addresses", () => {
  it.each(HOSTILE.slice(0, 7))("QUOTE_FORM_ENDPOINT refuses %j in words", (address) => {
    expect(() => endpointUrl(address, "QUOTE_FORM_ENDPOINT")).toThrow(`QUOTE_FORM_ENDPOINT ${NOT_PLAIN}`)
  })

  it("names a host that is not plain, and passes plain ones", () => {
    expect(plainUrlProblem("https://*.example.com/")).toBe(
      "must name a plain host such as www.example.com.au: letters, digits, hyphens and dots, with no user name",
    )
    expect(plainUrlProblem("https://user:pass@hooks.example.com/")).toMatch(/^must name a plain host/)
    expect(plainUrlProblem("https://hooks.zapier.com/hooks/catch/1/abc/")).toBeUndefined()
    expect(plainUrlProblem("http://localhost:4322/quote")).toBeUndefined()
    // The site's own lead store is a path on the site: nothing in it can reach a header's syntax.
    expect(plainUrlProblem("/api/leads")).toBeUndefined()
  })

  it("CMS_GITHUB_URL, CMS_GITHUB_API_URL, CMS_AUTH_URL and SITE_URL refuse the review's spelling", () => {
    expect(() => githubAddresses({ CMS_GITHUB_URL: REVIEW })).toThrow(`CMS_GITHUB_URL ${NOT_PLAIN}, not "${REVIEW}"`)
    expect(() => githubAddresses({ CMS_GITHUB_API_URL: "https://api.example.com,https://evil.example" })).toThrow(
      `CMS_GITHUB_API_URL ${NOT_PLAIN}`,
    )
    expect(() => githubAddresses({ CMS_GITHUB_URL: "https://*.example.com" })).toThrow(/must name a plain host/)
    expect(() => cmsConfig({ CMS_AUTH_URL: REVIEW }, "https://www.example.com")).toThrow(
      `CMS_AUTH_URL ${NOT_PLAIN}, not "${REVIEW}"`,
    )
    expect(() => cmsConfig({ CMS_AUTH_URL: "auth.example.com" }, "https://www.example.com")).toThrow(
      'CMS_AUTH_URL must be a full web address starting with https://, like "https://auth.example.com"',
    )
    const signIn = { CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: "secret" }
    expect(() => githubSignInSettings({ ...signIn, SITE_URL: "https://www.example.com;x" })).toThrow(
      `SITE_URL ${NOT_PLAIN}`,
    )
    expect(githubSignInSettings({ ...signIn, SITE_URL: "https://www.example.com/" })?.siteUrl).toBe(
      "https://www.example.com",
    )
  })

  it("the policy stops the build rather than write an address that is not plain", () => {
    expect(() => contentSecurityPolicy([], { quoteFormEndpoint: "https://hooks.example.com,evil/x" })).toThrow(
      '"https://hooks.example.com,evil/x" is not a plain web address, so it cannot go into the site\'s security policy',
    )
    expect(contentSecurityPolicy([], { quoteFormEndpoint: "https://hooks.example.com/x" })).toContain(
      "connect-src 'self' https://hooks.example.com;",
    )
  })
})
