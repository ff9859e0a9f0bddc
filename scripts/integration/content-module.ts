/**
 * `site:content/<name>`: a content file as the build read it (decision 043), each top-level field an export of its own
 * so a script carries only what it imports. Vite serves it to the site, a module hook to the build's Node code.
 */
import { registerHooks } from "node:module"
import { resolve } from "node:path"

import type { AstroIntegration } from "astro"
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from "vite"

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

/** Astro's module of the content layer's data, resolved (astro/dist/content/consts.js). */
export const DATA_STORE_MODULE = "\0astro:data-layer-content"

/** Pages rendered after Astro writes `.astro/data-store.json` read the new store (decision 039). */
function reloadStore(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    if (!isRunnableDevEnvironment(environment)) continue
    const module = environment.moduleGraph.getModuleById(DATA_STORE_MODULE)
    if (!module || !environment.runner.evaluatedModules.getModuleById(DATA_STORE_MODULE)) continue
    // Not as a hot update: a transform of the old store still under way when this runs is then not kept.
    environment.moduleGraph.invalidateModule(module)
    environment.hot.send({ type: "full-reload" })
  }
}

/** A save in `astro dev` reloads the modules of that file, and all of them for business.json (the placeholders). */
function reloadContent(server: ViteDevServer, saved: ContentFileName) {
  for (const environment of Object.values(server.environments)) {
    for (const name of saved === "business" ? CONTENT_FILE_NAMES : [saved]) {
      const module = environment.moduleGraph.getModuleById(`\0${PREFIX}${name}`)
      if (module) environment.moduleGraph.invalidateModule(module)
    }
    // A page module the runner holds keeps the old words until the runner starts afresh (as reloadStore's page).
    if (isRunnableDevEnvironment(environment)) environment.runner.evaluatedModules.clear()
    environment.hot.send({ type: "full-reload" })
  }
}

/** The modules, and a page rendered after a save in `npm run cms` or `astro dev` reading the saved content. */
export const contentPlugin: Plugin = {
  name: "site-content",
  enforce: "pre",
  resolveId: (id) => (nameIn(id) ? `\0${id}` : undefined),
  load: (id) => (id.startsWith("\0") && nameIn(id.slice(1)) ? contentModule(nameIn(id.slice(1))!) : undefined),
  configureServer(server) {
    const store = resolve(server.config.root, ".astro", "data-store.json")
    const written = (file: string) => {
      if (resolve(file) === store) return reloadStore(server)
      const saved = CONTENT_FILE_NAMES.find((name) => resolve(file) === resolve(inContentDir(`${name}.json`)))
      if (saved) reloadContent(server, saved)
    }
    server.watcher.on("add", written)
    server.watcher.on("change", written)
  },
}

/** Serves the modules to the site, each typed by its file's schema (`astro sync` writes the types into .astro/). */
export const siteContent = (): AstroIntegration => ({
  name: "site-content",
  hooks: {
    "astro:config:setup": ({ updateConfig }) => void updateConfig({ vite: { plugins: [contentPlugin] } }),
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
