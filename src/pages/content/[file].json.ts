import { readFileSync } from "node:fs"

import type { APIRoute, GetStaticPaths } from "astro"

import { inContentDir } from "../../lib/content/content-dir.ts"
import { RUNTIME_CONTENT_URLS } from "../../lib/content/content-files.ts"

/**
 * The content files the browser reads at run time (reviews, gallery, post-build projects), served as the owner saved
 * them, at /content/<name>.json.
 */
export const getStaticPaths = (() =>
  RUNTIME_CONTENT_URLS.map((url) => ({
    params: { file: url.slice("/content/".length, -".json".length) },
  }))) satisfies GetStaticPaths

export const GET: APIRoute = ({ params }) =>
  new Response(readFileSync(inContentDir(`${params.file}.json`)), { headers: { "Content-Type": "application/json" } })
