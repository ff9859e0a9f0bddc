// The owner's app's service worker, bundled on its own from its TypeScript (decision 052): a worker runs one classic
// script, outside the islands' chunks, at an address under /admin/ so that its scope can be no wider.
import type { APIRoute } from "astro"

import { classicScript } from "~/lib/classic-script"

export const GET: APIRoute = async () =>
  new Response(await classicScript("src/components/islands/lead-inbox/service-worker.ts", "inboxWorker"), {
    headers: { "Content-Type": "text/javascript; charset=utf-8" },
  })
