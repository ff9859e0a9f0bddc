// The owner's app's service worker, bundled on its own from its TypeScript (decision 052): a worker runs one classic
// script, outside the islands' chunks, at an address under /admin/ so that its scope can be no wider.
import { join } from "node:path"

import type { APIRoute } from "astro"
import { build, type Rollup } from "vite"

// From the working folder: once the build has bundled this file, import.meta.url no longer names src/pages/.
const ENTRY = join(process.cwd(), "src/components/islands/lead-inbox/service-worker.ts")

export const GET: APIRoute = async () => {
  const [result] = (await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      target: "es2022",
      minify: true,
      lib: { entry: ENTRY, formats: ["iife"], name: "inboxWorker", fileName: "inbox-worker" },
    },
  })) as Rollup.RollupOutput[]
  return new Response(result!.output[0].code, { headers: { "Content-Type": "text/javascript; charset=utf-8" } })
}
