/**
 * The owner's tools for the lead store, until the inbox page: `npm run leads -- <command>` (docs/owner-guide.md).
 *
 *   export        every lead as CSV on stdout (RFC 4180, a header row, a `reference` column); with --cloudflare,
 *                 from the local D1 of `npm run serve:cloudflare` instead
 *   delete REF    one lead and its e-mails
 *   test          a test lead through the whole path (store, outbox, mail server), then removed; says what failed
 *   resend REF    puts the failed e-mails of one lead (or with --failed, every failed one) back in the queue
 *   backup FILE   a copy of the store in FILE, made with node:sqlite's backup while the server runs
 *
 * Reads the same settings as the server (LEADS_DB, SMTP_URL, MAIL_FROM, LEADS_NOTIFY_TO; .env too).
 */
import "../load-env.ts"

import { existsSync, statSync } from "node:fs"
import { resolve } from "node:path"
import { backup } from "node:sqlite"

import { toCsv } from "./csv.ts"
import { LOCAL_STATE, openLocalD1 } from "./local-d1.ts"
import { leaseOwner } from "./node-leases.ts"
import { nodeSqlite, type NodeSqlite } from "./node-sqlite.ts"
import { failedMessages, messagesOf, requeueFailed, type MessageState } from "./queue.ts"
import { normaliseReference } from "./reference.ts"
import { sendLoop, type MailTransport } from "./send-loop.ts"
import { leadsSettingsFromEnv, type NodeLeadsSettings } from "./settings.ts"
import { smtpTransport } from "./smtp.ts"
import { query, type SqlDatabase } from "./sql.ts"
import { deleteLead, LEAD_COLUMNS, storeLead } from "./store.ts"

export const USAGE = `Usage: npm run leads -- <command>
  export                print every quote request as CSV (save it: npm run leads -- export > leads.csv)
  export --cloudflare   the same from the local Cloudflare copy (npm run serve:cloudflare)
  delete REF            delete one quote request and its e-mails, e.g. npm run leads -- delete Q-7K3M-Q9XD
  test                  send a test quote request through the whole path and say what failed, if anything
  resend REF            send the failed e-mails of one quote request again, e.g. npm run leads -- resend Q-7K3M-Q9XD
  resend --failed       send every failed e-mail again
  backup FILE           write a copy of the store to FILE, e.g. npm run leads -- backup leads-backup.sqlite`

class Refusal extends Error {}

/** The stored columns, the time received as a date, then each e-mail's state. */
const EXPORT_COLUMNS = [
  ...LEAD_COLUMNS.map((column) => (column === "created_at" ? "received" : column)),
  "alert",
  "acknowledgement",
]

/** Runs `work` on the store, which must exist already, and closes it after. */
async function withExisting<T>(settings: NodeLeadsSettings, work: (db: NodeSqlite) => Promise<T>) {
  if (!existsSync(settings.dbPath))
    throw new Refusal(
      `There is no lead store at ${settings.dbPath} yet: it is made when the first quote request arrives (LEADS_DB sets where).`,
    )
  const db = nodeSqlite(settings.dbPath)
  try {
    return await work(db)
  } finally {
    db.close()
  }
}

/** Every lead of `db` as CSV, with its e-mails' status; returns how many. */
async function writeCsv(db: SqlDatabase, out: (text: string) => void) {
  const rows = await query(
    db,
    `SELECT l.*, (SELECT status FROM outbox o WHERE o.reference = l.reference AND o.kind = 'alert') AS alert,
            (SELECT status FROM outbox o WHERE o.reference = l.reference AND o.kind = 'acknowledgement') AS acknowledgement
     FROM leads l ORDER BY l.created_at, l.reference`,
  )
  out(
    toCsv(
      EXPORT_COLUMNS,
      rows.map((row) =>
        EXPORT_COLUMNS.map((column) =>
          column === "received"
            ? new Date(Number(row.created_at)).toISOString()
            : column === "acknowledgement"
              ? (row[column] ?? "not sent (daily cap)")
              : row[column],
        ),
      ),
    ),
  )
  return rows.length
}

/** `export --cloudflare`: the same CSV from the local D1 of `npm run serve:cloudflare` (decision 031). */
async function exportLocalD1(out: (text: string) => void) {
  const local = await openLocalD1()
  try {
    return await writeCsv(local.db, out)
  } catch (error) {
    throw new Refusal(
      `The local Cloudflare copy in ${LOCAL_STATE} has no lead store yet (${error instanceof Error ? error.message : String(error)}): npm run serve:cloudflare makes it.`,
    )
  } finally {
    await local.dispose()
  }
}

