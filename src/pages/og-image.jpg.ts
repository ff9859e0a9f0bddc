import type { APIRoute } from "astro"

import { socialImage } from "../lib/social-image.ts"

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await socialImage()), { headers: { "Content-Type": "image/jpeg" } })
