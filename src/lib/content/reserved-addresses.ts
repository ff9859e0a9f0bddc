// The site's own addresses and the owner's page schema that keeps them, apart from owner-pages.ts (a browser bundle).
import { readdirSync } from "node:fs"

import { ownerPageSchemaFor, ownerSectionSchemaFor } from "./owner-pages.ts"
import { markupProblems } from "./safe-html.ts"

/** Addresses the build uses itself, beside the pages in src/pages/ and the files in public/. */
const BUILD_ADDRESSES = ["404", "admin", "api", "content", "index", "manifest", "robots", "sitemap-index", "sitemap-0"]
const entries = (dir: string) => readdirSync(dir, { withFileTypes: true }).map((entry) => entry.name)

/** One list for the schema, the editor's address box and the route. */
export const RESERVED_ADDRESSES = [
  ...new Set(
    [...entries("src/pages"), ...entries("public"), ...BUILD_ADDRESSES]
      .filter((name) => !name.startsWith("["))
      .map((name) => name.replace(/\..*$/, ""))
      .filter(Boolean),
  ),
].sort()

export const ownerSectionSchema = ownerSectionSchemaFor(markupProblems)
export const ownerPageSchema = ownerPageSchemaFor(RESERVED_ADDRESSES, markupProblems)
