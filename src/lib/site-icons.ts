import { readFileSync } from "node:fs"

import { siteConfig } from "../site.config.ts"

/** The 192 px app icon (`npm run icons`) inline in the manifest: no request that Lighthouse counts (decision 027). */
export const appIconDataUrl = () => `data:image/png;base64,${readFileSync("public/icon-192.png").toString("base64")}`

/** A web app manifest of the site, in its colours: the public site's, or the owner's inbox's (decision 052). */
type ManifestFields = { id?: string; short_name: string; description: string; start_url: string; scope?: string }
export const manifestAnswer = (fields: ManifestFields & { icons: object[] }) =>
  Response.json(
    { name: siteConfig.name, display: "standalone", background_color: "#faf7f2", theme_color: "#1f3b32", ...fields },
    { headers: { "Content-Type": "application/manifest+json" } },
  )
