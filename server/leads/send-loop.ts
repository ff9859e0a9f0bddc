/**
 * The one send loop of a lead's messages (decisions 041, 049): `start()` forever on Node, `runUntilEmpty()` one bounded
 * pass (the CLI), `afterRequest()` that pass with the upkeep when due, for a host with no timer (Pages). Each channel
 * (CHANNELS) has its own lanes and passes, so a receiver that hangs holds up only its own channel. Every time it reads
 * is its injected clock's: its state is one object, and its steps are functions over it.
 */
import { quoteRequests } from "../../common/lead-inbox.ts"
import { alertWords, deviceOf, pushToDevice, stoppedDevices, toldOfStops } from "./alerts.ts"
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
import { DELETED_EVENT, purgeOldLeads, readLead, type LeadRow } from "./store.ts"
import type { PushResult, Vapid } from "./web-push.ts"
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
/**
 * A pass after a request stops after this many messages of a channel or this long, so a webhook's timeout (10 s) that
 * starts just before still ends within the 30 s Cloudflare allows waitUntil.
 */
const AFTER_REQUEST_BOUNDS = { messages: 20, ms: 15_000 }
const LONGEST_CHECK_MS = 10 * 60_000

export const retryDelay = (failures: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1]!

const describe = (error: unknown) => errorMessage(error).slice(0, 500)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const minutes = (ms: number) =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : `${ms / 3_600_000} h`

// Per process, or per isolate on a host that builds the loop for each request.
const isolate = { lastUpkeep: -Infinity, saidNoMail: false }

export type Counts = { sent: number; retried: number; failed: number }
type Bounds = Partial<typeof AFTER_REQUEST_BOUNDS>
type Outcome = "sent" | "retried" | "failed" | "gone" | "lost-lease" | "unrecorded"

export type SendLoopOptions = {
  db: SqlDatabase
  /** None: the e-mails wait, and the log says so once, naming `mailSetting` (SMTP_URL, MAIL_API_KEY). */
  transport?: MailTransport
  mailSetting?: string
  /** Why there is no transport, when the setting is there but can't be used: said in place of "is not set". */
  noMail?: string
  mail: MailSettings
  /** Who holds the leases this loop takes. */
  owner: string
  /** The one clock the loop reads: a test's, or the host's own. */
  now: () => number
  log?: (line: string) => void
  /** False while the store does not exist yet: nothing to send. */
  ready?: () => boolean
  /** Longest sleep between looks, and the first interval of the mail check while mail is down. */
  pollMs?: number
  /** E-mails sent at once: after a flood, the owner's alert does not wait for each one in turn. */
  lanes?: number
  /** Whether a lease's holder has stopped (node.ts): its messages are due again at once. */
  gone?: (owner: string) => boolean
  /** LEADS_WEBHOOK_SECRET (a webhook row's recipient is its URL). */
  webhookSecret?: string
  /** LEADS_WEBHOOK_URL: a lead the retention deletes is told to it, as one the owner deletes. */
  webhookUrl?: string
  /** The site's VAPID key and subject: without them, phone alerts wait (the CLI sends none). */
  vapid?: () => Promise<Vapid>
}

type ChannelState = { running?: Promise<Counts>; again: boolean; timer?: ReturnType<typeof setTimeout> }

/** What one loop keeps between passes: its settings, the mail's health, each channel's pass, the backlog logged. */
type Loop = {
  options: Required<Pick<SendLoopOptions, "log" | "pollMs">> & SendLoopOptions
  stopped: boolean
  /** While mail is down, the next check; checks grow apart, so a refused login is not tried every poll for a day. */
  mail: { works: boolean; failedChecks: number; nextCheck: number }
  channels: Record<Channel, ChannelState>
  upkeepTimer?: ReturnType<typeof setInterval>
  lastBacklog: string
}

type ChannelSpec = {
  /** The kinds of message it sends, by a kind's first word ("answer" for answer-0, answer-1 …). */
  kinds: readonly string[]
  /** What the log calls one of its messages. */
  noun: string
  /** Messages sent at once; none while it cannot send at all (mail without its transport). */
  lanes: (options: SendLoopOptions) => number
  /** `gone`: the message can never go (a device's alerts ended): it is dropped. */
  send: (loop: Loop, row: QueuedRow, lead: LeadRow | undefined) => Promise<SendResult | PushResult>
  /** At a pass's start and after each message: whether the rest of the pass should wait (mail: its server is down). */
  halts?: (loop: Loop, moment: Outcome | "start") => Promise<boolean>
}

