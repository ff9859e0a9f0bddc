import { readFileSync, readlinkSync, statSync } from "node:fs"
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import { dirname, join, resolve } from "node:path"
import type { Readable } from "node:stream"

import sirv from "sirv"

import { githubSignIn } from "./github-sign-in.ts"
import {
  DOCUMENT_ONLY_HEADERS,
  HASHED_FILES,
  isDocumentPath,
  isDocumentType,
  NOT_FOUND_CACHE_CONTROL,
  NOT_SERVED,
  parseHeadersFile,
  ruleHeadersFor,
  type HeaderRule,
} from "./header-match.ts"
import { previousRelease, RULES_FILE } from "./release.ts"
import { SIGN_IN_PATH, type GitHubSignInSettings } from "./sign-in-settings.ts"
import { answerWith, clientAddress, sendPlain } from "./web-request.ts"

const MAX_URL_LENGTH = 2048

// C0 controls and DEL: no page's address has one, and a browser drops a tab or a newline from an address it follows.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
// What a redirect may carry on from the request's query as it came: printable ASCII only.
const PLAIN_QUERY = /^[\u0021-\u007e]*$/

// A request path as a file inside `root`, or why not. Encoded dots, control characters, backslashes, dot-segments,
// hidden files and an encoded `?` or `#` (sirv would end the path there: decision 028) never reach the file system.
export function safeRelativePath(rawPath: string): { ok: true; path: string } | { ok: false; status: 400 | 404 } {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return { ok: false, status: 400 }
  }
  if (CONTROL.test(decoded) || decoded.includes("\\")) return { ok: false, status: 400 }
  const segments = decoded.split("/").filter(Boolean)
  if (/[?#]/.test(decoded) || segments.some((s) => s.startsWith("."))) return { ok: false, status: 404 }
  return { ok: true, path: segments.join("/") }
}

// The document-only headers go by the type served, whatever wrote the answer; one without a type (a 304) by its path
// (decision 028). Every answer passes here once, so the 404 page, which sirv serves as a file, gets its status here.
function documentHeadersByType(res: ServerResponse, answer: { path: string; status?: number }) {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // Merged as Node would, so one set is judged.
    const given = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === "object" && arg !== null)
    for (const [name, value] of Object.entries(given ?? {})) if (value !== undefined) res.setHeader(name, value)
    // sirv revalidates by ETag alone, so its Last-Modified serves no request (decision 038).
    res.removeHeader("Last-Modified")
    const type = res.getHeader("content-type")
    const document = type === undefined ? status !== 304 || isDocumentPath(answer.path) : isDocumentType(String(type))
    if (!document) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name)
    return writeHead.call(this, answer.status ?? status)
  } as typeof res.writeHead
}

