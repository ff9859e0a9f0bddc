import { describe, expect, it } from "vitest"

import { popupScriptHash, signInHeaders } from "../../server/github-sign-in"
import {
  DOCUMENT_ONLY_HEADERS,
  HASHED_FILES,
  isDocumentPath,
  parseHeadersFile,
  ruleHeadersFor,
  toNginxSnippet,
} from "../../server/header-match"
import { CALLBACK_PATH, SIGN_IN_PATH } from "../../server/sign-in-settings"
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headerRules,
  OWNER_CONTENT_SECURITY_POLICY,
  toNetlifyHeaders,
} from "./headers"

const rules = headerRules(["sha256-abc="])
const HASHED = ["/_astro/app.abc123.js", "/_astro/page.def456.css"]

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy(["sha256-abc="])

  it("allows only self and the hashed inline scripts", () => {
    expect(csp).toContain("script-src 'self' 'sha256-abc='")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
  })

  it("frames only the quote form and the maps service, and is never framed", () => {
    expect(csp).toContain("frame-src https://clienthub.example.com https://www.google.com")
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it("admits no analytics origin while no analytics id is configured", () => {
    expect(csp).not.toMatch(/googletagmanager|clarity/)
  })
})

describe("contentSecurityPolicy with analytics ids", () => {
  const directive = (csp: string, name: string) =>
    csp
      .split("; ")
      .find((d) => d.startsWith(`${name} `))!
      .split(" ")
      .slice(1)

  it("admits exactly the GA4 tag's origins when only the measurement id is set", () => {
    const csp = contentSecurityPolicy([], { gaMeasurementId: "G-TEST123" })
    expect(directive(csp, "script-src")).toEqual(["'self'", "https://*.googletagmanager.com"])
    expect(directive(csp, "connect-src")).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ])
    expect(directive(csp, "img-src")).toEqual([
      "'self'",
      "data:",
      "https://*.google-analytics.com",
      "https://*.googletagmanager.com",
    ])
    expect(csp).not.toContain("clarity")
  })

  it("admits exactly Clarity's origins when only the project id is set", () => {
    const csp = contentSecurityPolicy([], { clarityProjectId: "testclarity" })
    expect(directive(csp, "script-src")).toEqual(["'self'", "https://*.clarity.ms"])
    expect(directive(csp, "connect-src")).toEqual(["'self'", "https://*.clarity.ms", "https://c.bing.com"])
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "https://*.clarity.ms", "https://c.bing.com"])
    expect(csp).not.toMatch(/googletagmanager|google-analytics|analytics\.google/)
  })

  it("admits both sets with both ids, and still no unsafe script source", () => {
    const csp = contentSecurityPolicy(["sha256-abc="], {
      gaMeasurementId: "G-TEST123",
      clarityProjectId: "testclarity",
    })
    expect(directive(csp, "script-src")).toEqual([
      "'self'",
      "'sha256-abc='",
      "https://*.googletagmanager.com",
      "https://*.clarity.ms",
    ])
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(contentSecurityPolicy([], {})).not.toMatch(/googletagmanager|clarity|bing/)
  })
})

describe("contentSecurityPolicy and the quote form endpoint", () => {
  const directive = (csp: string, name: string) =>
    csp
      .split("; ")
      .find((d) => d.startsWith(`${name} `))!
      .split(" ")
      .slice(1)

  it("admits nothing new while no endpoint is configured: reads, fonts and the manifest fall back to default-src", () => {
    const csp = contentSecurityPolicy([], {})
    expect(directive(csp, "default-src")).toEqual(["'self'"])
    for (const name of ["connect-src", "font-src", "manifest-src"]) expect(csp).not.toContain(name)
    expect(directive(csp, "form-action")).toEqual(["'self'"])
  })

  it("admits exactly the endpoint's origin to connect-src and form-action, nowhere else", () => {
    const csp = contentSecurityPolicy([], { quoteFormEndpoint: "https://formspree.io/f/abcd1234?x=1" })
    expect(directive(csp, "connect-src")).toEqual(["'self'", "https://formspree.io"])
    expect(directive(csp, "form-action")).toEqual(["'self'", "https://formspree.io"])
    expect(directive(csp, "script-src")).toEqual(["'self'"])
    expect(directive(csp, "frame-src")).not.toContain("https://formspree.io")
  })

  it("admits no new origin for the site's own store: it is 'self', which the policy already allows", () => {
    const csp = contentSecurityPolicy([], { quoteFormEndpoint: "/api/leads" })
    expect(csp).toBe(contentSecurityPolicy([], {}))
    expect(directive(csp, "form-action")).toEqual(["'self'"])
    expect(csp).not.toContain("connect-src")
  })

  it("keeps a port and adds the endpoint after the analytics origins", () => {
    const csp = contentSecurityPolicy([], {
      clarityProjectId: "testclarity",
      quoteFormEndpoint: "http://localhost:4322/quote",
    })
    expect(directive(csp, "connect-src")).toEqual([
      "'self'",
      "https://*.clarity.ms",
      "https://c.bing.com",
      "http://localhost:4322",
    ])
    expect(directive(csp, "form-action")).toEqual(["'self'", "http://localhost:4322"])
  })
})

