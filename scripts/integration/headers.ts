/**
 * The one definition of the site's HTTP headers: the build writes them to `_headers`, which the Node server, Netlify,
 * Cloudflare Pages and the nginx snippet all serve.
 */
import { createHash } from "node:crypto"

import { INBOX_PAGE } from "../../common/lead-paths.ts"
import { POPUP_SCRIPT, signInHeaders } from "../../server/github-sign-in.ts"
import { HASHED_FILES, ruleHeadersFor, type HeaderRule } from "../../server/header-match.ts"
import {
  GITHUB_URL,
  githubAddresses,
  githubSignInBuilt,
  SIGN_IN_PATH,
  type GitHubAddresses,
} from "../../server/sign-in-settings.ts"
import { deploySettings, type DeploySettings } from "../../src/lib/deploy-settings.ts"
import { ownerQuoteFormUrl, siteConfig } from "../../src/site.config.ts"

/**
 * An address's origin for a policy, never more: the settings and content check already refuse anything but a plain
 * address (src/lib/plain-url.ts, decision 029), and a `;`, `,`, quote or `*` that slipped past them would add a
 * directive or widen one, so the build stops instead.
 */
const originOf = (url: string) => {
  const { origin } = new URL(url)
  if (!/^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/.test(origin))
    throw new Error(`"${url}" is not a plain web address, so it cannot go into the site's security policy`)
  return origin
}

/**
 * External origins are admitted only when their feature is configured.
 * GA4 (gtag.js): Google's CSP guide for Google Analytics 4, https://developers.google.com/tag-platform/security/guides/csp
 * (Google Signals / Ads remarketing would also need *.g.doubleclick.net and www.google.com; not enabled).
 * Clarity: the tag at www.clarity.ms loads scripts.clarity.ms/…/clarity.js and posts to *.clarity.ms/collect;
 * c.bing.com is its cookie-sync pixel.
 */
export function contentSecurityPolicy(
  inlineScriptHashes: string[],
  // The build reads the settings from its environment, as Astro does for the pages (lib/deploy-settings.ts).
  ids: Partial<DeploySettings> = deploySettings(process.env),
) {
  const script: string[] = []
  const connect: string[] = []
  const img: string[] = []
  if (ids.gaMeasurementId) {
    script.push("https://*.googletagmanager.com")
    connect.push("https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com")
    img.push("https://*.google-analytics.com", "https://*.googletagmanager.com")
  }
  if (ids.clarityProjectId) {
    script.push("https://*.clarity.ms")
    connect.push("https://*.clarity.ms", "https://c.bing.com")
    img.push("https://*.clarity.ms", "https://c.bing.com")
  }
  // The home quote form posts here: by fetch with JavaScript, as a plain form submission without.
  // The site's own store (a path, decision 030) is 'self', which both lists already admit: no new origin.
  const quoteForm =
    ids.quoteFormEndpoint && !ids.quoteFormEndpoint.startsWith("/") ? [originOf(ids.quoteFormEndpoint)] : []
  const list = (...items: string[]) => [...new Set(items)].join(" ")
  const connectTo = [...connect, ...quoteForm]
  // A fetch type that needs no more than this site falls back to default-src: fonts and the manifest always, reads
  // (connect-src) while no analytics or quote endpoint is configured. Every byte counts: home's document and its
  // headers must fit the first round trip (decision 026), and this policy goes with every page.
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...inlineScriptHashes.map((h) => `'${h}'`), ...script)}`,
    // React writes style attributes into the prerendered HTML; scripts stay strictly hashed.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", "data:", ...img)}`,
    ...(connectTo.length ? [`connect-src ${list("'self'", ...connectTo)}`] : []),
    `frame-src ${list(originOf(ids.quoteFormUrl ?? ownerQuoteFormUrl), originOf(siteConfig.mapsEmbedUrl))}`,
    `worker-src 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${list("'self'", ...quoteForm)}`,
    `frame-ancestors 'none'`,
  ].join("; ")
}

/**
 * The editor at /admin (Decap CMS, issue 15) gets its own policy: its bundle is not hashed per build, styles itself at
 * run time (emotion), shows uploads as blob: previews, and talks to the git host's API (a GitHub Enterprise server,
 * CMS_GITHUB_URL, shows avatars from its own address). 'unsafe-eval' is for the bundle's config validator (ajv compiles
 * checks with new Function). No loopback address: decap-server (`npm run cms`) is reached only through the development
 * server, which sends no policy, and a production editor that admitted this computer's ports would let a page there
 * read what the editor sends.
 */
