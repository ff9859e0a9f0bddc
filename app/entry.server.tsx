import { prerender } from "react-dom/static"
import { ServerRouter, type EntryContext } from "react-router"

export const streamTimeout = 10_000

/**
 * Runs only at build time (ssr: false). React Router's default entry streams Suspense boundaries to the end of the
 * document (filled in by a script), so the page would first paint without them and then jump. Prerendering waits for
 * the whole tree and, with no size limit on a chunk, writes every boundary in place.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let failed = false
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    // React outlines large finished boundaries (filled in later by a script) above this size.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      failed = true
      console.error(error)
    },
  })
  responseHeaders.set("Content-Type", "text/html")
  return new Response(prelude, { headers: responseHeaders, status: failed ? 500 : responseStatusCode })
}