describe("the rules by path", () => {
  it("count a file as no document (decision 027), never a page, SVG or XML, and give every one the security set", () => {
    for (const path of [
      "/_astro/page.abc.css",
      "/_astro/app-123.js",
      "/content/gallery.json",
      "/manifest.webmanifest",
      "/api/content/attached_assets/pages/services-800.avif",
      "/images/placeholder.jpg",
      "/_astro/inter.abc.woff2",
      "/favicon.ico",
    ]) {
      const headers = ruleHeadersFor(path, rules)
      expect(isDocumentPath(path), path).toBe(false)
      expect(headers["Strict-Transport-Security"], path).toBeDefined()
      expect(headers["X-Content-Type-Options"], path).toBe("nosniff")
    }
    for (const path of [
      "/",
      "/services",
      "/blog/hepa-filters-clean-home",
      "/favicon.svg",
      "/_astro/icon-sprite.abc.svg",
      "/sitemap-index.xml",
      "/robots.txt",
      "/admin",
    ]) {
      const headers = ruleHeadersFor(path, rules)
      expect(isDocumentPath(path), path).toBe(true)
      for (const name of DOCUMENT_ONLY_HEADERS) expect(headers[name], `${path} ${name}`).toBeDefined()
    }
  })

  it("gives HTML short caching and the security set", () => {
    const headers = ruleHeadersFor("/services", rules)
    expect(headers["Cache-Control"]).toBe("no-cache")
    expect(headers["X-Content-Type-Options"]).toBe("nosniff")
  })

  it("gives hashed assets long immutable caching", () => {
    expect(ruleHeadersFor("/_astro/app-123.js", rules)["Cache-Control"]).toBe("public, max-age=31536000, immutable")
  })
})

