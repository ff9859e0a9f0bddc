/**
 * The server's JSON answers, its pages of its own (the lead store's, the editor's sign-in) and the headers that keep an
 * answer about a person out of every cache (Web APIs only).
 */
import { escapeHtml } from "../common/escape-html.ts"
import type { Refusal } from "../common/lead-inbox.ts"

/**
 * Every answer of the store (the inbox's redirects and export too) and of the editor's sign-in: kept by no cache,
 * indexed by no engine.
 */
export const NO_STORE = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
}

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", ...NO_STORE }

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })

/** A request refused, in the inbox's contract (common/lead-inbox.ts): why, or why per field. */
export const refuse = (status: number, refusal: Omit<Refusal, "ok">) => json(status, { ok: false, ...refusal })
export const allow = (method: string) => json(405, { ok: false, error: "Method Not Allowed" }, { Allow: method })

/**
 * Every body the server reads is capped: a quote request with each field at its cap, in a script whose characters are
 * three bytes each and nine once form-encoded (%E0%B8%81), is about 40 KB.
 */
export const MAX_BODY_BYTES = 64 * 1024

/** The body as text, refused (undefined) past MAX_BODY_BYTES however it is sent: a Content-Length, or a stream. */
export async function readBody(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get("content-length") ?? 0)
  if (declared > MAX_BODY_BYTES) return undefined
  if (!request.body) return ""
  const reader = request.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return new Blob(chunks).text()
}

/** A JSON body within the cap, or undefined (too large, or not JSON): the caller's schema refuses it. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await readBody(request)
  try {
    return text === undefined ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A page of the server's own, never indexed: `title` is its heading too; `head` and `body` are HTML, written escaped. */
export const htmlPage = (title: string, body: string, { head = "", attributes = "" } = {}) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>${head}
</head>
<body${attributes}>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`

/** The form's script asks for JSON; the plain form (a browser's own post) for a page; anything else gets JSON. */
export const wantsJson = (request: Request) =>
  request.method !== "POST" || (request.headers.get("accept") ?? "").includes("application/json")
