/**
 * The exact texts of Astro's inline island scripts (decision 026 moves them into a file), taken from Astro itself, so
 * an upgrade that changes one changes it here too, and one that moves these modules stops the build (decision 033).
 */
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

import islandRuntime from "astro/runtime/server/astro-island.prebuilt.js"

const require = createRequire(import.meta.url)
const astro = dirname(require.resolve("astro/package.json"))
/** Astro's own modules, read with Node's require (a config's module loader is closed inside a hook, cms-admin.ts). */
const astroModule = <T>(path: string) => require(join(astro, "dist", path)) as T

/** `client:interaction` (decision 013). */
export const SITE_DIRECTIVES = [{ name: "interaction", entrypoint: "./src/directives/interaction.ts" }]

const BUILT_IN = ["idle", "load", "media", "only", "visible"] as const

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
