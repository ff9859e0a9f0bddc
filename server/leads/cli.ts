/**
 * The owner's tools for the lead store: `npm run leads -- <command>` (docs/owner-guide.md), with the server's settings;
 * `--cloudflare` works on the local D1 of `npm run serve:cloudflare` instead (decision 031).
 */
import "../load-env.ts"

import {
  existsSync,
  fchmodSync,
  fstatSync,
  ftruncateSync,
  readFileSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs"
import { join, resolve } from "node:path"
import { backup } from "node:sqlite"

import { quoteRequests } from "../../common/lead-inbox.ts"
import { LEADS_PATH } from "../../common/lead-paths.ts"
import { bookingLine, CONTRACT_PATH } from "../form-contract.ts"
import { bookingChanged, contractIn } from "../live-form.ts"
import { quoted } from "../log.ts"
import { sydneyTime, writeCsv } from "./csv.ts"
import { messageWords } from "./inbox.ts"
import { isBusy, LOCAL_STATE, openLocalD1, whileBusy } from "./local-d1.ts"
import { mailApiTransport } from "./mail-api.ts"
import { formatMailbox, type MailMessage } from "./mail.ts"
import { leaseOwner } from "./node-leases.ts"
import { nodeSqlite, ownerOnlyFile, whyNoStoreFile, type NodeSqlite } from "./node-sqlite.ts"
import { failedMessages, messagesOf, requeueFailed, type MessageState } from "./queue.ts"
import { sendLoop, type MailTransport } from "./send-loop.ts"
import { contentDirOf, leadsSettingsFromEnv, type NodeLeadsSettings } from "./settings.ts"
import { mailProblem, smtpTransport } from "./smtp.ts"
import { errorMessage, type SqlDatabase } from "./sql.ts"
import type { Env } from "./store-settings.ts"
import { countLeads, deleteLead, normaliseReference, storeLead, type LeadRow } from "./store.ts"
import { postEvent, unanswered, webhookBody } from "./webhook.ts"

const USAGE = `Usage: npm run leads -- <command>
  export FILE           write every quote request to FILE, a spreadsheet file (CSV), e.g. npm run leads -- export leads.csv
                        (without FILE: on stdout); with --cloudflare, from the local Cloudflare copy (npm run serve:cloudflare)
  delete REF            delete one quote request and its e-mails, e.g. npm run leads -- delete Q-7K3M-Q9XD
  test                  test each part set up: a test quote request through the mail, a test event to the webhook,
                        the inbox's sign-in settings, the live build's booking rules; say what failed, if anything
  test --cloudflare     the same through the local Cloudflare copy (npm run serve:cloudflare) and the mail API
  resend REF            send the failed messages (e-mails, webhook) of one quote request again, e.g. npm run leads -- resend Q-7K3M-Q9XD
  resend --failed       send every failed message again
  backup FILE           write a copy of the store as it is now to FILE, e.g. npm run leads -- backup leads-2026-11-27.sqlite`

class Refusal extends Error {}

type Say = (line: string) => void

/** What each part of `test` reads: the settings, the environment, which store it tests, where it says what it found. */
type TestRun = { settings: NodeLeadsSettings; env: Env; cloudflare: boolean; say: Say; transport?: MailTransport }

/** Runs `work` on the Node store, which must exist already unless the work may make it, and closes it after. */
async function withExisting<T>(settings: NodeLeadsSettings, work: (db: NodeSqlite) => Promise<T>, create = false) {
  if (!create && !existsSync(settings.dbPath))
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

async function withLocalD1<T>(env: Env, work: (db: SqlDatabase, where: string, state: string) => Promise<T>) {
  const state = env.LOCAL_CLOUDFLARE_STATE ?? LOCAL_STATE
  const local = await openLocalD1(state)
  try {
    return await work(local.db, `the local Cloudflare copy in ${state}`, state)
  } finally {
    await local.dispose()
  }
}

/** `export [FILE] [--cloudflare]`: every lead as CSV, into FILE (0600 when new: it holds customers' details) or out. */
async function exportCsv(settings: NodeLeadsSettings, env: Env, args: string[], out: (text: string) => void) {
  const file = args.find((arg) => arg !== "--cloudflare")
  // Every customer's details: the owner's alone, in a folder made for it as a backup's is.
  const write = file ? (text: string) => (ownerOnlyFile(file), writeFileSync(file, text)) : out
  const csv = async (db: SqlDatabase, where: string) =>
    `${quoteRequests(await writeCsv(db, settings.business, write))} from ${where}${file ? `, written to ${file}` : ""}.`
  if (!args.includes("--cloudflare")) return withExisting(settings, (db) => csv(db, settings.dbPath))
  return withLocalD1(env, (db, where, state) =>
    whileBusy(() => csv(db, where)).catch((error: unknown) => {
      throw new Refusal(
        isBusy(error)
          ? `The local Cloudflare copy in ${state} stayed busy (${errorMessage(error)}): try again in a moment.`
          : `The local Cloudflare copy in ${state} has no lead store yet (${errorMessage(error)}): npm run serve:cloudflare makes it.`,
      )
    }),
  )
}

/** The reference the owner typed, or a refusal that says how to write one (and what else `also` may be given). */
function referenceOf(typed: string | undefined, what: string, also = "") {
  const reference = typed && typed !== "--failed" ? normaliseReference(typed) : undefined
  if (!reference && !(also && typed === "--failed"))
    throw new Refusal(`Give the reference of ${what}, like Q-7K3M-Q9XD${typed ? ` (not "${typed}")` : ""}${also}.`)
  return reference
}

async function remove(settings: NodeLeadsSettings, typed: string | undefined) {
  const reference = referenceOf(typed, "the request to delete")!
  return withExisting(settings, async (db) => {
    if (!(await deleteLead(db, reference, { now: Date.now(), webhookUrl: settings.webhook?.url })))
      throw new Refusal(`There is no quote request ${reference} in ${settings.dbPath}.`)
    return reference
  })
}

const words = (one: MessageState) => messageWords(one) ?? `${one.kind} to ${one.recipient}`
const listed = (messages: MessageState[]) =>
  messages.map((one) => `${one.reference} (${words(one)}: ${one.lastError || one.status})`).join("\n  ")

/** `resend REF` or `resend --failed`: failed messages back in the queue, due now, with a new day of retries. */
async function resend(settings: NodeLeadsSettings, typed: string | undefined, say: Say) {
  const reference = referenceOf(typed, "the request", ", or --failed for every failed message")
  await withExisting(settings, async (db) => {
    const back = await requeueFailed(db, Date.now(), reference)
    if (!back.length) {
      const states = reference ? await messagesOf(db, reference) : []
      throw new Refusal(
        !reference
          ? "No message has failed: there is nothing to send again."
          : states.length
            ? `${reference} has no failed message (${states.map((one) => `${words(one)}: ${one.status}`).join(", ")}).`
            : `There is no message of ${reference} in ${settings.dbPath}.`,
      )
    }
    say(`Sending again:\n  ${listed(back)}`)
    say(
      "The running server sends them at its next look, within a minute while mail works (its log says when); a stopped one, once it starts.",
    )
  })
}

/** `test`'s steps 2 and 3, after a step 1 that failed. */
const MAIL_FIRST = "   (2 and 3, a test request stored and mailed, wait for the mail to work.)"

function testTransport(settings: NodeLeadsSettings, env: Env, cloudflare: boolean): MailTransport {
  const key = env.MAIL_API_KEY?.trim()
  if (cloudflare && key) return mailApiTransport({ key, url: env.MAIL_API_URL?.trim() })
  if (!cloudflare && settings.smtpProblem) throw new Refusal(`   ${settings.smtpProblem}\n${MAIL_FIRST}`)
  if (!cloudflare && settings.smtpUrl) return smtpTransport(settings.smtpUrl)
  throw new Refusal(
    cloudflare
      ? '   MAIL_API_KEY is not set, so the Cloudflare copy sends no e-mail. Set it and MAIL_API_URL as on Cloudflare (docs/deploy.md, "Setting up the lead store on Cloudflare"), in .env or the environment, and run this again.'
      : '   SMTP_URL is not set, so no e-mail can be sent. Set it (docs/owner-guide.md, "Receiving quote requests") and run this again.',
  )
}

/** The mail's part of `test`: a test request through the store, the outbox and the mail, then removed. */
async function testMail({ settings, env, cloudflare, say, transport: given }: TestRun) {
  for (const line of settings.placeholders) say(`Before going live: ${line}`)
  // A store that cannot be read is step 2's to report.
  const failed =
    !cloudflare && existsSync(settings.dbPath) ? await withExisting(settings, failedMessages).catch(() => []) : []
  if (failed.length)
    say(`Messages that FAILED earlier (send them again with npm run leads -- resend --failed):\n  ${listed(failed)}`)
  say(`1. The mail ${cloudflare ? "API" : "server"}…`)
  const transport = given ?? testTransport(settings, env, cloudflare)
  const sent: MailMessage[] = []
  const mail: MailTransport = {
    ...transport,
    send: async (message) => {
      const result = await transport.send(message)
      if (result.ok) sent.push(message)
      return result
    },
  }
  const problem = (error: unknown) =>
    cloudflare ? `The mail API refused: ${errorMessage(error)}` : mailProblem(error, settings.smtpUrl ?? "")
  await mail.check?.().catch((error: unknown) => {
    throw new Refusal(`${problem(error)}\n${MAIL_FIRST}`)
  })
  const login = !cloudflare && new URL(settings.smtpUrl ?? "smtp://x").username
  say(cloudflare ? "   (checked by sending below)" : login ? "   answers and accepts the login." : "   answers.")
  const owner = leaseOwner()
  const storeAndSend = async (db: SqlDatabase, where: string) => {
    say(`2. Storing a test request in ${where}…`)
    const reference = await storeLead(
      db,
      {
        name: "Test request",
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
        limits: { perClient: 1e6, windowMs: 1, acknowledgementsPerDay: 1e6, acknowledgementsPerHour: 1e6 },
      },
    )
      .then((result) => {
        if (result.outcome !== "stored") throw new Error(result.outcome)
        return result.reference
      })
      .catch((error: unknown) => {
        const unusable = !cloudflare && whyNoStoreFile(settings.dbPath)
        throw new Refusal(
          `${where} could not take a request: ${errorMessage(error)}. ` +
            (cloudflare
              ? "Start npm run serve:cloudflare once: it makes the local copy's tables."
              : unusable
                ? `LEADS_DB can't be used: ${unusable}. Name a file in a folder the server can write.`
                : "Check that the folder exists, is writable by the server's user, and the disk has room.") +
            "\n   (3, sending it, waits for the store.)",
        )
      })
    say(`   stored as ${reference}.`)
    say(`3. Sending its alert to ${settings.notifyTo} and its acknowledgement to the same address…`)
    // Quiet: what went wrong is said below, in the owner's words.
    const loop = sendLoop({
      db,
      transport: mail,
      mail: { business: settings.business, from: settings.mailFrom },
      owner,
      now: Date.now,
      log: () => {},
    })
    try {
      // The first attempt decides: a server running beside this may take one of them, and sends it the same way.
      const deadline = Date.now() + 60_000
      let rows: MessageState[]
      for (;;) {
        await loop.runUntilEmpty()
        rows = await messagesOf(db, reference)
        if (rows.every((row) => row.status !== "pending" || row.lastError) || Date.now() > deadline) break
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      const unsent = rows.filter((row) => row.status !== "sent")
      const why = (row: MessageState) => problem(new Error(row.lastError || "no answer within a minute"))
      if (unsent.length) throw new Refusal(unsent.map((row) => `The ${row.kind} was not sent: ${why(row)}`).join("\n"))
    } finally {
      await loop.stop()
      await deleteLead(db, reference)
    }
    say(`   both sent. Look for them in ${settings.notifyTo} (and its spam folder):`)
    for (const message of sent)
      say(
        `   - "${message.subject}"\n     From: ${message.from}\n     Reply-To: ${formatMailbox(message.replyTo)}\n     envelope sender: ${message.sender}`,
      )
    say("   The test request has been removed. The mail path works.")
  }
  await (cloudflare
    ? withLocalD1(env, storeAndSend)
    : withExisting(settings, (db) => storeAndSend(db, settings.dbPath), true))
}

/** The made-up request of the webhook's test event: a week ahead, in the first window the guide's example has. */
const testLead = (now: number): LeadRow => ({
  reference: "Q-TEST-TEST",
  created_at: now,
  name: "Test request",
  suburb: "Test suburb",
  email: "test@example.com",
  phone: "0400 000 000",
  service_type: "general",
  message: "This is a test from npm run leads -- test.",
  estimate: "",
  page: "",
  sent_at: new Date(now).toISOString(),
  preferred_date: new Date(now + 7 * 86_400_000).toISOString().slice(0, 10),
  arrival_window: "08:00-11:00",
})

/** The webhook's part of `test`: a signed `test` event to the receiving tool, whose answer is shown. */
async function testWebhook({ settings: { webhook, webhookOff, business }, say }: TestRun, now = Date.now()) {
  say("4. The webhook…")
  if (webhookOff) throw new Refusal(`   OFF: ${webhookOff}`)
  if (!webhook) return say("   off (LEADS_WEBHOOK_URL is not set).")
  const host = new URL(webhook.url).host
  // Every field a new request's event has, so a tool that learns them from a sample (Zapier's Catch Hook) can map them.
  const sample = webhookBody(
    "Q-TEST-TEST",
    testLead(now),
    { state: "new", date: "", window: "", sequence: 0, message: "", at: now },
    business,
  )
  const body = JSON.stringify({ ...(JSON.parse(sample) as object), type: "test" })
  let response: Response
  try {
    response = await postEvent(webhook.url, webhook.secret, `msg_test_${now}`, body, now)
  } catch (error) {
    throw new Refusal(`   LEADS_WEBHOOK_URL (${host}) ${unanswered(error)}.`)
  }
  const text = (await response.text()).trim()
  const answer = `${response.status}${text ? ` ${quoted(text)}` : ""}`
  if (!response.ok) throw new Refusal(`   LEADS_WEBHOOK_URL (${host}) answered ${answer}: check it and the secret.`)
  say(`   A signed test event went to ${host}, which answered ${answer}.`)
}

/** The inbox's part of `test`: LEADS_OWNERS and the GitHub app it signs in with, present and well-formed. */
function testInbox({ settings: { inbox, business }, env, say }: TestRun) {
  say("5. The leads inbox…")
  if ("off" in inbox && !env.LEADS_OWNERS?.trim()) return say("   off (LEADS_OWNERS is not set).")
  if ("off" in inbox) throw new Refusal(`   OFF: ${inbox.off}`)
  const { clientId, githubUrl } = inbox.github
  say(`   on for ${inbox.owners.join(", ")}, with the GitHub app ${clientId} (${githubUrl}), at ${business.inboxUrl}.`)
}

/** The booking's part of `test`: the live build's rules, and whether content/booking.json still says the same. */
function testBooking({ env, cloudflare, say }: TestRun) {
  say("6. The quote form and its booking, as the live build has them…")
  const built = join(env.BUILD_DIR?.trim() || "build", cloudflare ? "client" : "live")
  const again = cloudflare ? "build again (npm run build)" : "run npm start again (or npm run build)"
  if (!existsSync(built)) return say(`   No build yet in ${built}: npm start makes one.`)
  const { contract, problem } = contractIn(built)
  if (!contract)
    throw new Refusal(
      `   The build in ${built} has no ${CONTRACT_PATH}${problem ? ` that can be read (${problem})` : ""}: ${again}.`,
    )
  // Every visitor would be told "received" while nothing reaches the store: the one thing this test must not pass.
  if (contract.endpoint !== LEADS_PATH)
    throw new Refusal(
      `   The live build's quote form ${contract.endpoint ? `posts to ${contract.endpoint}` : "sends nothing (QUOTE_FORM_ENDPOINT was empty)"}, not to this store: set QUOTE_FORM_ENDPOINT=/api/leads and ${again}.`,
    )
  say(`   ${bookingLine(contract)}`)
  const changed = bookingChanged(contract, contentDirOf(env), again)
  if (changed) throw new Refusal(`   ${changed}`)
  say(`   ${join(contentDirOf(env), "booking.json")} says the same.`)
}

/** `test`: each part that is set up (the mail, the webhook, the inbox, the booking); what failed, in plain words. */
async function test(run: TestRun) {
  const { settings, say } = run
  let failed = 0
  for (const part of [testMail, testWebhook, testInbox, testBooking])
    await Promise.resolve()
      .then(() => part(run))
      .catch((error: unknown) => {
        if (!(error instanceof Refusal)) throw error
        say(error.message)
        failed++
      })
  if (failed) throw new Refusal(failed === 1 ? "One part above did not work." : `${failed} parts above did not work.`)
  say(
    settings.placeholders.length
      ? `Everything set up works; change what is listed under "Before going live" before customers see these e-mails.`
      : "Everything works.",
  )
}

/** `backup FILE`: a copy of the store, which says when it was taken: it keeps what the store held then. */
async function copy(settings: NodeLeadsSettings, file: string | undefined, say: Say) {
  if (!file)
    throw new Refusal("Give the file to write the copy to, e.g. npm run leads -- backup leads-2026-11-27.sqlite")
  if (resolve(file) === resolve(settings.dbPath))
    throw new Refusal("The backup must go to another file than the store itself.")
  // An older copy may be the only one of what the store held then: it is never written over.
  if (existsSync(file))
    throw new Refusal(`${file} is already there: give the copy a new name, or delete the old one first.`)
  await withExisting(settings, async (db) => {
    // The copy holds every lead: the owner's alone (0600), like the store (an empty file is an empty database to SQLite).
    ownerOnlyFile(file)
    await backup(db.connection(), file)
    const [leads, { size, mtimeMs }] = [await countLeads(db), statSync(file)]
    say(
      `Copied the store as it was at ${sydneyTime(mtimeMs)} (Sydney time), ${quoteRequests(leads)}, ${size} bytes, to ${file}. ` +
        "It keeps what the store held then: a request deleted later is still in it, until you delete the copy.",
    )
  })
}

export async function main(
  args: string[],
  io: { out?: (text: string) => void; say?: (line: string) => void; env?: Env; transport?: MailTransport } = {},
) {
  const out = io.out ?? ((text: string) => process.stdout.write(text))
  const say = io.say ?? ((line: string) => console.error(line))
  // A reference read out with spaces for its dashes (q a77r fgw2) arrives as words: one reference when they make one.
  const spoken =
    ["delete", "resend"].includes(args[0]!) && args.length > 2 && normaliseReference(args.slice(1).join(""))
  if (spoken) args = [args[0]!, spoken]
  const [command, argument] = args
  const env = io.env ?? process.env
  try {
    let settings: NodeLeadsSettings
    try {
      settings = leadsSettingsFromEnv(env)
    } catch (error) {
      throw new Refusal(`The lead store's settings can't be used: ${errorMessage(error)}`)
    }
    const commands: Record<string, () => Promise<void>> = {
      export: async () => say(await exportCsv(settings, env, args.slice(1), out)),
      delete: async () => say(`Deleted ${await remove(settings, argument)} and its e-mails.`),
      test: () => test({ settings, env, cloudflare: argument === "--cloudflare", say, transport: io.transport }),
      resend: () => resend(settings, argument, say),
      backup: () => copy(settings, argument, say),
    }
    if (!command || !Object.hasOwn(commands, command)) {
      say(command ? `"${command}" is not one of its commands.\n${USAGE}` : USAGE)
      return command ? 2 : 0
    }
    // A second reference or file would otherwise be passed over without a word.
    const most = command === "export" ? 2 : 1
    if (args.length > most + 1) {
      const given = args.slice(1).map((arg) => `"${arg}"`)
      throw new Refusal(
        `Nothing was done: "${command}" takes ${most === 1 ? "one word" : "a file and --cloudflare"} after it, not ${given.join(" ")}. Run it once for each.`,
      )
    }
    await commands[command]!()
    return 0
  } catch (error) {
    say(error instanceof Refusal ? error.message : `Something went wrong: ${errorMessage(error)}`)
    return 1
  }
}

/**
 * `export > leads.csv` starts the file over when it holds only npm's banner, read through /proc (decision 045), and is
 * the owner's alone, as `export FILE` makes it: the shell made it readable by everyone on the machine.
 */
function writeStdout(text: string, write: (text: string) => unknown, fd = 1) {
  const stat = fstatSync(fd)
  if (stat.isFile()) fchmodSync(fd, 0o600)
  let before = ""
  if (stat.isFile() && stat.size > 0 && stat.size < 1024 && process.env.npm_lifecycle_event)
    try {
      before = readFileSync(`/proc/self/fd/${fd}`, "utf8")
    } catch {
      // No /proc (not Linux): the banner stays.
    }
  if (!/^\n> [^\n]*\n> [^\n]*\n\n?$/.test(before)) return void write(text)
  const bytes = Buffer.from(text)
  ftruncateSync(fd, 0)
  // At explicit positions: the descriptor's own offset is still past the banner.
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done, done)
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("server/leads/cli.ts")) {
  const write = process.stdout.write.bind(process.stdout)
  // stdout is the CSV's alone: what wrangler and the rest print ("Using secrets defined in .env") goes to stderr.
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write
  process.exitCode = await main(process.argv.slice(2), { out: (text) => writeStdout(text, write) })
}
