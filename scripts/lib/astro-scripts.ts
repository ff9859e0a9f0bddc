/**
 * The exact texts of the inline scripts Astro writes into a page with islands (decision 026 moves them into a file):
 * the `astro-island` element's definition and each client directive's, as Astro exports them, and the site's own
 * directives built by Astro's own function, as Astro builds them for the page. Nothing here is a copy of Astro's code:
 * an upgrade that changes a text changes it here too, and one that moves these modules stops the build (decision 033).
 */
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

import islandRuntime from "astro/runtime/server/astro-island.prebuilt.js"

const require = createRequire(import.meta.url)
const astro = dirname(require.resolve("astro/package.json"))
/** Astro's own modules, read with Node's require (a config's module loader is closed inside a hook, cms-admin.ts). */
const astroModule = <T>(path: string) => require(join(astro, "dist", path)) as T

/** The site's own client directives (the integration adds them; `client:interaction`, decision 013). */
export const SITE_DIRECTIVES = [{ name: "interaction", entrypoint: "./src/directives/interaction.ts" }]

const BUILT_IN = ["idle", "load", "media", "only", "visible"] as const

/** Astro's island runtime and built-in directives, then each of `custom` ({ name, entrypoint }) as Astro builds it. */
export async function astroInlineScripts(custom: { name: string; entrypoint: string }[], root: URL) {
  const builtIn = BUILT_IN.map((name) => astroModule<{ default: string }>(`runtime/client/${name}.prebuilt.js`).default)
  const { buildClientDirectiveEntrypoint } = astroModule<{
    buildClientDirectiveEntrypoint: (name: string, entrypoint: string, root: URL) => Promise<string>
  }>("core/client-directive/build.js")
  const own = await Promise.all(
    custom.map(({ name, entrypoint }) => buildClientDirectiveEntrypoint(name, entrypoint, root)),
  )
  return [islandRuntime, ...builtIn, ...own]
}
