/**
 * `site:content/<name>`: a content file as the build read it once (src/lib/content/content-file.ts: checked against its
 * schema, {placeholders} filled), for the code that cannot ask the content layer: the islands, bundled with the file's
 * words (decision 038), and the site config. Each top-level field is a named export, so a script carries only the
 * fields it imports; the default export is the whole file. Vite serves it to the site (the pages, the islands, the
 * unit tests), and a module hook to the build's own Node code (content-gate.ts's late imports), as Starlight and
 * AstroWind serve their validated config (decision 043).
 */
import { registerHooks } from "node:module"
import { resolve } from "node:path"

import type { Plugin } from "vite"

import { inContentDir } from "../../src/lib/content/content-dir.ts"
import { contentFile } from "../../src/lib/content/content-file.ts"
import { CONTENT_FILE_NAMES, type ContentFileName } from "../../src/lib/content/content-files.ts"

const PREFIX = "site:content/"
const nameIn = (id: string) => CONTENT_FILE_NAMES.find((name) => id === `${PREFIX}${name}`)

/** The module's text: `export const prompt = {…}` for each field (the schemas name them as identifiers), and the file. */
export function contentModule(name: ContentFileName) {
  const fields = Object.entries(contentFile(name) as object)
  const exports = fields.map(([key, value]) => `export const ${key} = ${JSON.stringify(value)}`)
  return [...exports, `export default { ${fields.map(([key]) => key).join(", ")} }`].join("\n")
}

export function contentModulePlugin(): Plugin {
  return {
    name: "site-content",
    enforce: "pre",
    resolveId: (id) => (nameIn(id) ? `\0${id}` : undefined),
    load(id) {
      const name = id.startsWith("\0") ? nameIn(id.slice(1)) : undefined
      if (!name) return
      // A save in `astro dev` reloads the module; placeholders come from business.json.
      for (const file of [name, "business"]) this.addWatchFile(resolve(inContentDir(`${file}.json`)))
      return contentModule(name)
    },
  }
}

// As a data: URL, which Node's own loader reads, so tsx's loader (content-gate.ts imports through it) need not know it.
registerHooks({
  resolve: (specifier, context, next) => {
    const name = nameIn(specifier)
    if (!name) return next(specifier, context)
    return { url: `data:text/javascript,${encodeURIComponent(contentModule(name))}`, shortCircuit: true }
  },
})
