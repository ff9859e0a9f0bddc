import type { APIRoute } from "astro"

import { appIconDataUrl } from "../lib/site-icons.ts"
import { siteConfig } from "../site.config.ts"

export const GET: APIRoute = () =>
  Response.json(
    {
      name: siteConfig.name,
      short_name: siteConfig.shortName,
      description: siteConfig.description,
      start_url: "/",
      display: "standalone",
      background_color: "#faf7f2",
      theme_color: "#1f3b32",
      icons: [
        // In the manifest itself: Chrome checks this icon as soon as it reads the manifest (decision 027).
        { src: appIconDataUrl(), sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    { headers: { "Content-Type": "application/manifest+json" } },
  )
