/**
 * How the server picks a path's headers from a build's rules (server/headers.ts writes them), apart from the rules
 * themselves: the running server imports only this, so it loads no site settings and no content.
 */
export type HeaderRule = { pattern: string; headers: Record<string, string> }

/**
 * A missing file's answer is kept a minute at most, on every host: a hashed file's year (or a photo's week) belongs
 * to the file, and a CDN that kept a 404 that long would hide a file that comes back (a rollback, a late upload).
 */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=60"

/**
 * What only a document acts on: its script and resource policy, who may frame it, the referrer its links send, the
 * features it may use. A stylesheet, script, photo, font or data file is not a document, and a browser ignores them
 * there. The Node server, which knows a file by its name, leaves them off such files: about 600 bytes less on each,
 * some 4 KB less in the first round trips of a first visit, where Lighthouse's phone pushed the largest paint to one
 * more round trip (decision 027). The static hosts' rules match paths, not kinds of file, so they send them on every
 * answer, as before.
 */
export const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Referrer-Policy",
] as const

// SVG and XML can run scripts when opened on their own, and a type not named here may too: those keep the headers.
const NOT_A_DOCUMENT = /\.(css|js|mjs|json|webmanifest|avif|webp|jpe?g|png|gif|ico|woff2?)$/

/** Whether a path names a page or another file a browser may open as a document. */
export const isDocumentPath = (pathname: string) => !NOT_A_DOCUMENT.test(pathname)

/** Headers for one URL path: later, more specific rules override the catch-all; a file that is no document gets no
 * document-only header. */
export function headersFor(pathname: string, rules: HeaderRule[]) {
  const headers: Record<string, string> = {}
  for (const { pattern, headers: add } of rules) {
    // "/admin/*" covers what is under /admin/; "/admin" (no star) that one path.
    if (pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern) {
      Object.assign(headers, add)
    }
  }
  if (!isDocumentPath(pathname)) for (const name of DOCUMENT_ONLY_HEADERS) delete headers[name]
  return headers
}
