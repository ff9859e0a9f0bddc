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

/** Headers for one URL path: later, more specific rules override the catch-all. */
export function headersFor(pathname: string, rules: HeaderRule[]) {
  const headers: Record<string, string> = {}
  for (const { pattern, headers: add } of rules) {
    // "/admin/*" covers what is under /admin/; "/admin" (no star) that one path.
    if (pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern) {
      Object.assign(headers, add)
    }
  }
  return headers
}
