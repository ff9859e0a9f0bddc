/**
 * The /admin editor's files: a small HTML page, the generated config, Decap's prebuilt bundle
 * from node_modules/decap-cms/dist (React included, so it never touches the site's React 19 or its
 * JavaScript budget) and the site's own additions (scripts/admin/editor.ts, as JavaScript). The
 * production build writes them under build/client/admin (scripts/integration/finish-build.ts); the dev server
 * serves them from memory and node_modules (scripts/vite/cms-admin-plugin.ts, kept apart so the build's
 * build step does not load Vite).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

import type * as TypeScript from "typescript"

/** CMS=off builds the site without /admin. */
export const cmsEnabled = (env: Record<string, string | undefined>) => env.CMS?.trim().toLowerCase() !== "off"

export const ADMIN_PATH = "/admin"

export const DECAP_DIST = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist")

/** The bundle, its lazily loaded chunks and WebAssembly; not the source maps or the `cms.js` duplicate. */
export const decapDistFiles = () =>
  readdirSync(DECAP_DIST).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name))

export const ADMIN_SCRIPT = "editor.js"

/**
 * scripts/admin/editor.ts with its types taken out, as the browser runs it. TypeScript is loaded with Node's own
 * require when first needed: this module is also evaluated by the module runner Astro loads its config with, which is
 * closed once the config is read, so a dynamic import() here would fail inside the dev server.
 */
export async function adminScript() {
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
