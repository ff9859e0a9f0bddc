// The owner's inbox as an app on the phone (issue 76), apart from the public site's /manifest.webmanifest and linked
// from the owner's layout alone: it opens the inbox, on its own screen, and its scope is the owner's pages.
import type { APIRoute } from "astro"

import { INBOX_PAGE, OWNER_SCOPE } from "../../../common/lead-paths"
import { siteConfig } from "../../site.config"

export const GET: APIRoute = () =>
  Response.json(
    {
      id: INBOX_PAGE,
      name: siteConfig.name,
      short_name: "Leads",
      description: "The quote requests your site receives.",
      start_url: INBOX_PAGE,
      scope: OWNER_SCOPE,
      display: "standalone",
      background_color: "#faf7f2",
      theme_color: "#1f3b32",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/owner-icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    { headers: { "Content-Type": "application/manifest+json" } },
  )