/** An e-mail; the owner's alert says which devices' alerts stopped, and then they are told. */
async function sendMail({ options: o }: Loop, row: QueuedRow, lead: LeadRow | undefined) {
  const stopped = row.kind === "alert" ? await stoppedDevices(o.db) : []
  const result = await o.transport!.send(buildMessage(row, lead!, o.mail, { now: o.now(), stopped }))
  if (result.ok && stopped.length) await toldOfStops(o.db, stopped)
  return result
}

/** Each channel, its kinds and lanes. */
const CHANNELS = {
  mail: {
    kinds: ["alert", "acknowledgement", "answer", "reminder"],
    noun: "e-mail",
    lanes: (options) => (options.transport ? (options.lanes ?? 1) : 0),
    send: sendMail,
    halts: mailHalts,
  },
  // Apart from the e-mails, so a new lead's alert never waits behind an acknowledgement; each row is one device's.
  push: {
    kinds: ["push"],
    noun: "phone alert",
    lanes: (options) => (options.vapid ? 2 : 0),
    send: async ({ options: o }, row, lead) => {
      const waited = row.kind.startsWith("push-reminder-") ? o.now() - lead!.created_at : undefined
      const alert = alertWords(lead!, o.mail.business, waited)
      return pushToDevice(o.db, deviceOf(row.kind), alert, await o.vapid!(), o.now())
    },
  },
  // Two at once: a receiver that hangs until the timeout slows its own events, never the e-mails.
  webhook: {
    kinds: ["webhook"],
    noun: "webhook message",
    lanes: () => 2,
    send: ({ options: o }, row, lead) => deliverWebhook(row, lead, o.mail.business, o.webhookSecret, o.now()),
  },
} satisfies Record<string, ChannelSpec>

export type Channel = keyof typeof CHANNELS
const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[]

/** Mail works (a send or the check said so): every e-mail waiting is due at once. */
async function mailBack(loop: Loop) {
  Object.assign(loop.mail, { failedChecks: 0, nextCheck: 0 })
  if (loop.mail.works) return
  loop.mail.works = true
  const due = await retryAllNow(loop.options.db, loop.options.now(), CHANNELS.mail.kinds)
  if (due) loop.options.log(`Mail works: ${due} waiting lead e-mail(s) go out now.`)
}

/** Whether mail is up, as far as the transport can tell without sending; without a check, a failure says no. */
async function mailWorks(loop: Loop) {
  const { transport, now, pollMs } = loop.options
  try {
    if (!transport?.check || now() < loop.mail.nextCheck) return false
    await transport.check()
    await mailBack(loop)
    return true
  } catch {
    loop.mail.works = false
    loop.mail.nextCheck = now() + Math.min(pollMs * 2 ** loop.mail.failedChecks++, LONGEST_CHECK_MS)
    return false
  }
}

/** The mail server down would fail the rest of the e-mails too: a retried one checks it, and a failed check halts. */
async function mailHalts(loop: Loop, moment: Outcome | "start") {
  if (moment === "start" && !loop.mail.works && loop.options.transport?.check) await mailWorks(loop)
  if (moment === "sent") await mailBack(loop)
  return moment === "retried" && !(await mailWorks(loop))
}

/** Retried until it holds, so a locked store never makes a message go twice. */
async function recordSent(loop: Loop, row: QueuedRow, noun: string): Promise<Outcome> {
  const { db, now, log } = loop.options
  const since = now()
  for (let wait = 250; ; wait = Math.min(wait * 2, 4000)) {
    try {
      if (!(await markSent(db, row.id, now()))) return "lost-lease"
      // The log said it had not gone, or the server stopped mid-send (when it may have gone, and then goes twice):
      // it says when it did.
      if (row.attempts > 1 || row.requeued_at)
        log(`Lead ${noun} sent now: the ${row.kind} for ${row.reference}, at try ${row.attempts}.`)
      return "sent"
    } catch (error) {
      if (wait === 250)
        log(
          `Lead e-mail sent, but the store could not record it yet (${describe(error)}): the ${row.kind} for ${row.reference}. Trying again, so it is not sent twice.`,
        )
      if (loop.stopped && now() - since > 10_000) return "unrecorded"
      await sleep(wait)
    }
  }
}

/**
 * Where a message goes, for the log, which outlives a deleted lead: the owner's own address, the job tool's host (its
 * full address is a key to it), never a customer's address or a phone's push address.
 */
function toWhom({ kind, recipient }: Pick<QueuedRow, "kind" | "recipient">) {
  const first = kind.split("-")[0]
  if (first === "alert" || first === "reminder") return `to ${recipient}`
  if (first === "webhook") return `to ${URL.parse(recipient)?.host ?? "the job tool"}`
  return first === "push" ? "to a phone" : "to the customer"
}

