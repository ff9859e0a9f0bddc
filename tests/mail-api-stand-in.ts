/**
 * A stand-in for the HTTP mail API (server/leads/mail-api.ts) on loopback: it keeps what each request sent and
 * answers as the service would, 200 with the message's id, or the status a test sets. Used by mail-api.test.ts and by
 * cloudflare.spec.ts, where the Pages Function sends to it.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

type ReceivedMail = {
  headers: Record<string, string | string[] | undefined>
  body: {
    from: string
    to: string[]
    reply_to: string
    subject: string
    text: string
    html: string
    headers: Record<string, string>
  }
}

export async function startMailApiStandIn(port = 0) {
  const received: ReceivedMail[] = []
  /** Seen Idempotency-Keys: a repeat is answered as the first was and not kept again, as the service does. */
  const keys = new Set<string>()
  let answer = 200
  const server = createServer((req, res) => {
    let text = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => (text += chunk))
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/emails") {
        res.writeHead(404).end()
        return
      }
      if (answer !== 200) {
        res
          .writeHead(answer, { "Content-Type": "application/json" })
          .end(JSON.stringify({ message: `stand-in ${answer}` }))
        return
      }
      const key = String(req.headers["idempotency-key"] ?? "")
      if (!key || !keys.has(key))
        received.push({ headers: req.headers, body: JSON.parse(text) as ReceivedMail["body"] })
      if (key) keys.add(key)
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ id: `stand-in-${received.length}` }))
    })
  })
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`,
    received,
    /** Answer every request with this status from now on (200: accept again). */
    answerWith(status: number) {
      answer = status
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
