/** /admin/<file>: Decap's prebuilt bundle, its chunks and WebAssembly, as node_modules/decap-cms/dist has them. */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import type { APIRoute, GetStaticPaths } from "astro"

import { DECAP_DIST, decapDistFiles } from "./cms-admin.ts"

export const getStaticPaths = (() => decapDistFiles().map((file) => ({ params: { file } }))) satisfies GetStaticPaths

export const GET: APIRoute = ({ params }) =>
  new Response(readFileSync(join(DECAP_DIST, params.file!)), {
    headers: { "Content-Type": params.file!.endsWith(".wasm") ? "application/wasm" : "text/javascript" },
  })
