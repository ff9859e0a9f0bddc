/**
 * /admin/config.yml (JSON is valid YAML), generated from the content schemas on each request in `astro dev`, so a
 * schema or content change shows on reload; written once by `astro build`.
 */
import type { APIRoute } from "astro"

import { env } from "../../src/lib/env.ts"
import { cmsConfig } from "./cms-config.ts"

export const GET: APIRoute = ({ url }) => {
  // In development "View Live" opens the site the editor was opened on; the build names the configured address, and
  // leaves out decap-server's address, which is `npm run cms`'s alone: the built editor's policy names no address on
  // this computer (decision 022).
  const { local_backend, ...built } = cmsConfig(process.env, import.meta.env.DEV ? url.origin : env.siteUrl)
  const config = import.meta.env.DEV ? { ...built, local_backend } : built
  return new Response(`${JSON.stringify(config, null, 2)}\n`, {
    headers: { "Content-Type": "text/yaml; charset=utf-8", "Cache-Control": "no-store" },
  })
}
