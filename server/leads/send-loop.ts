/**
 * The one send loop of the lead e-mails and webhooks (decision 041): `start()` forever on Node, `runUntilEmpty()` one
 * bounded pass (the CLI), `afterRequest()` that pass with the upkeep when due, for a host with no timer (Pages).
 */
import { buildMessage, type MailMessage, type MailSettings } from "./mail.ts"
import {
  backlog,
  claimNext,
  drop,
  failedMessages,
  markSent,
  markUnsent,
  nextDue,
  releaseLeases,
  retryAllNow,
  type QueuedRow,
  type SendResult,
} from "./queue.ts"
import { errorMessage, type SqlDatabase } from "./sql.ts"
import { purgeOldLeads, readLead } from "./store.ts"
import { deliverWebhook } from "./webhook.ts"

export interface MailTransport {
  send(message: MailMessage): Promise<SendResult>
  /** Whether the mail server can be reached and accepts the login, without sending anything; throws if not. */
  check?(): Promise<void>
}

/** The waits after the 1st, 2nd … failure; the last repeats. */
export const RETRY_DELAYS_MS = [10, 30, 60, 120, 300, 600, 1200, 2400, 3600, 7200].map((s) => s * 1000)
/** Retried until a failure at least this long after the message was queued (or put back); then failed and listed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000
const UPKEEP_MS = 10 * 60_000
/** A pass after a request stops after this many messages or this long: Cloudflare allows 30 s of waitUntil. */
const AFTER_REQUEST_BOUNDS = { messages: 20, ms: 20_000 }
const LONGEST_CHECK_MS = 10 * 60_000

export const retryDelay = (failures: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1]!

const describe = (error: unknown) => errorMessage(error).slice(0, 500)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const minutes = (ms: number) =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : `${ms / 3_600_000} h`

// Per process, or per isolate on a host that builds the loop for each request.
let lastUpkeep = -Infinity
let saidNoMail = false

export type Counts = { sent: number; retried: number; failed: number }

export type SendLoopOptions = {
  db: SqlDatabase
  /** None: the messages wait, and the log says so once, naming `mailSetting` (SMTP_URL, MAIL_API_KEY). */
  transport?: MailTransport
  mailSetting?: string
  mail: MailSettings
  /** Who holds the leases this loop takes. */
  owner: string
  now?: () => number
  log?: (line: string) => void
  /** False while the store does not exist yet: nothing to send. */
  ready?: () => boolean
  /** Longest sleep between looks, and the first interval of the mail check while mail is down. */
  pollMs?: number
  /** Messages sent at once: after a flood, the owner's alert does not wait for each one in turn. */
  lanes?: number
  /** Whether a lease's holder has stopped (node.ts): its messages are due again at once. */
  gone?: (owner: string) => boolean
  /** LEADS_WEBHOOK_SECRET (a webhook row's recipient is its URL). */
  webhookSecret?: string
}

