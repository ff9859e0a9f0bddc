import { resolve, sep } from "node:path"

import type { Plugin } from "vite"

import { CONTENT_DIR } from "../../src/lib/content/content-dir.ts"

/**
 * Modules that import a content file as JSON (`import business from "../content/business.json"`) get the file of the
 * same name in CONTENT_DIR (decision 034), so a build or a unit test run on the tests' copy reads it everywhere, not
 * only through the content layer. Nothing to do when CONTENT_DIR is content/ itself.
 */
export function contentDirPlugin(root = process.cwd()): Plugin {
  const shipped = resolve(root, "content") + sep
  const chosen = resolve(root, CONTENT_DIR) + sep
  return {
    name: "content-dir",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (shipped === chosen || !/\.json($|\?)/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved?.id.startsWith(shipped)) return resolved
      return { ...resolved, id: chosen + resolved.id.slice(shipped.length) }
    },
  }
}
