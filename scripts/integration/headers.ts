/** The one definition of the site's HTTP headers, written to `_headers`: the Node server, hosts and nginx serve it. */
import { INBOX_PAGE } from "../../common/lead-paths.ts"
import { POPUP_SCRIPT, signInHeaders } from "../../server/github-sign-in.ts"
import { HASHED_FILES, ruleHeadersFor, type HeaderRule } from "../../server/header-match.ts"
import { GITHUB_URL, githubAddresses, githubSignInBuilt, SIGN_IN_PATH } from "../../server/sign-in-settings.ts"
import { deploySettings, type DeploySettings } from "../../src/lib/deploy-settings.ts"
import { ownerQuoteFormUrl, siteConfig } from "../../src/site.config.ts"
import { sha256 } from "./html.ts"

/** An address's origin, or a stop: a `;`, `,`, quote or `*` would add or widen a directive (decision 029). */
const originOf = (url: string) => {
  const { origin } = new URL(url)
  if (!/^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/.test(origin))
    throw new Error(`"${url}" is not a plain web address, so it cannot go into the site's security policy`)
  return origin
}

/**
 * A policy: the site's own by default, scripts from `scripts`, then `directives`; forms go to `formAction`; no plugin,
 * `<base>` or framing. React writes style attributes into the prerendered HTML; scripts stay strictly hashed.
 */
const policy = (formAction: string, scripts: string, directives: string[]) =>
  [
    `default-src 'self'`,
    `script-src ${scripts}`,
    `style-src 'self' 'unsafe-inline'`,
    ...directives,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${formAction}`,
    `frame-ancestors 'none'`,
  ].join("; ")

/**
 * External origins only for a configured feature. GA4: https://developers.google.com/tag-platform/security/guides/csp
 * (without Signals or Ads remarketing); Clarity: *.clarity.ms and c.bing.com, its cookie-sync pixel.
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
  // The quote form posts here, by fetch or as a plain form; the site's own store (a path, decision 030) is 'self'.
  const quoteForm =
    ids.quoteFormEndpoint && !ids.quoteFormEndpoint.startsWith("/") ? [originOf(ids.quoteFormEndpoint)] : []
  const list = (...items: string[]) => [...new Set(items)].join(" ")
  const connectTo = [...connect, ...quoteForm]
  // What needs only 'self' is left to default-src: every page's headers must fit the first round trip (decision 026).
  return policy(list("'self'", ...quoteForm), list("'self'", ...inlineScriptHashes.map((h) => `'${h}'`), ...script), [
    `img-src ${list("'self'", "data:", ...img)}`,
    ...(connectTo.length ? [`connect-src ${list("'self'", ...connectTo)}`] : []),
    `frame-src ${list(originOf(ids.quoteFormUrl ?? ownerQuoteFormUrl), originOf(siteConfig.mapsEmbedUrl))}`,
    `worker-src 'none'`,
  ])
}

/**
 * The editor at /admin (Decap CMS); 'unsafe-eval' for ajv's compiled checks. No loopback address: decap-server is
 * reached only through the dev server, and admitting this computer's ports would let a page there read the editor's.
 */
export function adminContentSecurityPolicy(github = githubAddresses({})) {
  const githubImages = github.githubUrl === GITHUB_URL ? "" : ` ${originOf(github.githubUrl)}`
  return policy("'self'", "'self' 'unsafe-eval'", [
    `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com${githubImages}`,
    `font-src 'self' data:`,
    `connect-src 'self' ${originOf(github.apiUrl)}`,
    `frame-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
  ])
}

/**
 * The owner's own pages (the leads inbox; not the public pages the owner adds, decision 020): the site and nothing
 * else, whatever analytics the public pages carry, so nothing on the owner's screen reaches another party (issue 73).
 * They alone may start a service worker and read a manifest: the inbox as an app on the phone (issue 76).
 */
export const OWNER_CONTENT_SECURITY_POLICY = policy("'self'", "'self'", [
  `img-src 'self' data:`,
  `connect-src 'self'`,
  `worker-src 'self'`,
  `manifest-src 'self'`,
])

const pathAndBelow = (path: string, headers: Record<string, string>) => [
  { pattern: path, headers },
  { pattern: `${path}/*`, headers },
]

/** Path rules in `_headers` order; no COOP on public pages (decision 018); `cms`: the editor's GitHub settings. */
export function headerRules(
  inlineScriptHashes: string[],
  cms: Record<string, string | undefined> = process.env,
): HeaderRule[] {
  const media = { "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400" }
  const signIn = githubSignInBuilt(cms) && signInHeaders(sha256(POPUP_SCRIPT))
  const admin = {
    "Content-Security-Policy": adminContentSecurityPolicy(githubAddresses(cms)),
    "X-Robots-Tag": "noindex, nofollow",
    // The editor holds a GitHub token: no other site's window keeps a handle on it; its sign-in pop-up still reports.
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
    // Absent when built with CMS=off.
    ...pathAndBelow("/admin", admin),
    // The leads inbox and its app's files (INBOX_WORKER and the rest, named after it): only what differs, as Cloudflare
    // Pages joins two matching rules' header ("nosniff, nosniff").
    {
      pattern: `${INBOX_PAGE}*`,
      headers: {
        "Content-Security-Policy": OWNER_CONTENT_SECURITY_POLICY,
        "Cross-Origin-Opener-Policy": "same-origin",
        "X-Robots-Tag": "noindex, nofollow, noarchive",
        "Cache-Control": "no-store",
      },
    },
    ...(signIn ? pathAndBelow(SIGN_IN_PATH, signIn) : []),
  ]
}

/**
 * `_headers` for Netlify and Cloudflare Pages, whose rules hold for a 404 too: the hashed files' year goes to each file
 * the build has (`hashedFiles`), not the folder. (Cloudflare Pages reads at most 100 rules: headers.spec.ts.)
 */
export function toNetlifyHeaders(rules: HeaderRule[], hashedFiles: string[]) {
  const written = rules.flatMap((rule) =>
    rule.pattern === HASHED_FILES ? hashedFiles.map((pattern) => ({ ...rule, pattern })) : [rule],
  )
  // A path gets every matching rule's headers, joined ("no-cache, public, max-age=31536000" kept a hashed file nowhere):
  // "! Name" (Cloudflare Pages) detaches what a later rule replaces.
  const lines = ({ pattern, headers }: HeaderRule, index: number) => {
    const before = ruleHeadersFor(pattern, written.slice(0, index))
    return Object.entries(headers).flatMap(([k, v]) => [
      ...(k in before && before[k] !== v ? [`  ! ${k}`] : []),
      `  ${k}: ${v}`,
    ])
  }
  return written.map((rule, index) => [rule.pattern, ...lines(rule, index)].join("\n")).join("\n\n") + "\n"
}