export function sendLoop(options: SendLoopOptions) {
  const { db, transport, owner } = options
  const now = options.now ?? Date.now
  const log = options.log ?? console.log
  const pollMs = options.pollMs ?? 15_000
  let mailWorks = false
  let failedChecks = 0
  /** While mail is down, the next check; checks grow apart, so a refused login is not tried every 15 s for a day. */
  let nextCheck = 0
  let stopped = false
  let running: Promise<Counts> | undefined
  let again = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let upkeepTimer: ReturnType<typeof setInterval> | undefined
  let lastBacklog = ""

  const mailBack = async () => {
    failedChecks = 0
    nextCheck = 0
    if (mailWorks) return
    mailWorks = true
    const due = await retryAllNow(db, now())
    if (due) log(`Mail works: ${due} waiting lead e-mail(s) go out now.`)
  }

  /** Whether mail is up, as far as the transport can tell without sending; without a check, a failure says no. */
  const works = async () => {
    try {
      if (!transport?.check || Date.now() < nextCheck) return false
      await transport.check()
      await mailBack()
      return true
    } catch {
      mailWorks = false
      nextCheck = Date.now() + Math.min(pollMs * 2 ** failedChecks++, LONGEST_CHECK_MS)
      return false
    }
  }

  /** Retried until it holds, so a locked store never makes a message go twice. */
  async function recordSent(row: QueuedRow) {
    const sentAt = now()
    const since = Date.now()
    for (let wait = 250; ; wait = Math.min(wait * 2, 4000)) {
      try {
        return (await markSent(db, row.id, sentAt)) ? "sent" : "lost-lease"
      } catch (error) {
        if (wait === 250)
          log(
            `Lead e-mail sent, but the store could not record it yet (${describe(error)}): the ${row.kind} for ${row.reference}. Trying again, so it is not sent twice.`,
          )
        if (stopped && Date.now() - since > 10_000) return "unrecorded"
        await sleep(wait)
      }
    }
  }

  async function sendOne(row: QueuedRow) {
    const lead = await readLead(db, row.reference)
    if (!lead) {
      // Deleted (by the owner, or the purge) while its mail waited.
      await drop(db, row.id)
      return "gone"
    }
    let result: SendResult
    try {
      if (!row.kind.startsWith("webhook-")) result = await transport!.send(buildMessage(row, lead, options.mail))
      else if (!options.webhookSecret) result = { ok: false, retry: true, reason: "LEADS_WEBHOOK_SECRET is not set" }
      else result = await deliverWebhook(row, lead, options.mail.business, options.webhookSecret, now())
    } catch (error) {
      result = { ok: false, retry: true, reason: describe(error) }
    }
    if (result.ok) return recordSent(row)
    const at = now()
    const what = `the ${row.kind} for ${row.reference} to ${row.recipient}`
    if (!result.retry || at - Math.max(row.created_at, row.requeued_at) >= GIVE_UP_AFTER_MS) {
      if (!(await markUnsent(db, row.id, owner, result.reason))) return "lost-lease"
      log(
        `Lead e-mail FAILED: ${what} after ${row.attempts} attempt(s): ${result.reason}. The lead is kept; once this is mended, send it again with npm run leads -- resend ${row.reference}.`,
      )
      return "failed"
    }
    const wait = retryDelay(row.attempts)
    if (!(await markUnsent(db, row.id, owner, result.reason, at + wait))) return "lost-lease"
    log(`Lead e-mail not sent yet: ${what} (attempt ${row.attempts}), next try in ${minutes(wait)}: ${result.reason}`)
    return "retry"
  }

  /** Claims and sends what is due, `lanes` at a time, until nothing is, a bound is reached, or mail is down. */
  async function pass(bounds: Partial<typeof AFTER_REQUEST_BOUNDS> = {}): Promise<Counts> {
    const counts = { sent: 0, retried: 0, failed: 0 }
    if (!transport || (options.ready && !options.ready())) return counts
    if (!mailWorks && transport.check) await works()
    const until = now() + (bounds.ms ?? Infinity)
    const most = bounds.messages ?? Infinity
    let halt = false
    const lane = async () => {
      while (!stopped && !halt && counts.sent + counts.retried + counts.failed < most && now() < until) {
        const row = await claimNext(db, owner, now())
        if (!row) return
        const outcome = await sendOne(row)
        if (outcome === "sent") {
          counts.sent++
          await mailBack()
        } else if (outcome === "failed") counts.failed++
        else if (outcome === "retry") {
          counts.retried++
          // The mail server down would fail the rest too (a webhook says nothing of mail).
          if (!row.kind.startsWith("webhook-") && !(await works())) halt = true
        }
      }
    }
    await Promise.all(Array.from({ length: options.lanes ?? 1 }, lane))
    return counts
  }

  /** One pass at a time: a pass asked for while one runs follows it. */
  async function exclusive(bounds?: Partial<typeof AFTER_REQUEST_BOUNDS>): Promise<Counts> {
    while (running) await running
    running = pass(bounds).catch((error: unknown) => {
      log(`Lead e-mails could not be read from the store: ${describe(error)}`)
      return { sent: 0, retried: 0, failed: 0 }
    })
    try {
      return await running
    } finally {
      running = undefined
    }
  }

  async function schedule() {
    let wait = pollMs
    try {
      if (!options.ready || options.ready()) {
        const due = await nextDue(db)
        if (due !== undefined) wait = Math.min(pollMs, Math.max(100, due - now() + 50))
      }
    } catch {
      // The store cannot be read just now: look again at the next poll.
    }
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(() => void tick(), wait)
  }

  async function tick() {
    if (!transport || stopped) return
    if (running) {
      again = true
      return
    }
    do {
      again = false
      await exclusive()
    } while (again && !stopped)
    await schedule()
  }

  /** Purges old leads, lets go of dead senders' leases, logs the backlog when it changed. */
  async function upkeep(retentionDays: number) {
    if (options.ready && !options.ready()) return
    try {
      const gone = await purgeOldLeads(db, now(), retentionDays)
      if (gone) log(`Removed ${gone} quote request(s) older than ${retentionDays} days (LEADS_RETENTION_DAYS).`)
      const released = options.gone ? await releaseLeases(db, now(), options.gone) : 0
      if (released) {
        log(`${released} lead e-mail(s) left mid-send by a stopped server go out again now.`)
        void tick()
      }
      const { pending, failed, oldestPendingMs: oldest } = await backlog(db, now())
      const line = `Lead e-mails: ${pending} waiting${oldest !== null ? ` (oldest ${Math.round(oldest / 60_000)} min)` : ""}, ${failed} failed.`
      if (line !== lastBacklog && (pending || failed || lastBacklog)) log(line)
      if (failed && !lastBacklog.endsWith(` ${failed} failed.`)) {
        const all = await failedMessages(db)
        const shown = all.slice(0, 20).map((one) => `${one.reference} (${one.kind} to ${one.recipient})`)
        log(
          `Lead e-mails that FAILED: ${shown.join(", ")}${all.length > shown.length ? ` and ${all.length - shown.length} more` : ""}. Once mail works, send them again with npm run leads -- resend --failed.`,
        )
      }
      lastBacklog = line
    } catch (error) {
      log(`The lead store could not be read: ${describe(error)}`)
    }
  }

  const sayNoMail = () => {
    if (!transport && !saidNoMail)
      log(
        `${options.mailSetting ?? "The mail setting"} is not set, so the lead e-mails wait in the outbox until it is.`,
      )
    saidNoMail = !transport
  }

  return {
    /** Forever (the Node server): upkeep now and every UPKEEP_MS, and a pass whenever something may be due. */
    start(retentionDays: number) {
      sayNoMail()
      void upkeep(retentionDays).then(tick)
      upkeepTimer = setInterval(() => void upkeep(retentionDays), UPKEEP_MS)
      upkeepTimer.unref?.()
    },
    /** A lead was stored: look now rather than at the next poll. */
    wake: () => void tick(),
    runUntilEmpty: exclusive,
    /** After a request, on a host without a timer: the upkeep at most every UPKEEP_MS, then one bounded pass. */
    async afterRequest(retentionDays: number) {
      if (now() - lastUpkeep >= UPKEEP_MS) {
        lastUpkeep = now()
        await upkeep(retentionDays)
      }
      sayNoMail()
      await exclusive(AFTER_REQUEST_BOUNDS)
    },
    upkeep,
    /** Stops looking and waits for a send in progress. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      clearInterval(upkeepTimer)
      while (running) await running
    },
  }
}
