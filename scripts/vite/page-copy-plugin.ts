import { readFileSync } from "node:fs"
import { resolve } from "node:path"

import type { Plugin } from "vite"

import { PAGE_KEYS } from "../../app/lib/site-routes.ts"

const PREFIX = "virtual:page-copy/"
const FILE = resolve("content/pages.json")

/**
 * `import copy from "virtual:page-copy/services"` gives a page only its own entry of
 * content/pages.json. A plain JSON import would put every page's copy into a chunk shared by all
 * pages (the bundler splits modules, not the keys of one module).
 */
export function pageCopyPlugin(): Plugin {
  return {
    name: "page-copy",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const key = id.slice(PREFIX.length + 1)
      this.addWatchFile(FILE)
      const pages = JSON.parse(readFileSync(FILE, "utf8")) as Record<string, unknown>
      if (!(PAGE_KEYS as readonly string[]).includes(key) || !(key in pages)) {
        this.error(
          `"${key}" needs an entry in app/lib/site-routes.ts and content/pages.json (imported as ${id.slice(1)})`,
        )
      }
      return `export default ${JSON.stringify(pages[key])}`
    },
  }
}
