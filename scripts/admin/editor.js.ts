/**
 * /admin/editor.js: editor.ts and what it imports (zod, the content schemas), bundled by Vite on its own, on each
 * request in `astro dev` and once in `astro build`. Not through the site's own bundle: the schemas the editor shares
 * with the islands would be split out of their chunks, and every page would load others (decision 035).
 */
import { join } from "node:path"

import type { APIRoute } from "astro"
import { build, type Rollup } from "vite"

// The project's folder: astro dev and astro build run there (npm run cms on the tests' copy too), and this module is
// bundled into the build's own chunks, where import.meta.url no longer names scripts/admin/.
const ENTRY = join(process.cwd(), "scripts/admin/editor.ts")

export async function editorScript() {
  const result = (await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      target: "es2022",
      minify: true,
      lib: { entry: ENTRY, formats: ["iife"], name: "editor", fileName: "editor" },
    },
  })) as Rollup.RollupOutput[]
  return result[0]!.output[0].code
}

export const GET: APIRoute = async () =>
  new Response(await editorScript(), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" },
  })
