/**
 * `site:content/<name>`: a content file as the build read it (decision 043), each top-level field an export of its own
 * so a script carries only what it imports. Vite serves it to the site, a module hook to the build's Node code.
 */
import { registerHooks } from "node:module"
import { resolve } from "node:path"

import type { AstroIntegration } from "astro"
import { isRunnableDevEnvironment, type Plugin } from "vite"

import { inContentDir } from "../../src/lib/content/content-dir.ts"
import { contentFile } from "../../src/lib/content/content-file.ts"
import { CONTENT_FILE_NAMES, type ContentFileName } from "../../src/lib/content/content-files.ts"

const PREFIX = "site:content/"
const nameIn = (id: string) => CONTENT_FILE_NAMES.find((name) => id === `${PREFIX}${name}`)

/** `export const prompt = {…}` for each field (the schemas name them as identifiers), and the file as default. */
export function contentModule(name: ContentFileName) {
  const fields = Object.entries(contentFile(name) as object)
  const exports = fields.map(([key, value]) => `export const ${key} = ${JSON.stringify(value)}`)
  return [...exports, `export default { ${fields.map(([key]) => key).join(", ")} }`].join("\n")
}

const plugin: Plugin = {
  name: "site-content",
  enforce: "pre",
  resolveId: (id) => (nameIn(id) ? `\0${id}` : undefined),
  load: (id) => (id.startsWith("\0") && nameIn(id.slice(1)) ? contentModule(nameIn(id.slice(1))!) : undefined),
  // A save in `astro dev` reloads the modules of that file, and all of them for business.json (the placeholders).
  configureServer(server) {
    server.watcher.on("change", (file) => {
      const saved = CONTENT_FILE_NAMES.find((name) => resolve(file) === resolve(inContentDir(`${name}.json`)))
      if (!saved) return
      for (const environment of Object.values(server.environments)) {
        for (const name of saved === "business" ? CONTENT_FILE_NAMES : [saved]) {
          const module = environment.moduleGraph.getModuleById(`\0${PREFIX}${name}`)
          if (module) environment.moduleGraph.invalidateModule(module)
        }
        // A page module the runner holds keeps the old words until the runner starts afresh (as decision 039's plugin).
        if (isRunnableDevEnvironment(environment)) environment.runner.evaluatedModules.clear()
        environment.hot.send({ type: "full-reload" })
      }
    })
  },
}

/** Serves the modules to the site, each typed by its file's schema (`astro sync` writes the types into .astro/). */
export const siteContent = (): AstroIntegration => ({
  name: "site-content",
  hooks: {
    "astro:config:setup": ({ updateConfig }) => void updateConfig({ vite: { plugins: [plugin] } }),
    "astro:config:done": ({ injectTypes }) =>
      void injectTypes({
        filename: "modules.d.ts",
        content: CONTENT_FILE_NAMES.map(
          (name) => `declare module "${PREFIX}${name}" {
  const file: import("../../../src/lib/content/content-file.ts").ContentOf<"${name}">
  export = file
}`,
        ).join("\n"),
      }),
  },
})

// A data: URL, which Node's own loader reads, so tsx's loader (content-gate.ts's imports) need not know it.
registerHooks({
  resolve: (specifier, context, next) => {
    const name = nameIn(specifier)
    if (!name) return next(specifier, context)
    return { url: `data:text/javascript,${encodeURIComponent(contentModule(name))}`, shortCircuit: true }
  },
})
