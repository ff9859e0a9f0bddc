import type { APIRoute, GetStaticPaths } from "astro"

import { contentFile } from "../../lib/content/content-file.ts"
import { RUNTIME_CONTENT_URLS, type ContentFileName } from "../../lib/content/content-files.ts"

/** The files the browser reads at run time, at /content/<name>.json, as the build read and checked them. */
export const getStaticPaths = (() =>
  RUNTIME_CONTENT_URLS.map((url) => ({
    params: { file: url.slice("/content/".length, -".json".length) },
  }))) satisfies GetStaticPaths

export const GET: APIRoute = ({ params }) => Response.json(contentFile(params.file as ContentFileName))
