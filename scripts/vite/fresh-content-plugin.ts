import { resolve } from "node:path"

import { isRunnableDevEnvironment, type Plugin } from "vite"

/** Astro's module of the content layer's data, resolved (astro/dist/content/consts.js). */
export const DATA_STORE_MODULE = "\0astro:data-layer-content"

/** Pages rendered after Astro writes `.astro/data-store.json` read the new store (decision 039). */
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
