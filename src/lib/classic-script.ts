// A script bundled on its own from its TypeScript, apart from the islands' chunks: the editor (decision 035) and the
// owner's app's service worker (decision 052) each run as one classic script.
import { join } from "node:path"

import { build, type Rollup } from "vite"

/** `entry`, a path from the project's folder (once Astro has bundled the caller, its import.meta.url names a chunk). */
export async function classicScript(entry: string, name: string) {
  const [result] = (await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      target: "es2022",
      minify: true,
      lib: { entry: join(process.cwd(), entry), formats: ["iife"], name, fileName: name },
    },
  })) as Rollup.RollupOutput[]
  return result!.output[0].code
}
