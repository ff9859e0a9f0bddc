/**
 * Where the editor at /admin comes from, for `astro dev` (`npm run cms`) and `astro build` alike: the integration
 * (scripts/integration/index.ts) injects three routes, unless CMS=off, and Astro serves or writes them:
 * - /admin, page.ts: the page, whose one script loads Decap's bundle (admin.html in the build, as every page is a file);
 * - /admin/editor.js, editor.js.ts: that script, editor.ts bundled by Vite;
 * - /admin/config.yml, config.yml.ts: the config generated from the content schemas (cms-config.ts);
 * - /admin/<file>, decap-file.ts: Decap's prebuilt bundle from node_modules/decap-cms/dist (React included, so it
 *   never touches the site's React 19 or its JavaScript budget), its lazily loaded chunks and WebAssembly.
 */
import { readdirSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

/** CMS=off builds the site without /admin. */
export const cmsEnabled = (env: Record<string, string | undefined>) => env.CMS?.trim().toLowerCase() !== "off"

export const ADMIN_PATH = "/admin"

export const DECAP_DIST = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist")

/** The bundle, its lazily loaded chunks and WebAssembly; not the source maps or the `cms.js` duplicate. */
export const decapDistFiles = () =>
  readdirSync(DECAP_DIST).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name))

/**
 * The editor's routes, for the integration's injectRoute. The page is an endpoint (page.ts says why), which a build
 * writes at its pattern as it stands: `/admin.html` there, beside the other pages' files, and `/admin` for `astro dev`.
 */
export const adminRoutes = (command: string) => [
  {
    pattern: command === "build" ? `${ADMIN_PATH}.html` : ADMIN_PATH,
    entrypoint: new URL("./page.ts", import.meta.url),
  },
  { pattern: `${ADMIN_PATH}/config.yml`, entrypoint: new URL("./config.yml.ts", import.meta.url) },
  { pattern: `${ADMIN_PATH}/editor.js`, entrypoint: new URL("./editor.js.ts", import.meta.url) },
  { pattern: `${ADMIN_PATH}/[file]`, entrypoint: new URL("./decap-file.ts", import.meta.url) },
]