/** Not sent: due again after the backoff, or failed once it was retried for a day or can never go. */
async function recordUnsent(
  loop: Loop,
  row: QueuedRow,
  result: Extract<SendResult, { ok: false }>,
  noun: string,
): Promise<Outcome> {
  const { db, owner, now, log } = loop.options
  const at = now()
  const what = `the ${row.kind} for ${row.reference} ${toWhom(row)}`
  if (!result.retry || at - Math.max(row.created_at, row.requeued_at) >= GIVE_UP_AFTER_MS) {
    if (!(await markUnsent(db, row.id, owner, result.reason))) return "lost-lease"
    log(
      `Lead ${noun} FAILED: ${what} after ${row.attempts} attempt(s): ${result.reason}. The lead is kept; once this is mended, send it again with npm run leads -- resend ${row.reference}.`,
    )
    return "failed"
  }
  const wait = retryDelay(row.attempts)
  if (!(await markUnsent(db, row.id, owner, result.reason, at + wait))) return "lost-lease"
  log(`Lead ${noun} not sent yet: ${what} (attempt ${row.attempts}), next try in ${minutes(wait)}: ${result.reason}`)
  return "retried"
}

async function sendOne(loop: Loop, channel: ChannelSpec, row: QueuedRow): Promise<Outcome> {
  const { db, log } = loop.options
  const lead = await readLead(db, row.reference)
  // Deleted (by the owner, or the purge) while it waited: only the event that says so goes without its lead. (The
  // owner's step takes its reminders with it: store.ts changeState.)
  const stale = !lead && row.kind !== DELETED_EVENT
  let result: SendResult | PushResult = { ok: false, retry: false, gone: true, reason: "" }
  try {
    if (!stale) result = await channel.send(loop, row, lead)
  } catch (error) {
    result = { ok: false, retry: true, reason: describe(error) }
  }
  if (!result.ok && "gone" in result) {
    await drop(db, row.id)
    if (!stale) log(`Phone alerts stopped: the ${row.kind} for ${row.reference} ${toWhom(row)}: ${result.reason}`)
    return "gone"
  }
  return result.ok ? recordSent(loop, row, channel.noun) : recordUnsent(loop, row, result, channel.noun)
}

/** Claims and sends a channel's due messages, its lanes at a time, until none is, a bound is reached, or it halts. */
async function pass(loop: Loop, name: Channel, bounds: Bounds = {}): Promise<Counts> {
  const channel: ChannelSpec = CHANNELS[name]
  const { db, owner, now, ready } = loop.options
  const counts = { sent: 0, retried: 0, failed: 0 }
  const lanes = channel.lanes(loop.options)
  if (!lanes || (ready && !ready())) return counts
  let halt = await channel.halts?.(loop, "start")
  const until = now() + (bounds.ms ?? Infinity)
  const most = bounds.messages ?? Infinity
  const lane = async () => {
    while (!loop.stopped && !halt && counts.sent + counts.retried + counts.failed < most && now() < until) {
      const row = await claimNext(db, owner, now(), channel.kinds)
      if (!row) return
      const outcome = await sendOne(loop, channel, row)
      if (outcome === "sent" || outcome === "retried" || outcome === "failed") counts[outcome]++
      if (await channel.halts?.(loop, outcome)) halt = true
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane))
  return counts
}

/** One pass of a channel at a time: a pass asked for while one runs follows it. */
async function exclusive(loop: Loop, name: Channel, bounds?: Bounds): Promise<Counts> {
  const state = loop.channels[name]
  while (state.running) await state.running
  state.running = pass(loop, name, bounds).catch((error: unknown) => {
    loop.options.log(`Lead e-mails could not be read from the store: ${describe(error)}`)
    return { sent: 0, retried: 0, failed: 0 }
  })
  try {
    return await state.running
  } finally {
    state.running = undefined
  }
}

/** A pass of every channel at once; what they did, added up. */
async function everyChannel(loop: Loop, bounds?: Bounds): Promise<Counts> {
  const counts = { sent: 0, retried: 0, failed: 0 }
  for (const one of await Promise.all(CHANNEL_NAMES.map((name) => exclusive(loop, name, bounds))))
    for (const outcome of ["sent", "retried", "failed"] as const) counts[outcome] += one[outcome]
  return counts
}

/** A channel's passes while one is asked for, then its next look: when its next message is due, at most pollMs on. */
async function tick(loop: Loop, name: Channel) {
  const { db, now, pollMs, ready } = loop.options
  const state = loop.channels[name]
  if (!CHANNELS[name].lanes(loop.options) || loop.stopped) return
  if (state.running) {
    state.again = true
    return
  }
  do {
    state.again = false
    await exclusive(loop, name)
  } while (state.again && !loop.stopped)
  // A store that cannot be read just now (or is not made yet) is looked at again at the next poll.
  const due = !ready || ready() ? await nextDue(db, CHANNELS[name].kinds).catch(() => undefined) : undefined
  const wait = due === undefined ? pollMs : Math.min(pollMs, Math.max(100, due - now() + 50))
  clearTimeout(state.timer)
  if (!loop.stopped) state.timer = setTimeout(() => void tick(loop, name), wait)
}

