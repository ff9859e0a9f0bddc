import type { APIRoute } from "astro"

import { appIconDataUrl, manifestAnswer } from "../lib/site-icons.ts"
import { siteConfig } from "../site.config.ts"

export const GET: APIRoute = () =>
  manifestAnswer({
    short_name: siteConfig.shortName,
    description: siteConfig.description,
    start_url: "/",
    icons: [
      // In the manifest itself: Chrome checks this icon as soon as it reads the manifest (decision 027).
      { src: appIconDataUrl(), sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  })
