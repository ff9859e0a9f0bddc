/**
 * The lead store on the Node server (`npm start`, `npm run serve`, decisions 030, 041): the Fetch handler over
 * node:sqlite, and the send loop over nodemailer, forever. The store's file is made at the first request that needs
 * it; until then nothing here touches the disk.
 */
import { existsSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"

import { sendWebResponse, webRequest } from "../web-request.ts"
import { leadsHandler } from "./handler.ts"
import { leaseOwner, senderGone } from "./node-leases.ts"
import { nodeSqlite } from "./node-sqlite.ts"
import { nodeSecret } from "./secret-file.ts"
import { sendLoop, type MailTransport } from "./send-loop.ts"
import type { NodeLeadsSettings } from "./settings.ts"
import { smtpTransport, smtpUrlForLog } from "./smtp.ts"

/** Messages sent at once: 60 flood leads' alerts go out in seconds, not minutes (decision 041's results). */
const LANES = 3

/** The socket's address, or the last one a trusted proxy appended to `header` (the one it vouches for). */
const clientAddress = (req: IncomingMessage, header: string | undefined) =>
  (header && [req.headers[header] ?? []].flat()[0]?.split(",").pop()?.trim()) || req.socket.remoteAddress || "unknown"

export function startNodeLeads(
  settings: NodeLeadsSettings,
  options: {
    log?: (line: string) => void
    transport?: MailTransport
    pollMs?: number
    formConnected?: () => boolean
  } = {},
) {
  const log = options.log ?? ((line: string) => console.log(line))
  const db = nodeSqlite(settings.dbPath)
  const transport = options.transport ?? (settings.smtpUrl ? smtpTransport(settings.smtpUrl) : undefined)
  const mail = { business: settings.business, from: settings.mailFrom }
  const ready = () => db.opened || existsSync(settings.dbPath)
  const { pollMs } = options
  const loop = sendLoop({
    db,
    transport,
    mail,
    owner: leaseOwner(),
    log,
    ready,
    pollMs,
    lanes: LANES,
    gone: senderGone,
  })
  log(
    transport
      ? `Quote requests are stored in ${settings.dbPath}; alerts go to ${settings.notifyTo}, from ${settings.mailFrom}${settings.smtpUrl ? ` through ${smtpUrlForLog(settings.smtpUrl)}` : ""}.`
      : `Quote requests are stored in ${settings.dbPath}. SMTP_URL is not set, so their e-mails wait in the outbox until it is (docs/owner-guide.md, "Receiving quote requests").`,
  )
  loop.start(settings.retentionDays)
  const handler = leadsHandler({
    db,
    secret: nodeSecret(settings.dbPath, db, settings.secret),
    settings,
    formConnected: options.formConnected,
    notifyOutbox: () => loop.wake(),
    log,
  })
  return {
    async handle(req: IncomingMessage, res: ServerResponse) {
      let request: Request
      try {
        request = webRequest(req)
      } catch {
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" })
        return void res.end("Bad Request")
      }
      await sendWebResponse(req, res, await handler(request, { address: clientAddress(req, settings.clientIpHeader) }))
    },
    async close() {
      await loop.stop()
      db.close()
    },
  }
}

export type NodeLeads = ReturnType<typeof startNodeLeads>
