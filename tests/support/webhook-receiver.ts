/**
 * A webhook receiver for the lead store's tests: a real HTTP server that keeps every delivery and checks its
 * signature as Standard Webhooks defines it, written from that spec with node:crypto rather than from the module it
 * tests. It answers 204, or each status the test queues in `answers` first; with `control.hang` it reads the
 * delivery and never answers, as a tool that hangs does.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { createServer, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A receiver's check: the key is the base64 after whsec_, the header may hold several space-separated signatures, and
 * a timestamp more than 5 minutes off is refused.
 */
export function verifyWebhook(secret: string, headers: Record<string, string>, body: string, nowSeconds: number) {
  const timestamp = Number(headers["webhook-timestamp"])
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64")
  const expected = createHmac("sha256", key)
    .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`)
    .digest()
  return (headers["webhook-signature"] ?? "").split(" ").some((versioned) => {
    const [version, signature] = versioned.split(",")
    const given = Buffer.from(signature ?? "", "base64")
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected)
  })
}

export type Delivery = { id: string; verified: boolean; body: { type: string; data: Record<string, string> } }

/** `now`: the receiver's clock, for a test whose store runs on a fixed one. */
export async function webhookReceiver(secret: string, now = () => Date.now()) {
  const deliveries: Delivery[] = []
  const answers: number[] = []
  const control = { hang: false }
  const hanging: ServerResponse[] = []
  const server = createServer((request, response) => {
    let body = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => (body += chunk))
    request.on("end", () => {
      const headers = request.headers as Record<string, string>
      const verified = verifyWebhook(secret, headers, body, Math.floor(now() / 1000))
      deliveries.push({ id: headers["webhook-id"] ?? "", verified, body: JSON.parse(body) as Delivery["body"] })
      if (control.hang) hanging.push(response)
      else response.writeHead(answers.shift() ?? 204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    deliveries,
    answers,
    control,
    /** The deliveries it holds unanswered now (their connections still open). */
    hanging: () => hanging.filter((response) => !response.destroyed).length,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
