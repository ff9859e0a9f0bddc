import { readFileSync, readlinkSync, statSync } from "node:fs"
import { readFile } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { dirname, join, resolve } from "node:path"
import type { Readable } from "node:stream"

import sirv from "sirv"

import { githubSignIn, SIGN_IN_PATH, type GitHubSignInSettings } from "./github-sign-in.ts"
import { DOCUMENT_ONLY_HEADERS, headersFor, NOT_FOUND_CACHE_CONTROL, type HeaderRule } from "./header-match.ts"

/** Text types worth sending compressed; the build (scripts/integration/finish-build.ts) writes .br and .gz next to each. */
export const COMPRESSIBLE = /\.(html|js|css|json|webmanifest|xml|txt|svg|yml)$/i

const MAX_URL_LENGTH = 2048

// C0 controls and DEL: no page's address has one, and a browser drops a tab or a newline from an address it follows.
function hasControl(text: string) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}
// What a redirect may carry on from the request's query as it came: printable ASCII only.
const PLAIN_QUERY = /^[\u0021-\u007e]*$/

/**
 * Turns a request path into a file inside `root`, or says why not. Encoded dots, control characters (NUL included),
 * backslashes, dot-segments and hidden files never reach the file system.
 */
export function safeRelativePath(rawPath: string): { ok: true; path: string } | { ok: false; status: 400 | 404 } {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return { ok: false, status: 400 }
  }
  if (hasControl(decoded) || decoded.includes("\\")) return { ok: false, status: 400 }
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

/** A folder of the site's files and what serves it: its own rules and its own sirv, so one request reads one release. */
function release(root: string) {
  const rules = headerRulesFile(join(dirname(root), "headers.json"))
  // `dev`: a lookup per request, not an index taken at start, so a file written later is served.
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
  return { root, rules, serve }
}

/**
 * Serves the build in `clientDir` with the header rules in headers.json beside it, and the editor's GitHub sign-in
 * under SIGN_IN_PATH when its settings are given. `clientDir` may be a link that a rebuild swaps to a new release
 * (server/release.ts): it is resolved once per request, so each request is answered from one release throughout.
 */
export function createStaticHandler(clientDir: string, signIn?: GitHubSignInSettings) {
  const releases = new Map<string, ReturnType<typeof release>>()
  const current = () => {
    // One system call: the release the link names now (a folder that is not a link is served as it is).
    let root: string
    try {
      root = resolve(dirname(clientDir), readlinkSync(clientDir))
    } catch {
      root = resolve(clientDir)
    }
    let found = releases.get(root)
    if (!found) {
      found = release(root)
      releases.set(root, found)
      // The releases a rebuild removed: the newest few are enough for the requests still running.
      for (const old of [...releases.keys()].slice(0, -3)) releases.delete(old)
    }
    return found
  }

  async function notFound(req: IncomingMessage, res: ServerResponse, root: string) {
    res.setHeader("Cache-Control", NOT_FOUND_CACHE_CONTROL)
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
      return res.end(req.method === "HEAD" ? undefined : page)
    }
    sendPlain(res, 404, "404 Page Not Found")
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const rawUrl = req.url ?? "/"
    const { root, rules, serve } = current()
    const rulesNow = rules()
    const setHeaders = (path: string) => {
      const headers = headersFor(path, rulesNow)
      for (const name of DOCUMENT_ONLY_HEADERS) if (!(name in headers)) res.removeHeader(name)
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    }
    setHeaders("/")
    if (rawUrl.length > MAX_URL_LENGTH) return sendPlain(res, 414, "URI Too Long")
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD")
      return sendPlain(res, 405, "Method Not Allowed")
    }
    const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? "/"
    const query = rawUrl.slice(rawPath.length)
    if (!rawPath.startsWith("/") || !PLAIN_QUERY.test(query)) return sendPlain(res, 400, "Bad Request")
    const safe = safeRelativePath(rawPath)
    if (!safe.ok) return safe.status === 404 ? notFound(req, res, root) : sendPlain(res, 400, "Bad Request")
    const urlPath = `/${safe.path}`

    // One URL per page: "/services/" and the file's own name, "/services.html", redirect to "/services".
    const page = urlPath.replace(/\.html$/, "").replace(/\/index$/, "") || "/"
    if ((rawPath.length > 1 && rawPath.endsWith("/")) || page !== urlPath) {
      // Built from the decoded segments, each encoded again: the address starts with one slash and a segment, so
      // it stays on this site whatever the request held (a browser would follow "/<tab>/evil.example" off it).
      const location = `/${page.split("/").filter(Boolean).map(encodeURIComponent).join("/")}${query}`
      res.writeHead(301, { Location: location })
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
    if (urlPath === "/404" || /\.(br|gz)$/.test(urlPath)) return notFound(req, res, root)
    req.url = encodeURI(urlPath)
    // Range is not offered (decision 022): the whole file, 200, whatever part was asked for.
    delete req.headers.range
    // sirv pipes the file without listening for its errors, which would end the process: a file that cannot be read
    // after its headers went out ends this one answer instead.
    res.once("pipe", (file: Readable) => file.once("error", () => res.destroy()))
    serve(req, res, () => {
      // The answer is the 404 page, a document, whatever the missing file was.
      setHeaders("/404")
      void notFound(req, res, root)
    })
  }
}

/** The handler as a server's listener: what it throws is logged and answered 500, never left unhandled. */
export function listener(handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>) {
  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
      res.end("Internal Server Error")
    })
  }
}