const wake = (loop: Loop) => CHANNEL_NAMES.forEach((name) => void tick(loop, name))

/** The failed messages by reference, when their number changed since the last look. */
async function logFailed(loop: Loop, failed: number) {
  if (!failed || loop.lastBacklog.endsWith(` ${failed} failed.`)) return
  const all = await failedMessages(loop.options.db)
  const shown = all.slice(0, 20).map((one) => `${one.reference} (${one.kind} ${toWhom(one)})`)
  loop.options.log(
    `Lead messages that FAILED: ${shown.join(", ")}${all.length > shown.length ? ` and ${all.length - shown.length} more` : ""}. Once the mail (or the tool) works, send them again with npm run leads -- resend --failed.`,
  )
}

/** Purges old leads, lets go of dead senders' leases, logs the backlog when it changed. */
async function upkeep(loop: Loop, retentionDays: number) {
  const { db, now, log, ready, gone } = loop.options
  if (ready && !ready()) return
  try {
    const purged = await purgeOldLeads(db, now(), retentionDays, loop.options.webhookUrl)
    if (purged) log(`Removed ${quoteRequests(purged)} older than ${retentionDays} days (LEADS_RETENTION_DAYS).`)
    const released = gone ? await releaseLeases(db, now(), gone) : 0
    if (released) {
      log(`${released} lead message(s) left mid-send by a stopped server go out again now.`)
      wake(loop)
    }
    const { pending, failed, oldestPendingMs: oldest } = await backlog(db, now())
    const line = `Lead messages: ${pending} waiting${oldest !== null ? ` (oldest ${Math.round(oldest / 60_000)} min)` : ""}, ${failed} failed.`
    if (line !== loop.lastBacklog && (pending || failed || loop.lastBacklog)) log(line)
    await logFailed(loop, failed)
    loop.lastBacklog = line
  } catch (error) {
    log(`The lead store could not be read: ${describe(error)}`)
  }
}

function sayNoMail({ options }: Loop) {
  if (!options.transport && !isolate.saidNoMail)
    options.log(
      options.noMail ??
        `${options.mailSetting ?? "The mail setting"} is not set, so the lead e-mails wait in the outbox until it is.`,
    )
  isolate.saidNoMail = !options.transport
}

export function sendLoop(options: SendLoopOptions) {
  const loop: Loop = {
    options: { log: console.log, pollMs: 15_000, ...options },
    stopped: false,
    mail: { works: false, failedChecks: 0, nextCheck: 0 },
    channels: Object.fromEntries(CHANNEL_NAMES.map((name) => [name, { again: false }])) as Loop["channels"],
    lastBacklog: "",
  }
  return {
    /**
     * Forever (the Node server): upkeep now and every UPKEEP_MS, and a pass whenever something may be due.
     * `mailNeeded`: false on a site whose form posts elsewhere, where no lead e-mail will wait for the mail setting.
     */
    start(retentionDays: number, mailNeeded = true) {
      if (mailNeeded) sayNoMail(loop)
      void upkeep(loop, retentionDays).then(() => wake(loop))
      loop.upkeepTimer = setInterval(() => void upkeep(loop, retentionDays), UPKEEP_MS)
      loop.upkeepTimer.unref?.()
    },
    /** A lead was stored, or a step taken: look now rather than at the next poll. */
    wake: () => wake(loop),
    runUntilEmpty: (bounds?: Bounds) => everyChannel(loop, bounds),
    /** After a request, on a host without a timer: the upkeep at most every UPKEEP_MS, then one bounded pass. */
    async afterRequest(retentionDays: number) {
      if (options.now() - isolate.lastUpkeep >= UPKEEP_MS) {
        isolate.lastUpkeep = options.now()
        await upkeep(loop, retentionDays)
      }
      sayNoMail(loop)
      await everyChannel(loop, AFTER_REQUEST_BOUNDS)
    },
    upkeep: (retentionDays: number) => upkeep(loop, retentionDays),
    /** Stops looking and waits for the sends in progress. */
    async stop() {
      loop.stopped = true
      clearInterval(loop.upkeepTimer)
      for (const state of Object.values(loop.channels)) {
        clearTimeout(state.timer)
        while (state.running) await state.running
      }
    },
  }
}
