import { resolve } from "node:path"

import { isRunnableDevEnvironment, type Plugin } from "vite"

/** Astro's module of the content layer's data, resolved (astro/dist/content/consts.js). */
export const DATA_STORE_MODULE = "\0astro:data-layer-content"

/**
 * `npm run cms` and `astro dev`: once Astro has written its content store (`.astro/data-store.json`), every page
 * rendered after that reads the new store (decision 039).
 *
 * Astro marks the store's module stale, but the pages read the store through a module that keeps it once loaded
 * (astro/dist/content/data-store.js), and that module is loaded again only if the module runner finds it stale. A
 * page being rendered at the moment of the write could leave the runner holding it with the old store while Vite's
 * module graph held the new one: the preview then kept the old content until the next save (6 saves in 455 on a
 * heavily loaded machine). Here the runner starts afresh from the written store, as it does for a change no module
 * accepts. The watcher reports the store once it is whole (astro.config.ts, decision 021), so after Astro's update.
 */
export function freshContentPlugin(): Plugin {
  return {
    name: "fresh-content",
    apply: "serve",
    configureServer(server) {
      const store = resolve(server.config.root, ".astro", "data-store.json")
      // In each environment whose runner has read the store: its module and importers stale, and the runner restarted.
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
