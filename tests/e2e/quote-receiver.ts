import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http"

/**
 * A stand-in for a form backend or webhook, on a port of its own next to the two e2e servers
 * (E2E_PORT + 2 unless E2E_RECEIVER_PORT says otherwise). playwright.config.ts builds the second
 * site with QUOTE_FORM_ENDPOINT pointing here; quote-delivery.spec.ts starts it and reads what
 * arrived.
 */
const QUOTE_RECEIVER_PORT = Number(process.env.E2E_RECEIVER_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2)
export const QUOTE_ENDPOINT = `http://localhost:${QUOTE_RECEIVER_PORT}/quote`

type ReceivedRequest = {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}

/** ok: 200 with JSON; error: 500; hang: never answers (the form's 10 s timeout must end it). */
export type ReceiverAnswer = "ok" | "error" | "hang"

export async function startQuoteReceiver(port = QUOTE_RECEIVER_PORT) {
  const requests: ReceivedRequest[] = []
  const waiting = new Set<ServerResponse>()
  let answer: ReceiverAnswer = "ok"

  const server = createServer((req, res) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => (body += chunk))
    req.on("end", () => {
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body })
      if (answer === "hang") {
        waiting.add(res)
        return
      }
      // Like Formspree or Basin: readable cross-origin, JSON for fetch, a page for a plain form post.
      const json = /application\/json/.test(req.headers.accept ?? "")
      res.writeHead(answer === "ok" ? 200 : 500, {
        "access-control-allow-origin": "*",
        "content-type": json ? "application/json" : "text/html; charset=utf-8",
      })
      res.end(json ? JSON.stringify({ ok: answer === "ok" }) : "<!doctype html><title>Received</title><p>Received")
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, resolve)
  })

  return {
    requests,
    answer(next: ReceiverAnswer) {
      answer = next
    },
    reset() {
      requests.length = 0
      answer = "ok"
    },
    /** The fields of each request's form-encoded body. */
    fields: () => requests.map((request) => Object.fromEntries(new URLSearchParams(request.body))),
    async close() {
      for (const res of waiting) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type QuoteReceiver = Awaited<ReturnType<typeof startQuoteReceiver>>