async function remove(settings: NodeLeadsSettings, typed: string | undefined) {
  const reference = typed ? normaliseReference(typed) : undefined
  if (!reference)
    throw new Refusal(
      `Give the reference of the request to delete, like Q-7K3M-Q9XD${typed ? ` (not "${typed}")` : ""}.`,
    )
  return withExisting(settings, async (db) => {
    if (!(await deleteLead(db, reference)))
      throw new Refusal(`There is no quote request ${reference} in ${settings.dbPath}.`)
    return reference
  })
}

/** What went wrong with the mail server, in the owner's words. */
export function mailProblem(error: unknown, smtpUrl: string) {
  const { code, responseCode, message } = error as { code?: string; responseCode?: number; message?: string }
  let where = "the mail server"
  try {
    const url = new URL(smtpUrl)
    where = `the mail server at ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`
  } catch {
    return `SMTP_URL is not a valid address. It looks like smtp://user:password@mail.example.com:587.`
  }
  if (code === "EAUTH" || responseCode === 535)
    return `${where} refused the user name or password in SMTP_URL. Gmail needs an app password (with 2-Step Verification on); Microsoft 365 needs SMTP AUTH turned on for the mailbox.`
  if (code === "ECONNREFUSED" || /ECONNREFUSED/.test(message ?? ""))
    return `Nothing answered at ${where} (connection refused). Check the host and port in SMTP_URL.`
  if (code === "ETIMEDOUT" || code === "ECONNECTION" || /timeout/i.test(message ?? ""))
    return `${where} did not answer in time. Check the host and port in SMTP_URL, and that this server may send mail out on that port.`
  if (code === "EDNS" || /ENOTFOUND|EAI_AGAIN/.test(message ?? ""))
    return `${where} could not be found. Check the host name in SMTP_URL.`
  if (code === "ESOCKET" || /certificate|TLS|SSL/i.test(message ?? ""))
    return `A secure connection to ${where} failed (${message}). Use smtps:// for port 465 and smtp:// for 587.`
  return `${where} said: ${message ?? String(error)}`
}

const listed = (messages: MessageState[]) =>
  messages
    .map((one) => `${one.reference} (${one.kind} to ${one.recipient}: ${one.lastError || one.status})`)
    .join("\n  ")

/** `resend REF` or `resend --failed`: failed e-mails back in the queue, due now, with a new day of retries. */
async function resend(settings: NodeLeadsSettings, typed: string | undefined, say: (line: string) => void) {
  const reference = typed && typed !== "--failed" ? normaliseReference(typed) : undefined
  if (!reference && typed !== "--failed")
    throw new Refusal(
      `Give the reference of the request, like Q-7K3M-Q9XD${typed ? ` (not "${typed}")` : ""}, or --failed for every failed e-mail.`,
    )
  await withExisting(settings, async (db) => {
    const back = await requeueFailed(db, Date.now(), reference)
    if (!back.length) {
      const states = reference ? await messagesOf(db, reference) : []
      throw new Refusal(
        !reference
          ? "No e-mail has failed: there is nothing to send again."
          : states.length
            ? `${reference} has no failed e-mail (${states.map((one) => `${one.kind}: ${one.status}`).join(", ")}).`
            : `There is no e-mail of ${reference} in ${settings.dbPath}.`,
      )
    }
    say(`Sending again:\n  ${listed(back)}`)
    say("The server sends them at its next look, within a minute while mail works; its log says when.")
  })
}

