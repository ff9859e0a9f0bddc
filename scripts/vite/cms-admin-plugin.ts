import { createReadStream } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"

import { searchForWorkspaceRoot, type Plugin } from "vite"

import type * as SiteConfigModule from "../../src/site.config.ts"
import {
  ADMIN_PATH,
  ADMIN_SCRIPT,
  adminIndexHtml,
  adminScript,
  cmsEnabled,
  DECAP_DIST,
  decapDistFiles,
} from "../lib/cms-admin.ts"
import type * as CmsConfigModule from "../lib/cms-config.ts"

/**
 * In development (`npm run dev`, `npm run cms`) serves the editor at /admin straight from
 * node_modules/decap-cms, with its config generated on each request (so a schema change shows on
 * reload).
 */
export function cmsAdminPlugin(): Plugin {
  return {
    name: "cms-admin",
    apply: "serve",
    config(config) {
      // The folder whose node_modules the site runs from may sit above the project (a copy of the
      // project under .cache/, as the editor's end-to-end test makes); let the dev server read it.
      const root = config.root ?? process.cwd()
      const modules = join(createRequire(join(root, "package.json")).resolve("astro/package.json"), "../../..")
      return {
        // zod/mini is reached only through lazy imports (the reviews and gallery widgets); pre-bundled
        // up front, a fresh dev server does not stop to re-optimise, and reload, on its first visit.
        optimizeDeps: { include: ["zod/mini"] },
        server: { fs: { allow: [searchForWorkspaceRoot(root), modules] } },
      }
    },
    configureServer(server) {
      if (!cmsEnabled(process.env)) return
      const bundle = new Set(decapDistFiles())
      // Loaded through Vite (app aliases, fresh after an edit), not bundled into the Vite config.
      // "View Live" and the site link open the site this editor was opened on, not the production address.
      const load = async (origin: string) => {
        const { cmsConfig } = (await server.ssrLoadModule("/scripts/lib/cms-config.ts")) as typeof CmsConfigModule
        const { siteConfig } = (await server.ssrLoadModule("/src/site.config.ts")) as typeof SiteConfigModule
        return { config: cmsConfig(process.env, origin), title: siteConfig.name }
      }
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "/").split(/[?#]/, 1)[0]!
        const origin = `http://${req.headers.host ?? `localhost:${server.config.server.port}`}`
        const send = (type: string, body: string | Buffer) => {
          res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" })
          res.end(body)
        }
        if (path === ADMIN_PATH || path === `${ADMIN_PATH}/`) {
          return void load(origin).then(({ title }) => send("text/html; charset=utf-8", adminIndexHtml(title)), next)
        }
        if (path === `${ADMIN_PATH}/config.yml`) {
          return void load(origin).then(({ config }) => send("text/yaml; charset=utf-8", JSON.stringify(config)), next)
        }
        if (path === `${ADMIN_PATH}/${ADMIN_SCRIPT}`) {
          return void adminScript().then((script) => send("text/javascript; charset=utf-8", script), next)
        }
        const name = path.startsWith(`${ADMIN_PATH}/`) ? path.slice(ADMIN_PATH.length + 1) : ""
        if (bundle.has(name)) {
          res.writeHead(200, { "Content-Type": name.endsWith(".wasm") ? "application/wasm" : "text/javascript" })
          return void createReadStream(join(DECAP_DIST, name)).pipe(res)
        }
        next()
      })
    },
  }
}
