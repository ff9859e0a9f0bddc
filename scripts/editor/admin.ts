/** The editor at /admin and /admin/<file>: an endpoint, so `astro dev` adds no client to reload it (decision 035). */
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

import type { APIRoute, GetStaticPaths } from "astro"

import { escapeHtml } from "../../common/escape-html.ts"
import { classicScript } from "../../src/lib/classic-script.ts"
import { env } from "../../src/lib/env.ts"
import { siteConfig } from "../../src/site.config.ts"
import { cmsConfig } from "./cms-config.ts"

export const DECAP_DIST = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist")

/** Decap's bundle (its own React, apart from the site's), chunks and WebAssembly; not maps or the `cms.js` copy. */
export const decapDistFiles = () =>
  readdirSync(DECAP_DIST).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name))

// Its one script loads Decap's bundle itself: nothing inline runs under /admin's CSP (script-src 'self' 'unsafe-eval').
// Decap is laid out for a computer (about 800 px): a phone shows that layout whole, zoomed out, not a 375 px cut of it.
export const adminPageHtml = (siteName: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=1024" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Edit the site | ${escapeHtml(siteName)}</title>
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
    <script src="/admin/editor.js" defer></script>
  </head>
  <body></body>
</html>
`

/** /admin/config.yml (JSON is valid YAML); the build's leaves out decap-server, which its CSP does not admit (022). */
function configText(origin: string) {
  const { local_backend, ...built } = cmsConfig(process.env, import.meta.env.DEV ? origin : env.siteUrl)
  return `${JSON.stringify(import.meta.env.DEV ? { ...built, local_backend } : built, null, 2)}\n`
}

export const getStaticPaths = (() =>
  ["config.yml", "editor.js", ...decapDistFiles()].map((file) => ({ params: { file } }))) satisfies GetStaticPaths

const generated = (body: string, type: string) =>
  new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "no-store" } })

export const GET: APIRoute = async ({ params: { file }, url }) => {
  if (file === undefined)
    return new Response(adminPageHtml(siteConfig.name), { headers: { "Content-Type": "text/html; charset=utf-8" } })
  if (file === "config.yml") return generated(configText(url.origin), "text/yaml")
  if (file === "editor.js")
    return generated(await classicScript("scripts/editor/editor.ts", "editor"), "text/javascript")
  return new Response(readFileSync(join(DECAP_DIST, file)), {
    headers: { "Content-Type": file.endsWith(".wasm") ? "application/wasm" : "text/javascript" },
  })
}
