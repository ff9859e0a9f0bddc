// A build's header rules as the servers take them: the Node server's matching and the nginx snippet (decision 033).
// The running server imports only this, so it loads no site settings and no content.
import { SIGN_IN_PATH } from "./sign-in-settings.ts"

export type HeaderRule = { pattern: string; headers: Record<string, string> }

/** Astro's hashed files: a name is never reused for other content, so a file is kept a year. */
export const HASHED_FILES = "/_astro/*"

/** Files in the build that are not the site's (`_headers`, hidden files, compressed copies): the 404 page answers. */
export const NOT_SERVED = /^\/_headers$|\/\.|\.(br|gz)$/

/** A missing file's answer, on every host: a CDN that kept a 404 for a year would hide a file that comes back. */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=60"

/** What only a document acts on: the Node server sends them with documents only (decisions 027, 028). */
export const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Referrer-Policy",
] as const

// SVG and XML can run scripts when opened on their own, and a type not named here may too: those keep the headers.
const NOT_A_DOCUMENT = /\.(css|js|mjs|json|webmanifest|avif|webp|jpe?g|png|gif|ico|woff2?)$/
const NOT_A_DOCUMENT_TYPE =
  /^(text\/css|text\/javascript|application\/(javascript|json|manifest\+json)|image\/(avif|webp|jpeg|png|gif|x-icon|vnd\.microsoft\.icon)|font\/woff2?)\s*(;|$)/i

/** Whether a path may be opened as a document: only for an answer with no type of its own (a 304). */
export const isDocumentPath = (pathname: string) => !NOT_A_DOCUMENT.test(pathname)

/** Whether an answer of this Content-Type may be read as a document: any type not named above (decision 028). */
export const isDocumentType = (contentType: string) => !NOT_A_DOCUMENT_TYPE.test(contentType.trim())

/** Headers for one URL path, as its rules give them: later, more specific rules override the catch-all. */
export function ruleHeadersFor(pathname: string, rules: HeaderRule[]) {
  const headers: Record<string, string> = {}
  for (const { pattern, headers: add } of rules) {
    if (pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern) {
      Object.assign(headers, add)
    }
  }
  return headers
}

// A `_headers` file as the build writes it. `! Name` lines (Cloudflare's way of dropping the catch-all's value) and
// `#` comments are skipped: here a later rule's value replaces an earlier one's.
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith("#") || trimmed.startsWith("!")) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: trimmed, headers: {} })
      continue
    }
    const colon = trimmed.indexOf(":")
    const rule = rules.at(-1)
    if (!rule || colon < 1) throw new Error(`_headers: a header line outside a rule, or without a name: ${trimmed}`)
    rule.headers[trimmed.slice(0, colon).trim()] = trimmed.slice(colon + 1).trim()
  }
  return rules
}

// The nginx snippet for a server { } block (README, "Deploying"). Every location keeps the try_files (decision 022);
// one HASHED_FILES location serves every hashed file, a missing one the 404 page's short caching (decision 028).
export function toNginxSnippet(rules: HeaderRule[]) {
  const folder = HASHED_FILES.slice(0, -1)
  const hashed = rules.find((rule) => rule.pattern.startsWith(folder))
  const [global, ...rest] = rules.flatMap((rule) => {
    // nginx has no sign-in to serve: a location of its own for it would win over the `location /api/` that passes it
    // to the Node server beside nginx (deploy.md), and answer 404.
    if (rule.pattern.startsWith(SIGN_IN_PATH)) return []
    if (!rule.pattern.startsWith(folder)) return [rule]
    return rule === hashed ? [{ pattern: HASHED_FILES, headers: rule.headers }] : []
  })
  // nginx drops inherited add_header lines inside a location that adds its own: each repeats the catch-all's.
  const addHeaders = (headers: Record<string, string>) =>
    Object.entries({ ...global!.headers, ...headers }).map(
      ([k, v]) => `    add_header ${k} "${v.replace(/"/g, '\\"')}" always;`,
    )
  const location = (match: string, ...lines: string[]) => [`  location ${match} {`, ...lines, "  }"]
  const pages = (match: string, headers: Record<string, string>) =>
    location(match, "    try_files $uri $uri.html $uri/index.html =404;", ...addHeaders(headers))
  return [
    "# Written by npm run build (scripts/deploy/publish.ts) from build/client/_headers. Inside your server { } block:",
    "#   root /path/to/build/client;",
    "#   include /path/to/build/nginx-headers.conf;",
    "  error_page 404 /404.html;",
    "  # No page's address holds a backslash or a control character; a redirect that carried one could leave the site.",
    // nginx reads four backslashes in a quoted string as two, which the regular expression reads as one.
    String.raw`  if ($uri ~ "[\x00-\x1f\x7f\\\\]") {`,
    "    return 400;",
    "  }",
    "  # One address per page, as the Node server: /services/ and /services.html redirect to /services (served from",
    "  # services.html), /index.html to /. The 404 page keeps its own name: error_page reaches it by that.",
    "  # With merge_slashes off (behind a proxy) a // is first made one /: //evil.example/x.html must not lead away,",
    "  # nor //_headers or //admin/leads miss the location that is theirs.",
    '  rewrite "^(.*?)//+(.*)$" $1/$2 permanent;',
    "  rewrite ^/+([^/].*?)/+$ /$1 permanent;",
    "  rewrite ^/index(\\.html)?$ / permanent;",
    '  rewrite "^(/(?!404\\.html$).*?)(?:/index)?\\.html$" $1 permanent;',
    "  # Every file whole, as the other hosts send it.",
    "  max_ranges 0;",
    "  # Not the site's files: the static hosts' _headers, the compressed copies, hidden files (the 404 page answers).",
    ...location(`~ "${NOT_SERVED.source}"`, "    return 404;"),
    ...pages("/", {}),
    ...rest.flatMap(({ pattern, headers }) =>
      pages(pattern.endsWith("*") ? pattern.slice(0, -1) : `= ${pattern}`, headers),
    ),
    "  # The 404 page is the answer to a missing address, not an address of its own.",
    ...location("= /404", "    return 404;"),
    ...location("= /404.html", "    internal;", ...addHeaders({ "Cache-Control": NOT_FOUND_CACHE_CONTROL })),
    "",
  ].join("\n")
}
