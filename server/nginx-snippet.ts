/**
 * The nginx snippet, made from a build's `_headers` by the publish step (scripts/publish.ts, decision 033). Imports
 * nothing of the site's settings, so it runs on plain Node.
 */
import { HASHED_FILES, NOT_FOUND_CACHE_CONTROL, type HeaderRule } from "./header-match.ts"

/**
 * The nginx snippet a deployer includes inside their server { } block, after its `root` (README, "Deploying"). Every
 * location looks a page up the same way: a location without try_files would answer the folder /admin with nginx's
 * redirect to /admin/, which the rewrite sends back to /admin, for ever. A missing file's 404 is answered from the
 * 404 page's own location, so it gets that location's short caching, never the year of /_astro/.
 *
 * As the Node server (decision 028): a path holding a backslash or a control character is refused before any rewrite,
 * and the trailing-slash redirect drops every leading slash, so no Location it writes reads as another host to a
 * browser ("/\evil.example" and "//evil.example" do), whether nginx writes it absolute or, behind a proxy
 * (`absolute_redirect off`), as it is. `_headers`, the compressed copies and hidden files are no files of the site.
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
    String.raw`  location ~ "^/_headers$|/\.|\.(br|gz)$" {`,
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
