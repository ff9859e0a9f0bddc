/**
 * A build's header rules (scripts/integration/headers.ts writes them) as the servers take them, apart from the rules
 * themselves: how the Node server picks a path's headers, and the nginx snippet the publish step makes from them
 * (scripts/publish.ts, decision 033). The running server imports only this, so it loads no site settings and no content.
 */
export type HeaderRule = { pattern: string; headers: Record<string, string> }

/** Astro's hashed files: a name is never reused for other content, so a file is kept a year. */
export const HASHED_FILES = "/_astro/*"

/**
 * Files in the build that are not the site's: the static hosts' `_headers` (the rules the servers apply themselves),
 * hidden files, and the compressed copies, served only in place of their original. The Node server answers them with
 * the 404 page, and so does nginx (toNginxSnippet).
 */
export const NOT_SERVED = /^\/_headers$|\/\.|\.(br|gz)$/

/**
 * A missing file's answer is kept a minute at most, on every host: a hashed file's year (or a photo's week) belongs
 * to the file, and a CDN that kept a 404 that long would hide a file that comes back (a rollback, a late upload).
 */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=60"

/**
 * What only a document acts on: its script and resource policy, who may frame it, the referrer its links send, the
 * features it may use. A stylesheet, script, photo, font or data file is not a document, and a browser ignores them
 * there. The Node server leaves them off such files, chosen by the type a file is served as (`isDocumentType`, decision
 * 028): about 600 bytes less on each, some 4 KB less in the first round trips of a first visit, where Lighthouse's phone
 * pushed the largest paint to one more round trip (decision 027). The static hosts' rules match paths, not kinds of
 * file, so they send them on every answer, as before.
 */
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

/**
 * Whether a path names a page or another file a browser may open as a document. Only for an answer with no type of its
 * own (a 304, which has no body: the browser keeps the type and headers it stored).
 */
export const isDocumentPath = (pathname: string) => !NOT_A_DOCUMENT.test(pathname)

/**
 * Whether an answer of this Content-Type may be read as a document: HTML, SVG, XML, plain text, none at all or any type
 * not named above. What decides the page-only headers on the Node server, never the address's ending: `/services%3F.css`
 * must not be the page without its policy (issue 57, decision 028).
 */
export const isDocumentType = (contentType: string) => !NOT_A_DOCUMENT_TYPE.test(contentType.trim())

/** Headers for one URL path, as its rules give them: later, more specific rules override the catch-all. */
export function ruleHeadersFor(pathname: string, rules: HeaderRule[]) {
  const headers: Record<string, string> = {}
  for (const { pattern, headers: add } of rules) {
    // "/admin/*" covers what is under /admin/; "/admin" (no star) that one path.
    if (pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern) {
      Object.assign(headers, add)
    }
  }
  return headers
}

/**
 * The rules of a `_headers` file as the build writes it (scripts/integration/headers.ts, toNetlifyHeaders): a path pattern at the
 * start of a line, its headers indented below it as `Name: value`. The Node server reads a build's rules from this one
 * file, as Netlify and Cloudflare Pages do (decision 033). `! Name` lines (Cloudflare's way of dropping the catch-all's
 * value before a rule sets its own) and `#` comments are skipped: here a later rule's value replaces an earlier one's.
 */
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

/**
 * The nginx snippet a deployer includes inside their server { } block, after its `root` (README, "Deploying"). Every
 * location looks a page up the same way: a location without try_files would answer the folder /admin with nginx's
 * redirect to /admin/, which the rewrite sends back to /admin, for ever. A missing file's 404 is answered from the
 * 404 page's own location, so it gets that location's short caching, never the year of /_astro/.
 *
 * As the Node server (decision 028): the trailing-slash redirect drops every leading slash, so no Location it writes
 * reads as another host to a browser ("/\evil.example" and "//evil.example" do), whether nginx writes it absolute or,
 * behind a proxy (`absolute_redirect off`), as it is.
 *
 * `_headers` names each hashed file (a 404 there would keep a folder rule's year); nginx answers a missing one from the
 * 404 page's own location, so the snippet keeps the one folder rule, HASHED_FILES, instead of a location per file.
 */
export function toNginxSnippet(rules: HeaderRule[]) {
  const folder = HASHED_FILES.slice(0, -1)
  const hashed = rules.find((rule) => rule.pattern.startsWith(folder))
  const [global, ...rest] = rules.flatMap((rule) => {
    if (!rule.pattern.startsWith(folder)) return [rule]
    return rule === hashed ? [{ pattern: HASHED_FILES, headers: rule.headers }] : []
  })
  // nginx drops inherited add_header lines inside a location that adds its own: each repeats the catch-all's.
  const addHeaders = (headers: Record<string, string>) =>
    Object.entries({ ...global!.headers, ...headers }).map(
      ([k, v]) => `    add_header ${k} "${v.replace(/"/g, '\\"')}" always;`,
    )
  const lookUp = "    try_files $uri $uri.html $uri/index.html =404;"
  return [
    "# Written by npm run build (scripts/publish.ts) from build/client/_headers. Inside your server { } block:",
    "#   root /path/to/build/client;",
    "#   include /path/to/build/nginx-headers.conf;",
    "  error_page 404 /404.html;",
    "  # No page's address holds a backslash or a control character; a redirect that carried one could leave the site.",
    // nginx reads four backslashes in a quoted string as two, which the regular expression reads as one.
    String.raw`  if ($uri ~ "[\x00-\x1f\x7f\\\\]") {`,
    "    return 400;",
    "  }",
    "  # One address per page, as the Node server: /services/ redirects to /services (served from services.html).",
    "  rewrite ^/+([^/].*?)/+$ /$1 permanent;",
    "  # Not the site's files: the static hosts' _headers, the compressed copies, hidden files (the 404 page answers).",
    `  location ~ "${NOT_SERVED.source}" {`,
    "    return 404;",
    "  }",
    "  location / {",
    lookUp,
    ...addHeaders({}),
    "  }",
    ...rest.flatMap((rule) => [
      `  location ${rule.pattern.endsWith("*") ? rule.pattern.slice(0, -1) : `= ${rule.pattern}`} {`,
      lookUp,
      ...addHeaders(rule.headers),
      "  }",
    ]),
    "  # The 404 page is the answer to a missing address, not an address of its own.",
    "  location = /404 {",
    "    return 404;",
    "  }",
    "  location = /404.html {",
    "    internal;",
    ...addHeaders({ "Cache-Control": NOT_FOUND_CACHE_CONTROL }),
    "  }",
    "",
  ].join("\n")
}