export function adminContentSecurityPolicy(github: GitHubAddresses = githubAddresses({})) {
  const githubImages = github.githubUrl === GITHUB_URL ? "" : ` ${originOf(github.githubUrl)}`
  return [
    `default-src 'self'`,
    `script-src 'self' 'unsafe-eval'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com${githubImages}`,
    `font-src 'self' data:`,
    `connect-src 'self' ${originOf(github.apiUrl)}`,
    `frame-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join("; ")
}

/**
 * Path rules in `_headers` syntax order: the security set everywhere, caching by kind of file. The public pages send no
 * Cross-Origin-Opener-Policy: they hold no secret for it to guard, and its browsing context group swap cost every first
 * visit a second commit (decision 018); /admin keeps its own. `cms` holds the editor's GitHub settings (the build's
 * environment): with CMS_GITHUB_CLIENT_ID, the sign-in routes get their own set (server/github-sign-in.ts, which also
 * sends it from a host's function).
 */
const pathAndBelow = (path: string, headers: Record<string, string>) => [
  { pattern: path, headers },
  { pattern: `${path}/*`, headers },
]

export function headerRules(
  inlineScriptHashes: string[],
  cms: Record<string, string | undefined> = process.env,
): HeaderRule[] {
  const media = { "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400" }
  const signIn =
    githubSignInBuilt(cms) && signInHeaders(`sha256-${createHash("sha256").update(POPUP_SCRIPT).digest("base64")}`)
  const admin = {
    "Content-Security-Policy": adminContentSecurityPolicy(githubAddresses(cms)),
    "X-Robots-Tag": "noindex, nofollow",
    // The editor holds a GitHub token, so no other site's window keeps a handle on it; the GitHub sign-in pop-up it
    // opens still reports back.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  }
  const security = {
    "Content-Security-Policy": contentSecurityPolicy(inlineScriptHashes),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    // Kept, and checked with the server before each use (as max-age=0, must-revalidate, in fewer bytes).
    "Cache-Control": "no-cache",
  }
  return [
    { pattern: "/*", headers: security },
    { pattern: HASHED_FILES, headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
    { pattern: "/content/*", headers: { "Cache-Control": "public, max-age=300, must-revalidate" } },
    { pattern: "/api/content/attached_assets/*", headers: media },
    { pattern: "/images/*", headers: media },
    // The editor page and its files (absent when built with CMS=off).
    ...pathAndBelow("/admin", admin),
    // The owner's leads inbox (server/leads/inbox.ts): a page of the site's, with its policy, kept by no cache. Only
    // what differs from the rules before it: Cloudflare Pages joins a header two matching rules give ("nosniff,
    // nosniff"), and a value that differs is detached first (toNetlifyHeaders).
    {
      pattern: INBOX_PAGE,
      headers: {
        "Content-Security-Policy": security["Content-Security-Policy"],
        "Cross-Origin-Opener-Policy": "same-origin",
        "X-Robots-Tag": "noindex, nofollow, noarchive",
        "Cache-Control": "no-store",
      },
    },
    // The editor's sign-in pop-up, when the site serves it.
    ...(signIn ? pathAndBelow(SIGN_IN_PATH, signIn) : []),
  ]
}

/**
 * `_headers` for Netlify and Cloudflare Pages. A path's rules there hold for whatever answers it, a 404 included, so
 * the hashed files' year is written for each file the build has (`hashedFiles`, their paths), not for the folder: a
 * missing one gets the catch-all's revalidation. (Cloudflare Pages reads at most 100 rules; the e2e headers spec checks
 * the build's count.)
 */
export function toNetlifyHeaders(rules: HeaderRule[], hashedFiles: string[]) {
  const written = rules.flatMap((rule) =>
    rule.pattern === HASHED_FILES ? hashedFiles.map((pattern) => ({ ...rule, pattern })) : [rule],
  )
  // A path matching several rules gets all their headers; for /admin, the inbox and the sign-in, "! Name" (Cloudflare
  // Pages) first detaches the value of the rules before it that it replaces, so the editor gets its own CSP, not both.
  const ownPolicy = (pattern: string) => pattern.startsWith("/admin") || pattern.startsWith(SIGN_IN_PATH)
  const lines = ({ pattern, headers }: HeaderRule, index: number) => {
    const before = ruleHeadersFor(pattern, written.slice(0, index))
    return Object.entries(headers).flatMap(([k, v]) => [
      ...(ownPolicy(pattern) && k in before && before[k] !== v ? [`  ! ${k}`] : []),
      `  ${k}: ${v}`,
    ])
  }
  return written.map((rule, index) => [rule.pattern, ...lines(rule, index)].join("\n")).join("\n\n") + "\n"
}
