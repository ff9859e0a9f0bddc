// The owner's inbox as an app on the phone (issue 76), apart from the public site's /manifest.webmanifest and linked
// from the owner's layout alone: it opens the inbox, on its own screen, and its scope is the owner's pages.
import type { APIRoute } from "astro"

import { INBOX_PAGE, OWNER_SCOPE } from "../../../common/lead-paths"
import { manifestAnswer } from "../../lib/site-icons"

export const GET: APIRoute = () =>
  manifestAnswer({
    id: INBOX_PAGE,
    short_name: "Leads",
    description: "The quote requests your site receives.",
    start_url: INBOX_PAGE,
    scope: OWNER_SCOPE,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/owner-icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  })
