/**
 * The editor's page (decision 035): its one script, editor.ts bundled by Vite (editor.js.ts), loads Decap's bundle
 * itself, so nothing inline runs under /admin's CSP (script-src 'self' 'unsafe-eval').
 *
 * An endpoint, not an .astro page: `astro dev` puts its own client into every page, and the full reload Astro sends
 * after each saved content file then reached the editor's tab too, which reloaded a second after each Publish and lost
 * what was typed meanwhile. An endpoint's answer goes out as written, in `npm run cms` and in the build alike.
 */
import type { APIRoute } from "astro"

import { siteConfig } from "../../src/site.config.ts"
import { ADMIN_PATH } from "./cms-admin.ts"

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[character]!)

export const adminPageHtml = (siteName: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Edit the site | ${escapeHtml(siteName)}</title>
    <link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url" />
    <script src="${ADMIN_PATH}/editor.js" defer></script>
  </head>
  <body></body>
</html>
`

export const GET: APIRoute = () =>
  new Response(adminPageHtml(siteConfig.name), { headers: { "Content-Type": "text/html; charset=utf-8" } })