/** A folder of the site's files and what serves it: its own rules and its own sirv, so one request reads one release. */
function release(root: string) {
  // Its `_headers`, read again whenever the file changes: a folder served as it is may be rebuilt under the server.
  // While the file is missing (mid-rebuild), the last rules stand.
  const rulesFile = join(root, RULES_FILE)
  let loaded = { mtimeMs: NaN, rules: [] as HeaderRule[] }
  const rules = () => {
    const mtimeMs = statSync(rulesFile, { throwIfNoEntry: false })?.mtimeMs
    if (mtimeMs !== undefined && mtimeMs !== loaded.mtimeMs) {
      loaded = { mtimeMs, rules: parseHeadersFile(readFileSync(rulesFile, "utf8")) }
    }
    return loaded.rules
  }
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

// `clientDir` may be a link that publishing swaps (release.ts): resolved once per request (decision 028).
// `clientIpHeader`: behind a proxy, the header it sets to the visitor's address, or each visitor counts as the proxy.
export function createStaticHandler(clientDir: string, signIn?: GitHubSignInSettings, clientIpHeader?: string) {
  const releases = new Map<string, ReturnType<typeof release>>()
  const releaseAt = (root: string) => {
    if (!releases.has(root)) {
      releases.set(root, release(root))
      // The releases a rebuild removed: the newest few are enough for the requests still running.
      for (const old of [...releases.keys()].slice(0, -3)) releases.delete(old)
    }
    return releases.get(root)!
  }
  const current = () => {
    // One system call: the release the link names now (a folder that is not a link is served as it is).
    try {
      return releaseAt(resolve(dirname(clientDir), readlinkSync(clientDir)))
    } catch {
      return releaseAt(resolve(clientDir))
    }
  }
  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const rawUrl = req.url ?? "/"
    const { root, rules, serve } = current()
    const rulesNow = rules()
    const answer: { path: string; status?: number } = { path: "/" }
    let headerNames: string[] = []
    const setHeaders = (path: string, rules = rulesNow) => {
      const headers = ruleHeadersFor(path, rules)
      for (const name of headerNames) if (!(name in headers)) res.removeHeader(name)
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      answer.path = path
      headerNames = Object.keys(headers)
    }
    documentHeadersByType(res, answer)
    setHeaders("/")
    // Range is not offered (decision 022): the whole file, 200, whatever part was asked for.
    delete req.headers.range
    // sirv finds an encoding's name anywhere in the header: one the client refuses (";q=0") goes first.
    const encodings = req.headers["accept-encoding"]?.split(",").filter((one) => !/;\s*q=0(\.0*)?\s*$/i.test(one))
    if (encodings) req.headers["accept-encoding"] = encodings.join(",")
    // The answer is the 404 page, a document, whatever was missing, in full (never a 304) and kept a minute.
    const missing = () => {
      setHeaders("/404")
      res.setHeader("Cache-Control", NOT_FOUND_CACHE_CONTROL)
      answer.status = 404
      req.url = "/404.html"
      delete req.headers["if-none-match"]
      serve(req, res, () => sendPlain(res, 404, "404 Page Not Found"))
    }
    if (rawUrl.length > MAX_URL_LENGTH) return sendPlain(res, 414, "URI Too Long")
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD")
      return sendPlain(res, 405, "Method Not Allowed")
    }
    const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? "/"
    const query = rawUrl.slice(rawPath.length)
    if (!rawPath.startsWith("/") || !PLAIN_QUERY.test(query)) return sendPlain(res, 400, "Bad Request")
    const safe = safeRelativePath(rawPath)
    if (!safe.ok) return safe.status === 404 ? missing() : sendPlain(res, 400, "Bad Request")
    const urlPath = `/${safe.path}`

    // One URL per page: "/services/" and the file's own name, "/services.html", redirect to "/services".
    const page = urlPath.replace(/\.html$/, "").replace(/\/index$/, "") || "/"
    // A slash written encoded ("/about%2f") is a trailing slash too, as nginx and Pages read it.
    if ((rawPath.length > 1 && /(\/|%2f)$/i.test(rawPath)) || page !== urlPath) {
      // The decoded segments, each encoded again, after one slash: it stays on this site whatever the request held
      // (a browser would follow "/<tab>/evil.example" off it).
      const location = `/${page.split("/").filter(Boolean).map(encodeURIComponent).join("/")}${query}`
      res.writeHead(301, { Location: location })
      return res.end()
    }

    setHeaders(urlPath)
    if (signIn && (urlPath === SIGN_IN_PATH || urlPath.startsWith(`${SIGN_IN_PATH}/`)))
      return answerWith(req, res, (request) => githubSignIn(request, signIn, clientAddress(req, clientIpHeader)))
    if (urlPath === "/404" || NOT_SERVED.test(urlPath)) return missing()
    // The path holds no "?" or "#" (safeRelativePath), so the file server reads it whole.
    req.url = encodeURI(urlPath)
    // sirv does not listen for the file's errors, which would end the process: a read error ends this answer only.
    res.once("pipe", (file: Readable) => file.once("error", () => res.destroy()))
    serve(req, res, () => {
      // A page loaded before a rebuild gets its island chunks from the release before, by its rules (decision 028).
      const before = urlPath.startsWith(HASHED_FILES.slice(0, -1)) ? previousRelease(root) : undefined
      if (!before) return missing()
      const previous = releaseAt(before)
      setHeaders(urlPath, previous.rules())
      previous.serve(req, res, missing)
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
