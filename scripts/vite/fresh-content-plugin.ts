import { resolve } from "node:path"

import { isRunnableDevEnvironment, type Plugin } from "vite"

/** Astro's module of the content layer's data, resolved (astro/dist/content/consts.js). */
export const DATA_STORE_MODULE = "\0astro:data-layer-content"

/**
 * Once Astro has written `.astro/data-store.json`, every page rendered after reads it (decision 039): a page rendering
 * during the write could leave the module runner holding the old store, so the runner starts afresh.
 */
export function freshContentPlugin(): Plugin {
  return {
    name: "fresh-content",
    configureServer(server) {
      const store = resolve(server.config.root, ".astro", "data-store.json")
      const written = (path: string) => {
        if (resolve(path) !== store) return
        for (const environment of Object.values(server.environments)) {
          if (!isRunnableDevEnvironment(environment)) continue
          const module = environment.moduleGraph.getModuleById(DATA_STORE_MODULE)
          if (!module || !environment.runner.evaluatedModules.getModuleById(DATA_STORE_MODULE)) continue
          // Not as a hot update: a transform of the old store still under way when this runs is then not kept.
          environment.moduleGraph.invalidateModule(module)
          environment.hot.send({ type: "full-reload" })
        }
      }
      server.watcher.on("add", written)
      server.watcher.on("change", written)
    },
  }
}
