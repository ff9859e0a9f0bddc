import { createReadStream, type Stats } from "node:fs"
import { stat } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { extname, join, resolve, sep } from "node:path"

import { headersFor, type HeaderRule } from "./headers.ts"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  // The editor at /admin: its config and Decap's WebAssembly.
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
}

/** Text types worth sending compressed; the build (scripts/postbuild.ts) writes .br and .gz next to each. */
export const COMPRESSIBLE = /\.(html|js|css|json|webmanifest|xml|txt|data|svg|yml)$/i

const MAX_URL_LENGTH = 2048

type Found = { file: string; stats: Stats }

async function fileAt(path: string): Promise<Found | null> {
  const stats = await stat(path).catch(() => null)
  return stats?.isFile() ? { file: path, stats } : null
}

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

function sendPlain(res: ServerResponse, status: number, message: string, headers: Record<string, string>) {
  res.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
  res.end(message)
}

type StaticOptions = { root: string; rules: HeaderRule[]; notFoundPage: string }

export function createStaticHandler({ root, rules, notFoundPage }: StaticOptions) {
  async function serveFile(req: IncomingMessage, res: ServerResponse, found: Found, status: number, urlPath: string) {
    const ext = extname(found.file).toLowerCase()
    const headers: Record<string, string> = {
      ...headersFor(urlPath, rules),
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
    }
    let sent = found
    if (COMPRESSIBLE.test(ext)) {
      headers["Vary"] = "Accept-Encoding"
      const accept = String(req.headers["accept-encoding"] ?? "")
      for (const [name, suffix] of Object.entries({ br: ".br", gzip: ".gz" })) {
        const compressed = new RegExp(`\\b${name}\\b`).test(accept) && (await fileAt(found.file + suffix))
        if (compressed) {
          sent = compressed
          headers["Content-Encoding"] = name
          break
        }
      }
    }
    const etag = `W/"${found.stats.size.toString(16)}-${Math.floor(found.stats.mtimeMs).toString(16)}"`
    headers["ETag"] = etag
    headers["Last-Modified"] = found.stats.mtime.toUTCString()
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers)
      return res.end()
    }
    headers["Content-Length"] = String(sent.stats.size)
    res.writeHead(status, headers)
    if (req.method === "HEAD") return res.end()
    createReadStream(sent.file).pipe(res)
  }

  async function notFound(req: IncomingMessage, res: ServerResponse, urlPath: string) {
    const page = await fileAt(join(root, notFoundPage))
    if (!page) return sendPlain(res, 404, "404 Page Not Found", headersFor(urlPath, rules))
    return serveFile(req, res, page, 404, urlPath)
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const rawUrl = req.url ?? "/"
    const baseHeaders = headersFor("/", rules)
    if (rawUrl.length > MAX_URL_LENGTH) return sendPlain(res, 414, "URI Too Long", baseHeaders)
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD")
      return sendPlain(res, 405, "Method Not Allowed", baseHeaders)
    }
    const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? "/"
    if (!rawPath.startsWith("/")) return sendPlain(res, 400, "Bad Request", baseHeaders)
    const safe = safeRelativePath(rawPath)
    if (!safe.ok) {
      return safe.status === 404 ? notFound(req, res, "/") : sendPlain(res, 400, "Bad Request", baseHeaders)
    }
    const urlPath = `/${safe.path}`

    // One URL per page: "/services/" redirects to "/services".
    if (rawPath.length > 1 && rawPath.endsWith("/")) {
      const query = rawUrl.slice(rawPath.length)
      res.writeHead(301, { ...baseHeaders, Location: `${urlPath}${query}`.replace(/^\/+/, "/") })
      return res.end()
    }

    if (urlPath === "/404") return notFound(req, res, urlPath)
    // safeRelativePath already leaves no dot-segments; this second check is defence in depth for a
    // public server, should that function ever change.
    const target = resolve(root, safe.path)
    if (target !== resolve(root) && !target.startsWith(resolve(root) + sep))
      return sendPlain(res, 400, "Bad Request", baseHeaders)
    const found = (await fileAt(target)) ?? (await fileAt(join(target, "index.html")))
    if (!found || found.file.endsWith(".br") || found.file.endsWith(".gz")) return notFound(req, res, urlPath)
    return serveFile(req, res, found, 200, urlPath)
  }
}
