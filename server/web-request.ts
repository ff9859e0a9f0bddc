// Node's side of Web API handlers that also run as Pages or Netlify functions (github-sign-in.ts, leads/handler.ts).
import type { IncomingMessage, ServerResponse } from "node:http"
import { Readable } from "node:stream"

import { NO_STORE } from "./http.ts"

// At the address the browser used: behind a proxy that ends TLS, X-Forwarded-Proto says https (GitHub checks the
// callback address built from it).
function webRequest(req: IncomingMessage) {
  const https = /^\s*https\s*(?:,|$)/.test(String(req.headers["x-forwarded-proto"] ?? ""))
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    for (const one of [value ?? []].flat()) headers.append(name, one)
  const url = new URL(req.url ?? "/", `${https ? "https" : "http"}://${req.headers.host ?? "localhost"}`)
  const hasBody = req.method !== "GET" && req.method !== "HEAD"
  return new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
  } as RequestInit)
}

/** LEADS_CLIENT_IP_HEADER: the header a trusted proxy in front sets to the visitor's address, e.g. X-Real-IP. */
export const clientIpHeaderOf = (env: Record<string, string | undefined>) =>
  env.LEADS_CLIENT_IP_HEADER?.trim().toLowerCase() || undefined

/** The socket's address, or the last one a trusted proxy appended to `header` (the one it vouches for). */
export const clientAddress = (req: IncomingMessage, header: string | undefined) =>
  (header && [req.headers[header] ?? []].flat()[0]?.split(",").pop()?.trim()) || req.socket.remoteAddress || "unknown"

/** A plain-text answer of the server's own, kept by no cache, as the store's answers are (a TRACE, a Host no host). */
export function sendPlain(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE })
  res.end(message)
}

/**
 * Answers Node's request with a Fetch handler's Response (setHeaders keeps each cookie its own Set-Cookie), no body for
 * a HEAD; a request Node cannot make a Request of (a Host that is no host) gets a plain 400.
 */
export async function answerWith(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (request: Request) => Promise<Response>,
) {
  let request: Request
  try {
    request = webRequest(req)
  } catch {
    return sendPlain(res, 400, "Bad Request")
  }
  const response = await handle(request)
  res.setHeaders(response.headers)
  res.writeHead(response.status)
  res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()))
}
