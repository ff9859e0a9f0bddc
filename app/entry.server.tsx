import { PassThrough } from "node:stream"

import { createReadableStreamFromReadable } from "@react-router/node"
import { renderToPipeableStream } from "react-dom/server"
import { ServerRouter, type EntryContext } from "react-router"

export const streamTimeout = 10_000

/**
 * Runs only at build time (ssr: false): every page is prerendered. React Router's default entry
 * streams Suspense boundaries to the end of the document for browsers (filled in by a script), so
 * the prerendered page would first paint without them and then jump. Waiting for the whole tree,
 * with no size limit on a chunk, writes every boundary in place.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let failed = false
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React outlines large finished boundaries (filled in later by a script) above this size.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough()
        responseHeaders.set("Content-Type", "text/html")
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: failed ? 500 : responseStatusCode,
          }),
        )
        pipe(body)
      },
      onShellError: reject,
      onError(error: unknown) {
        failed = true
        console.error(error)
      },
    })
    setTimeout(abort, streamTimeout + 1000)
  })
}
