import { readFileSync, statSync } from "node:fs"
import { readFile } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { join } from "node:path"

import sirv from "sirv"

import { githubSignIn, SIGN_IN_PATH, type GitHubSignInSettings } from "./github-sign-in.ts"
import { headersFor, type HeaderRule } from "./headers.ts"

/** Text types worth sending compressed; the build (scripts/integration/finish-build.ts) writes .br and .gz next to each. */
export const COMPRESSIBLE = /\.(html|js|css|json|webmanifest|xml|txt|svg|yml)$/i

const MAX_URL_LENGTH = 2048

/**
 * Turns a request path into a file inside `root`, or says why not. Encoded dots, NUL bytes,
 * backslashes, dot-segments and hidden files never reach the file system.
 */
export function safeRelativePath(rawPath: string): { ok: true; path: string } | { ok: false; status: 400 | 404 } {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return { ok: false, status: 400 }
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return { ok: false, status: 400 }
  const segments = decoded.split("/").filter(Boolean)
  if (segments.some((s) => s.startsWith("."))) return { ok: false, status: 404 }
  return { ok: true, path: segments.join("/") }
}

function sendPlain(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
  res.end(message)
}

/**
 * The header rules in a build's headers.json, read again whenever a rebuild rewrites the file: the handler serves a
 * rebuilt page at once, and its inline scripts' hashes change with it. While the file is missing (mid-rebuild), the last
 * rules stand.
 */
function headerRulesFile(path: string) {
  let loaded = { mtimeMs: NaN, rules: [] as HeaderRule[] }
  return () => {
    const mtimeMs = statSync(path, { throwIfNoEntry: false })?.mtimeMs
    if (mtimeMs !== undefined && mtimeMs !== loaded.mtimeMs) {
      loaded = { mtimeMs, rules: JSON.parse(readFileSync(path, "utf8")) as HeaderRule[] }
    }
    return loaded.rules
  }
}

/**
 * A request as the web's Request, for the editor's sign-in (server/github-sign-in.ts). Its address is the one the
 * browser used: behind a proxy that ends TLS, the proxy's X-Forwarded-Proto says https (GitHub checks the callback
 * address it is built from against the OAuth app's).
 */
function webRequest(req: IncomingMessage, rawUrl: string) {
  const forwarded = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    ?.trim()
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one)
  }
  const url = new URL(rawUrl, `${forwarded === "https" ? "https" : "http"}://${req.headers.host ?? "localhost"}`)
  return new Request(url, { method: req.method, headers })
}

async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader("Set-Cookie", cookies)
  res.writeHead(response.status)
  res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()))
}

/**
 * Serves the build in `root` with the header rules of `headersFile` (the build's headers.json), and the editor's
 * GitHub sign-in under SIGN_IN_PATH when its settings are given.
 */
export function createStaticHandler(root: string, headersFile: string, signIn?: GitHubSignInSettings) {
  const rules = headerRulesFile(headersFile)
  // `dev`: a lookup per request, not an index taken at start, so a rebuild under a running server is served.
  const serve = sirv(root, {
    dev: true,
    extensions: ["html"],
    brotli: true,
    gzip: true,
    etag: true,
    // A type its table lacks; a header set here wins over sirv's own.
    setHeaders: (res, path) => {
      if (path.endsWith(".ico")) res.setHeader("Content-Type", "image/x-icon")
    },
  })

  async function notFound(req: IncomingMessage, res: ServerResponse) {
    const accept = String(req.headers["accept-encoding"] ?? "")
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
      ["", ""],
    ] as const) {
      if (encoding && !accept.includes(encoding)) continue
      const page = await readFile(join(root, `404.html${suffix}`)).catch(() => null)
      if (!page) continue
      res.writeHead(404, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": page.length,
        Vary: "Accept-Encoding",
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      })
      return res.end(page)
    }
    sendPlain(res, 404, "404 Page Not Found")
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const rawUrl = req.url ?? "/"
    const current = rules()
    const setHeaders = (path: string) => {
      for (const [name, value] of Object.entries(headersFor(path, current))) res.setHeader(name, value)
    }
    setHeaders("/")
    if (rawUrl.length > MAX_URL_LENGTH) return sendPlain(res, 414, "URI Too Long")
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD")
      return sendPlain(res, 405, "Method Not Allowed")
    }
    const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? "/"
    if (!rawPath.startsWith("/")) return sendPlain(res, 400, "Bad Request")
    const safe = safeRelativePath(rawPath)
    if (!safe.ok) return safe.status === 404 ? notFound(req, res) : sendPlain(res, 400, "Bad Request")
    const urlPath = `/${safe.path}`

    // One URL per page: "/services/" and the file's own name, "/services.html", redirect to "/services".
    const page = urlPath.replace(/\.html$/, "").replace(/\/index$/, "") || "/"
    if ((rawPath.length > 1 && rawPath.endsWith("/")) || page !== urlPath) {
      const query = rawUrl.slice(rawPath.length)
      res.writeHead(301, { Location: `${page}${query}`.replace(/^\/+/, "/") })
      return res.end()
    }

    setHeaders(urlPath)
    if (signIn && (urlPath === SIGN_IN_PATH || urlPath.startsWith(`${SIGN_IN_PATH}/`))) {
      let request: Request
      try {
        request = webRequest(req, rawUrl)
      } catch {
        return sendPlain(res, 400, "Bad Request")
      }
      return sendWebResponse(req, res, await githubSignIn(request, signIn))
    }
    // The compressed copies are served only in place of their original.
    if (urlPath === "/404" || /\.(br|gz)$/.test(urlPath)) return notFound(req, res)
    req.url = encodeURI(urlPath)
    serve(req, res, () => void notFound(req, res))
  }
}
