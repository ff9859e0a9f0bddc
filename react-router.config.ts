import { readdirSync } from "node:fs"

import type { Config } from "@react-router/dev/config"

import { NOT_FOUND_PATH, STATIC_PATHS } from "./app/lib/site-routes.ts"

/** Every article in content/blog becomes a prerendered page: adding a file is all it takes. */
export function blogPaths(dir = "content/blog") {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => `/blog/${file.replace(/\.md$/, "")}`)
}

export default {
  ssr: false,
  // BUILD_DIR lets a second build (the analytics e2e build with test ids) sit beside build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => [...STATIC_PATHS, ...blogPaths(), NOT_FOUND_PATH],
} satisfies Config
