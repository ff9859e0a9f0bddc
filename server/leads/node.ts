/**
 * The lead store on the Node server (`npm start`, `npm run serve`): the Fetch API handler over node:sqlite, the
 * outbox's sender over nodemailer, the retention purge and the backlog in the log (decision 030). The store's file is
 * made at the first request that needs it; until then nothing here touches the disk.
 */
import { randomUUID } from "node:crypto"
import { existsSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"
import { hostname } from "node:os"

import { sendWebResponse, webRequest } from "../web-request.ts"
import { leadsHandler } from "./handler.ts"
import { nodeSqlite } from "./node-sqlite.ts"
import { outboxBacklog, startOutboxWorker, type MailTransport } from "./outbox.ts"
import { nodeSecret } from "./secret-file.ts"
import type { NodeLeadsSettings } from "./settings.ts"
import { smtpTransport, smtpUrlForLog } from "./smtp.ts"
import { query, type SqlDatabase } from "./sql.ts"
import { purgeOldLeads } from "./store.ts"

const HOUR_MS = 60 * 60_000
const BACKLOG_LOG_MS = 10 * 60_000

/** Who holds a lease: this machine, this process, this start. */
export const leaseOwner = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * Lets go of the leases a sender on this machine left when it was killed mid-send (kill -9, a crash): its messages
 * are sent again now rather than when the lease runs out. A lease of a process that still runs, or of another
 * machine, is left to run out.
 */
export async function releaseDeadLeases(db: SqlDatabase, now: number) {
  const owners = await query(
    db,
    "SELECT DISTINCT lease_owner FROM outbox WHERE status = 'pending' AND lease_until > ?",
    [now],
  )
  let released = 0
  for (const { lease_owner: owner } of owners) {
    const [host, pid] = String(owner).split(":")
    if (host !== hostname() || !pid || Number(pid) === process.pid || alive(Number(pid))) continue
    released += (
      await query(db, "UPDATE outbox SET lease_until = 0 WHERE lease_owner = ? RETURNING id", [String(owner)])
    ).length
  }
  return released
}

function clientAddress(req: IncomingMessage, header: string | undefined) {
  if (header) {
    const value = [req.headers[header] ?? []].flat()[0]
    // A proxy appends the address it saw: the last one is the one it vouches for.
    const last = value?.split(",").pop()?.trim()
    if (last) return last
  }
  return req.socket.remoteAddress ?? "unknown"
}

export type NodeLeads = {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>
  close(): Promise<void>
}

export function startNodeLeads(
  settings: NodeLeadsSettings,
  options: {
    log?: (line: string) => void
    transport?: MailTransport
    pollMs?: number
    formConnected?: () => boolean
  } = {},
): NodeLeads {
  const log = options.log ?? ((line: string) => console.log(line))
  const db = nodeSqlite(settings.dbPath)
  const ready = () => db.opened || existsSync(settings.dbPath)
  const transport = options.transport ?? (settings.smtpUrl ? smtpTransport(settings.smtpUrl) : undefined)
  const now = Date.now
  const worker =
    transport &&
    startOutboxWorker({
      db,
      transport,
      mail: { business: settings.business, from: settings.mailFrom },
      owner: leaseOwner(),
      ready,
      log,
      pollMs: options.pollMs,
    })
  if (transport)
    log(
      `Quote requests are stored in ${settings.dbPath}; alerts go to ${settings.notifyTo}, from ${settings.mailFrom}${settings.smtpUrl ? ` through ${smtpUrlForLog(settings.smtpUrl)}` : ""}.`,
    )
  else
    log(
      `Quote requests are stored in ${settings.dbPath}. SMTP_URL is not set, so their e-mails wait in the outbox until it is (docs/owner-guide.md, "Receiving quote requests").`,
    )

  const handler = leadsHandler({
    db,
    secret: nodeSecret(settings.dbPath, db, settings.secret),
    settings: { business: settings.business, notifyTo: settings.notifyTo, limits: settings.limits },
    formConnected: options.formConnected,
    notifyOutbox: () => worker?.wake(),
    log,
  })

  let lastBacklog = ""
  const housekeeping = async (purge: boolean) => {
    if (!ready()) return
    try {
      if (purge) {
        const gone = await purgeOldLeads(db, now(), settings.retentionDays)
        if (gone)
          log(`Removed ${gone} quote request(s) older than ${settings.retentionDays} days (LEADS_RETENTION_DAYS).`)
      }
      const released = await releaseDeadLeases(db, now())
      if (released) {
        log(`${released} lead e-mail(s) left mid-send by a stopped server go out again now.`)
        worker?.wake()
      }
      const backlog = await outboxBacklog(db, now())
      const line = `Lead e-mails: ${backlog.pending} waiting${backlog.oldestPendingMs !== null ? ` (oldest ${Math.round(backlog.oldestPendingMs / 60_000)} min)` : ""}, ${backlog.failed} failed.`
      if (line !== lastBacklog && (backlog.pending || backlog.failed || lastBacklog)) log(line)
      lastBacklog = line
    } catch (error) {
      log(`The lead store could not be read: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  void housekeeping(true)
  const purgeTimer = setInterval(() => void housekeeping(true), HOUR_MS)
  const backlogTimer = setInterval(() => void housekeeping(false), BACKLOG_LOG_MS)
  purgeTimer.unref()
  backlogTimer.unref()

  return {
    async handle(req, res) {
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
      clearInterval(purgeTimer)
      clearInterval(backlogTimer)
      await worker?.stop()
      db.close()
    },
  }
}
