import type { APIRoute } from "astro"

import { env } from "../lib/env.ts"

/** Everything may be crawled but the 404 page; the sitemap is @astrojs/sitemap's index. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${env.siteUrl}/sitemap-index.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  })
