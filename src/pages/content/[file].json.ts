import type { APIRoute, GetStaticPaths } from "astro"

import { contentFile } from "../../lib/content/content-file.ts"
import { RUNTIME_CONTENT_URLS, type ContentFileName } from "../../lib/content/content-files.ts"

/**
 * The content files the browser reads at run time (reviews, gallery, post-build projects), at /content/<name>.json:
 * the data the build read and checked (lib/content/content-file.ts), which the browser checks again on arrival.
 */
export const getStaticPaths = (() =>
  RUNTIME_CONTENT_URLS.map((url) => ({
    params: { file: url.slice("/content/".length, -".json".length) },
  }))) satisfies GetStaticPaths

export const GET: APIRoute = ({ params }) =>
  Response.json(contentFile(params.file as ContentFileName), { headers: { "Content-Type": "application/json" } })
