/**
 * The /admin editor's files: a small HTML page, the generated config, Decap's prebuilt bundle
 * from node_modules/decap-cms/dist (React included, so it never touches the site's React 19 or its
 * JavaScript budget) and the site's own additions (scripts/admin/editor.ts, as JavaScript). The
 * production build writes them under build/client/admin (scripts/postbuild.ts); the dev server
 * serves them from memory and node_modules (cmsAdminPlugin, below).
 */
import { copyFileSync, createReadStream, mkdirSync, readdirSync, readFile, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

import type * as TypeScript from "typescript"
import { searchForWorkspaceRoot, type Plugin } from "vite"

import { GALLERY_JSON, PORTFOLIO_JSON, TESTIMONIALS_JSON } from "../../src/lib/content/paths.ts"
import type * as SiteConfigModule from "../../src/site.config.ts"
import type * as CmsConfigModule from "./cms-config.ts"

/** CMS=off builds the site without /admin. */
export const cmsEnabled = (env: Record<string, string | undefined>) => env.CMS?.trim().toLowerCase() !== "off"

const ADMIN_PATH = "/admin"

const DECAP_DIST = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist")

/** The bundle, its lazily loaded chunks and WebAssembly; not the source maps or the `cms.js` duplicate. */
export const decapDistFiles = () =>
  readdirSync(DECAP_DIST).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name))

const ADMIN_SCRIPT = "editor.js"

/**
 * scripts/admin/editor.ts with its types taken out, as the browser runs it. TypeScript is loaded with Node's own
 * require when first needed: this module is also evaluated by the module runner Astro loads its config with, which is
 * closed once the config is read, so a dynamic import() here would fail inside the dev server.
 */
async function adminScript() {
  const ts = createRequire(import.meta.url)("typescript") as typeof TypeScript
  const source = readFileSync(fileURLToPath(new URL("../admin/editor.ts", import.meta.url)), "utf8")
  return ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText
}

export function adminIndexHtml(title: string) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Edit the site | ${title.replace(/[<>&"]/g, "")}</title>
    <link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${ADMIN_PATH}/decap-cms.js"></script>
    <script src="${ADMIN_PATH}/${ADMIN_SCRIPT}"></script>
  </body>
</html>
`
}

export async function writeAdmin(outDir: string, config: unknown, title: string) {
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, "index.html"), adminIndexHtml(title))
  writeFileSync(join(outDir, ADMIN_SCRIPT), await adminScript())
  writeFileSync(join(outDir, "config.yml"), `${JSON.stringify(config, null, 2)}\n`)
  for (const name of decapDistFiles()) copyFileSync(join(DECAP_DIST, name), join(outDir, name))
}

/**
 * In development (`npm run dev`, `npm run cms`) serves the editor at /admin straight from
 * node_modules/decap-cms, with its config generated on each request (so a schema change shows on
 * reload), and the run-time content files at /content/*.json from content/, as the build copies them.
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
        if ([GALLERY_JSON, PORTFOLIO_JSON, TESTIMONIALS_JSON].includes(path)) {
          return readFile(`.${path}`, (error, json) => (error ? next() : send("application/json; charset=utf-8", json)))
        }
        next()
      })
    },
  }
}