async function test(settings: NodeLeadsSettings, say: (line: string) => void, transport?: MailTransport) {
  // A store that cannot be read is step 2's to report.
  const failed = existsSync(settings.dbPath) ? await withExisting(settings, failedMessages).catch(() => []) : []
  if (failed.length)
    say(`E-mails that FAILED earlier (send them again with npm run leads -- resend --failed):\n  ${listed(failed)}`)
  if (!settings.smtpUrl && !transport)
    throw new Refusal(
      'SMTP_URL is not set, so no e-mail can be sent. Set it (docs/owner-guide.md, "Receiving quote requests") and run this again.',
    )
  const mail = transport ?? smtpTransport(settings.smtpUrl!)
  say(`1. The mail server${settings.smtpUrl ? "" : " (given)"}…`)
  try {
    await mail.check?.()
  } catch (error) {
    throw new Refusal(mailProblem(error, settings.smtpUrl ?? ""))
  }
  say("   answers and accepts the login.")
  say(`2. Storing a test request in ${settings.dbPath}…`)
  const db = nodeSqlite(settings.dbPath)
  const owner = leaseOwner()
  try {
    let reference: string
    try {
      const result = await storeLead(
        db,
        {
          name: "Test request (npm run leads -- test)",
          suburb: "Test suburb",
          email: settings.notifyTo,
          phone: settings.business.phone,
          serviceType: "general",
          message: "This is a test from npm run leads -- test. It is removed once both e-mails are sent.",
          estimate: "",
          page: "",
          sentAt: new Date().toISOString(),
          clientKey: "owner-test",
          requestKey: `owner-test-${owner}`,
        },
        {
          notifyTo: settings.notifyTo,
          now: Date.now(),
          limits: { perClient: 1_000_000, windowMs: 1, acknowledgementsPerDay: 1_000_000 },
        },
      )
      if (result.outcome !== "stored") throw new Error(result.outcome)
      reference = result.reference
    } catch (error) {
      throw new Refusal(
        `The store at ${settings.dbPath} could not take a request: ${error instanceof Error ? error.message : String(error)}. Check that the folder exists, is writable by the server's user, and the disk has room.`,
      )
    }
    say(`   stored as ${reference}.`)
    say(`3. Sending its alert to ${settings.notifyTo} and its acknowledgement to the same address…`)
    const loop = sendLoop({
      db,
      transport: mail,
      mail: { business: settings.business, from: settings.mailFrom },
      owner,
      // Quiet: what went wrong is said below, in the owner's words.
      log: () => {},
    })
    try {
      // The first attempt decides: a server running beside this may take one of them, and sends it the same way.
      const deadline = Date.now() + 60_000
      for (;;) {
        await loop.runUntilEmpty()
        const rows = await messagesOf(db, reference)
        if (rows.every((row) => row.status !== "pending" || row.lastError) || Date.now() > deadline) {
          const failed = rows.filter((row) => row.status !== "sent")
          if (failed.length)
            throw new Refusal(
              failed
                .map(
                  (row) =>
                    `The ${row.kind} was not sent: ${mailProblem({ message: row.lastError || "no answer within a minute" }, settings.smtpUrl ?? "")}`,
                )
                .join("\n"),
            )
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    } finally {
      await loop.stop()
      await deleteLead(db, reference)
    }
    say(
      `   both sent, from ${settings.mailFrom}. Look for "New quote request ${reference}" and "We received your quote request ${reference}" in ${settings.notifyTo} (and its spam folder).`,
    )
    say("The test request has been removed from the store. Everything works.")
    return reference
  } finally {
    db.close()
  }
}

async function copy(settings: NodeLeadsSettings, file: string | undefined, say: (line: string) => void) {
  if (!file) throw new Refusal("Give the file to write the copy to, e.g. npm run leads -- backup leads-backup.sqlite")
  if (resolve(file) === resolve(settings.dbPath))
    throw new Refusal("The backup must go to another file than the store itself.")
  await withExisting(settings, async (db) => {
    await backup(db.connection(), file)
    const leads = (await query(db, "SELECT count(*) AS n FROM leads"))[0]?.n
    say(`Copied the store (${leads} quote requests, ${statSync(file).size} bytes) to ${file}.`)
  })
}

export async function main(
  args: string[],
  io: {
    out?: (text: string) => void
    say?: (line: string) => void
    env?: Record<string, string | undefined>
    transport?: MailTransport
  } = {},
) {
  const out = io.out ?? ((text: string) => process.stdout.write(text))
  const say = io.say ?? ((line: string) => console.error(line))
  const [command, argument] = args
  try {
    const settings = leadsSettingsFromEnv(io.env ?? process.env)
    switch (command) {
      case "export": {
        if (argument === "--cloudflare") {
          say(`${await exportLocalD1(out)} quote request(s) from the local Cloudflare copy in ${LOCAL_STATE}.`)
          return 0
        }
        const count = await withExisting(settings, (db) => writeCsv(db, out))
        say(`${count} quote request(s) from ${settings.dbPath}.`)
        return 0
      }
      case "delete":
        say(`Deleted ${await remove(settings, argument)} and its e-mails.`)
        return 0
      case "test":
        await test(settings, say, io.transport)
        return 0
      case "resend":
        await resend(settings, argument, say)
        return 0
      case "backup":
        await copy(settings, argument, say)
        return 0
      default:
        say(USAGE)
        return command ? 2 : 0
    }
  } catch (error) {
    say(
      error instanceof Refusal
        ? error.message
        : `Something went wrong: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 1
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("server/leads/cli.ts")) {
  process.exitCode = await main(process.argv.slice(2))
}