describe("Cross-Origin-Opener-Policy", () => {
  it("is left out of the public pages (decision 018) and kept on /admin, in every host file", () => {
    for (const path of ["/", "/services", "/blog/a-post", "/_astro/app-123.js"]) {
      expect(ruleHeadersFor(path, rules)["Cross-Origin-Opener-Policy"], path).toBeUndefined()
    }
    expect(ruleHeadersFor("/admin", rules)["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
    expect(toNetlifyHeaders(rules, HASHED).match(/Cross-Origin-Opener-Policy: .*/g)).toEqual([
      "Cross-Origin-Opener-Policy: same-origin-allow-popups",
      "Cross-Origin-Opener-Policy: same-origin-allow-popups",
      "Cross-Origin-Opener-Policy: same-origin",
    ])
    const nginx = toNginxSnippet(rules)
    const location = (name: string) => nginx.slice(nginx.indexOf(`location ${name} {`)).split("  }")[0]!
    expect(location("/")).not.toContain("Cross-Origin-Opener-Policy")
    expect(location("= /admin")).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;')
  })

  it("gives the leads inbox and its app's files the owner's policy, the site's own origin alone, no-store and noindex on every host", () => {
    const site = OWNER_CONTENT_SECURITY_POLICY
    expect(site).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
    for (const path of ["/admin/leads", "/admin/leads-offline", "/admin/leads-worker.js", "/admin/leads.webmanifest"])
      expect(ruleHeadersFor(path, rules), path).toMatchObject({
        "Content-Security-Policy": site,
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow, noarchive",
      })
    // Every public page, and the editor, may start no worker of the owner's.
    expect(ruleHeadersFor("/", rules)["Content-Security-Policy"]).toContain("worker-src 'none'")
    const file = toNetlifyHeaders(rules, HASHED)
    const inbox = file.slice(file.indexOf("\n/admin/leads*\n")).split("\n\n")[0]!
    expect(inbox).toContain(`! Content-Security-Policy\n  Content-Security-Policy: ${site}`)
    // Each of its headers replaces the one before it, never joins it (Cloudflare Pages).
    expect(inbox.match(/^ {2}! .*/gm)).toEqual([
      "  ! Content-Security-Policy",
      "  ! Cross-Origin-Opener-Policy",
      "  ! X-Robots-Tag",
      "  ! Cache-Control",
    ])
    // The hashed files', the content data's and the photos' caching replaces the pages' no-cache, never joins it.
    for (const pattern of [HASHED[0], "/content/*", "/images/*"])
      expect(file.slice(file.indexOf(`\n${pattern}\n`)).split("\n\n")[0]).toMatch(
        /\n {2}! Cache-Control\n {2}Cache-Control: public/,
      )
    const nginx = toNginxSnippet(rules)
    expect(nginx.slice(nginx.indexOf("location /admin/leads {")).split("  }")[0]).toContain(
      'add_header Cache-Control "no-store" always;',
    )
  })

  it("leaves every other security header on the public pages", () => {
    expect(Object.keys(ruleHeadersFor("/", rules))).toEqual([
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "X-Frame-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Cache-Control",
    ])
  })
})

describe("host config files", () => {
  it("reads back from _headers the rules it was written from, the hashed files one by one (decision 033)", () => {
    const cms = { CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: "secret" }
    const withSignIn = headerRules(["sha256-abc="], cms)
    const read = parseHeadersFile(toNetlifyHeaders(withSignIn, HASHED))
    const year = withSignIn.find((rule) => rule.pattern === HASHED_FILES)!.headers
    expect(read).toEqual(
      withSignIn.flatMap((rule) =>
        rule.pattern === HASHED_FILES ? HASHED.map((pattern) => ({ pattern, headers: year })) : [rule],
      ),
    )
    // Cloudflare's "! Name" lines are skipped: here the editor's own policy replaces the catch-all's.
    expect(ruleHeadersFor("/admin", read)["Content-Security-Policy"]).toBe(adminContentSecurityPolicy())
    // nginx gets the one folder location again, and none for the sign-in, which the Node server beside it answers.
    expect(toNginxSnippet(read)).toBe(toNginxSnippet(withSignIn))
    expect(toNginxSnippet(read)).not.toContain("/api/auth")
    expect(() => parseHeadersFile("  X-Frame-Options: DENY\n")).toThrow("outside a rule")
  })

  it("writes the same rules for _headers and nginx", () => {
    const netlify = toNetlifyHeaders(rules, HASHED)
    expect(netlify).toContain("/*\n  Content-Security-Policy: default-src 'self'")
    // The hashed files' year, file by file: a missing one falls to the catch-all's revalidation.
    expect(netlify).toContain(
      "/_astro/app.abc123.js\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable",
    )
    expect(netlify).toContain(
      "/_astro/page.def456.css\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable",
    )
    expect(netlify).not.toContain("/_astro/*")
    const nginx = toNginxSnippet(rules)
    expect(nginx).toContain("error_page 404 /404.html;")
    expect(nginx).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;')
    // Each nginx location repeats the security headers, because nginx does not inherit add_header; the 404 page's
    // location has them too, with the 404's short caching.
    expect(nginx.match(/add_header X-Content-Type-Options/g)?.length).toBe(rules.length + 1)
    expect(nginx).toContain("location = /404.html {\n    internal;\n")
    expect(nginx).toContain('add_header Cache-Control "public, max-age=60" always;')
  })
})

describe("the editor at /admin", () => {
  it("gets its own CSP, noindex and pop-up-friendly opener policy, on /admin only", () => {
    const admin = ruleHeadersFor("/admin", rules)
    expect(admin["Content-Security-Policy"]).toBe(adminContentSecurityPolicy())
    expect(admin["Content-Security-Policy"]).toContain("script-src 'self' 'unsafe-eval'")
    expect(admin["X-Robots-Tag"]).toBe("noindex, nofollow")
    expect(admin["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
    expect(ruleHeadersFor("/admin/decap-cms.js", rules)["X-Robots-Tag"]).toBe("noindex, nofollow")
    for (const path of ["/", "/administration", "/services"]) {
      const headers = ruleHeadersFor(path, rules)
      expect(headers["Content-Security-Policy"], path).not.toContain("unsafe-eval")
      expect(headers["X-Robots-Tag"], path).toBeUndefined()
    }
  })

  it("names no loopback address on a production build: only `npm run cms`'s development server talks to one", () => {
    for (const cms of [{}, { CMS_GITHUB_URL: "https://git.example.com" }, { CMS_GITHUB_CLIENT_ID: "id" }]) {
      const csp = ruleHeadersFor("/admin", headerRules([], cms))["Content-Security-Policy"]!
      expect(csp).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]/)
      expect(csp).toMatch(/connect-src 'self' https:\/\/[^ ;]+;/)
    }
  })

  it("replaces, not adds to, the public CSP in _headers and nginx", () => {
    const netlify = toNetlifyHeaders(rules, HASHED)
    expect(netlify).toContain(
      "/admin\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'",
    )
    expect(toNginxSnippet(rules)).toContain("location = /admin {")
  })
})

describe("the editor's GitHub sign-in", () => {
  const signIn = { CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: "headers-test-secret" }
  const withSignIn = headerRules(["sha256-abc="], signIn)

  it("adds no rule without the sign-in settings", () => {
    expect(headerRules(["sha256-abc="], {}).map((rule) => rule.pattern)).not.toContain(SIGN_IN_PATH)
    expect(ruleHeadersFor(CALLBACK_PATH, headerRules(["sha256-abc="], {}))).toEqual(ruleHeadersFor("/", rules))
  })

  it("gives both routes the helper's own set, the one its function sends on Netlify and Cloudflare", async () => {
    const own = signInHeaders(await popupScriptHash())
    for (const path of [SIGN_IN_PATH, CALLBACK_PATH]) expect(ruleHeadersFor(path, withSignIn), path).toEqual(own)
    // The build needs only the client id; the secret is for where the helper runs.
    expect(headerRules([], { CMS_GITHUB_CLIENT_ID: "id" }).map((rule) => rule.pattern)).toContain(SIGN_IN_PATH)
    expect(own["Content-Security-Policy"]).toBe(
      `default-src 'none'; script-src '${await popupScriptHash()}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    expect(JSON.stringify(withSignIn)).not.toContain("headers-test-secret")
  })

  it("keeps every header of the site's own set, the same where it has no reason to differ", async () => {
    const site = ruleHeadersFor("/", rules)
    const own = signInHeaders(await popupScriptHash())
    expect(Object.keys(own)).toEqual(expect.arrayContaining(Object.keys(site)))
    // Different on purpose: its own CSP, no caching, no referrer (the callback's address holds GitHub's code), and an
    // opener policy that lets the pop-up reach the editor's window.
    const differ = ["Content-Security-Policy", "Cache-Control", "Referrer-Policy", "Cross-Origin-Opener-Policy"]
    for (const [name, value] of Object.entries(site)) if (!differ.includes(name)) expect(own[name], name).toBe(value)
    expect(own["Cross-Origin-Opener-Policy"]).toBe("unsafe-none")
  })

  it("replaces, not adds to, the public CSP in _headers", () => {
    expect(toNetlifyHeaders(withSignIn, HASHED)).toContain(
      `${SIGN_IN_PATH}/*\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'none'; script-src 'sha256-`,
    )
  })

  it("lets the editor reach a GitHub Enterprise server's API and show its avatars, instead of api.github.com", () => {
    const enterprise = ruleHeadersFor("/admin", headerRules([], { CMS_GITHUB_URL: "https://git.example.com" }))
    const csp = enterprise["Content-Security-Policy"]!
    expect(csp).toContain("connect-src 'self' https://git.example.com;")
    expect(csp).toMatch(/img-src [^;]* https:\/\/git\.example\.com;/)
    expect(csp).not.toContain("api.github.com")
    const apart = adminContentSecurityPolicy({
      githubUrl: "https://git.example.com",
      apiUrl: "https://api.git.example.com/v3",
    })
    expect(apart).toContain("connect-src 'self' https://api.git.example.com;")
    expect(adminContentSecurityPolicy()).toContain("connect-src 'self' https://api.github.com;")
  })
})
