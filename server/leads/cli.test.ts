import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"

import { afterEach, describe, expect, it } from "vitest"

import { bookingFileSchema } from "../../common/booking.ts"
import { applyLocalMigrations } from "../../scripts/deploy/wrangler.ts"
import { startMailApiStandIn } from "../../tests/mail-api-stand-in.ts"
import { mailReceiver } from "../../tests/mail-receiver.ts"
import { csvHeader, readCsv } from "../../tests/read-csv.ts"
import { BUSINESS, testStore, VALID } from "../../tests/support/lead-store.ts"
import { webhookReceiver } from "../../tests/support/webhook-receiver.ts"
import { formContract } from "../form-contract.ts"
import { main } from "./cli.ts"
import { csvCell, sydneyTime, toCsv } from "./csv.ts"
import { messagesOf } from "./queue.ts"
import { GIVE_UP_AFTER_MS, sendLoop } from "./send-loop.ts"
import { mailProblem, smtpTransport } from "./smtp.ts"
import { query } from "./sql.ts"
import { normaliseReference } from "./store.ts"

const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`
const PRINT = { content: "", settings: "" }

let store: ReturnType<typeof testStore>
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  store?.cleanup()
})

async function run(args: string[], env: Record<string, string> = {}) {
  let out = ""
  const said: string[] = []
  const code = await main(args, {
    out: (text) => (out += text),
    say: (line) => said.push(line),
    env: {
      LEADS_DB: store.path,
      LEADS_NOTIFY_TO: "owner@riverleaf.example",
      CONTENT_DIR: process.env.CONTENT_DIR,
      // No live build unless a test makes one: the booking's part then has nothing to check.
      BUILD_DIR: join(store.dir, "build"),
      ...env,
    },
  })
  return { code, out, said: said.join("\n") }
}

describe("csv", () => {
  it("quotes what needs it, doubles quotes, and starts with the byte order mark", () => {
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"')
    expect(csvCell("plain")).toBe("plain")
    expect(toCsv(["a", "b"], [["1", null]])).toBe("\uFEFFa,b\r\n1,\r\n")
  })

  it("never lets a cell run as a formula: whatever starts with = + - @, a tab or a CR gets a ', numbers aside", () => {
    for (const number of ["42", "-12.5", "0.5", "-7"]) expect(csvCell(number)).toBe(number)
    for (const formula of [
      "-2+3+cmd|' /C calc'!A0",
      '- 1+WEBSERVICE("http://evil.example")',
      "+61+cmd|' /C calc'!A0",
      "-(1)",
      "+61 491 570 156",
      "-5 degrees",
      "@SUM(A1)",
      "=1+1",
      "\t=1+1",
      "\r=1+1",
      "+cmd|' /C calc'!A0",
    ])
      expect(readCsv(`x\r\n${csvCell(formula)}\r\n`)[0]!.x).toBe(`'${formula}`)
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"')
  })
})

describe("npm run leads", () => {
  it("prints its usage without a command, and names a mistyped one first", async () => {
    store = testStore()
    const help = await run([])
    expect(help.code).toBe(0)
    expect(help.said).toMatch(/^Usage: npm run leads -- <command>/)
    const typo = await run(["exprot", "leads.csv"])
    expect(typo.code).toBe(2)
    expect(typo.said).toMatch(/^"exprot" is not one of its commands\.\nUsage: npm run leads/)
  })

  it("export: every lead as CSV in plain words, its time local, its service by name, as a spreadsheet opens it", async () => {
    store = testStore()
    const message = 'Line one, with "quotes"\nLine two <b>bold</b>'
    // 07:35 UTC on 26 November is 6:35 pm in Sydney (daylight time).
    store.clock.now = Date.UTC(2026, 10, 26, 7, 35, 1)
    const first = await store.post({
      ...VALID,
      name: "Zoë O'Brien",
      message,
      estimate: "Deep Clean: $420",
      token: await store.token(),
    })
    const { reference } = (await first.json()) as { reference: string }
    await store.post({ ...VALID, name: "=cmd|' /C calc'!A0", serviceType: "ndis", token: await store.token() })
    const { code, out, said } = await run(["export"])
    expect(code).toBe(0)
    expect(said).toContain("2 quote requests")
    expect(out.startsWith("\uFEFFReference,Received (Sydney time),Name,")).toBe(true)
    expect(csvHeader(out.slice(1))).toEqual([
      "Reference",
      "Received (Sydney time)",
      "Name",
      "Phone",
      "Email",
      "Suburb",
      "Service",
      "State",
      "Decline message",
      "Notes",
      "Message",
      "Estimate",
      "Page",
      "Alert to you",
      "Acknowledgement to the customer",
    ])
    const rows = readCsv(out)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      Reference: reference,
      "Received (Sydney time)": "2026-11-26 18:35",
      State: "New",
      Name: "Zoë O'Brien",
      Phone: VALID.phone,
      Service: "Deep Clean",
      Message: message,
      Estimate: "Deep Clean: $420",
      "Alert to you": "waiting to be sent",
      "Acknowledgement to the customer": "waiting to be sent",
    })
    expect(rows[1]).toMatchObject({ Name: "'=cmd|' /C calc'!A0", Service: "NDIS Support" })
    // The e-mails' states in words: sent, failed with the reason, none.
    await query(store.db, "UPDATE outbox SET status = 'sent' WHERE kind = 'alert'")
    await query(
      store.db,
      "UPDATE outbox SET status = 'failed', last_error = '550 5.1.1 no such user' WHERE kind = 'acknowledgement' AND reference = ?",
      [reference],
    )
    await query(store.db, "DELETE FROM outbox WHERE kind = 'acknowledgement' AND reference <> ?", [reference])
    const states = readCsv((await run(["export"])).out)
    expect(states.map((row) => [row["Alert to you"], row["Acknowledgement to the customer"]])).toEqual([
      ["sent", "failed: 550 5.1.1 no such user"],
      ["sent", "not sent: a limit on acknowledgements was reached"],
    ])
  })

  it("export FILE writes the file, and npm run leads -- export > FILE gives the same bytes, npm's banner gone", async () => {
    store = testStore()
    await store.post({ ...VALID, name: "Zoë O'Brien", token: await store.token() })
    // Into a folder not made yet, as a backup goes.
    const file = join(store.dir, "exports", "leads.csv")
    expect((await run(["export", file])).said).toContain(`1 quote request from ${store.path}, written to ${file}`)
    const written = readFileSync(file)
    expect([...written.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(readCsv(written.toString("utf8"))[0]!.Name).toBe("Zoë O'Brien")
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const redirected = join(store.dir, "redirected.csv")
    const npm = spawnSync("sh", ["-c", `npm run leads -- export > "${redirected}"`], {
      env: { ...process.env, LEADS_DB: store.path, LEADS_NOTIFY_TO: "owner@riverleaf.example" },
      encoding: "utf8",
    })
    expect(npm.status, npm.stderr).toBe(0)
    expect(readFileSync(redirected)).toEqual(written)
    expect(statSync(redirected).mode & 0o777).toBe(0o600)
    // Into a pipe, npm's banner is npm's to keep out (--silent); the CSV is whole.
    const piped = spawnSync("sh", ["-c", "npm run --silent leads -- export | cat"], {
      env: { ...process.env, LEADS_DB: store.path, LEADS_NOTIFY_TO: "owner@riverleaf.example" },
    })
    expect(piped.stdout).toEqual(written)
  }, 60_000)

  it("delete: one lead and its e-mails, by its reference however it is typed", async () => {
    store = testStore()
    const { reference } = (await (await store.post({ ...VALID, token: await store.token() })).json()) as {
      reference: string
    }
    await store.post({ ...VALID, token: await store.token() })
    expect(await run(["delete", reference, "Q-7K3M-Q9XD"])).toMatchObject({
      code: 1,
      said: `Nothing was done: "delete" takes one word after it, not "${reference}" "Q-7K3M-Q9XD". Run it once for each.`,
    })
    expect((await query(store.db, "SELECT count(*) AS n FROM leads"))[0]!.n).toBe(2)
    // Typed as read out, without quotes: three words.
    const { code, said } = await run(["delete", ...reference.toLowerCase().split("-")])
    expect(code).toBe(0)
    expect(said).toContain(`Deleted ${reference}`)
    expect(await query(store.db, "SELECT reference FROM outbox WHERE reference = ?", [reference])).toEqual([])
    expect((await query(store.db, "SELECT count(*) AS n FROM leads"))[0]!.n).toBe(1)
    const again = await run(["delete", reference])
    expect(again.code).toBe(1)
    expect(again.said).toContain(`There is no quote request ${reference}`)
    expect((await run(["delete", "hello"])).said).toContain("Give the reference")
    // Read out on the phone and typed by ear: I and L are 1, O is 0, as the phone's sign-in code.
    expect(normaliseReference("q-7kim ql0o")).toBe("Q-7K1M-Q100")
  })

  it("delete: the lead's e-mail address is gone from the store's file and its WAL, another lead's stays", async () => {
    store = testStore()
    const email = "only.once.4821@example.com"
    const { reference } = (await (await store.post({ ...VALID, email, token: await store.token() })).json()) as {
      reference: string
    }
    await store.post({ ...VALID, email: "stays@example.com", token: await store.token() })
    const holding = (text: string) =>
      [store.path, `${store.path}-wal`].filter((file) => existsSync(file) && readFileSync(file).includes(text))
    expect(holding(email)).not.toEqual([])
    expect((await run(["delete", reference])).code).toBe(0)
    expect(holding(email)).toEqual([])
    expect(holding("stays@example.com")).not.toEqual([])
  })

  it("backup: a second file, readable, with every lead, while the store is open, saying when it was taken", async () => {
    store = testStore()
    await store.post({ ...VALID, token: await store.token() })
    const copy = join(store.dir, "copy.sqlite")
    const { code, said } = await run(["backup", copy])
    expect(code).toBe(0)
    const { size, mtimeMs } = statSync(copy)
    expect(said).toBe(
      `Copied the store as it was at ${sydneyTime(mtimeMs)} (Sydney time), 1 quote request, ${size} bytes, to ${copy}. It keeps what the store held then: a request deleted later is still in it, until you delete the copy.`,
    )
    expect(sydneyTime(Date.parse("2026-11-26T07:35:01Z"))).toBe("2026-11-26 18:35")
    const read = new DatabaseSync(copy, { readOnly: true })
    expect(
      read
        .prepare("SELECT name FROM leads")
        .all()
        .map((row) => row.name),
    ).toEqual([VALID.name])
    read.close()
    // Only the owner reads it, as the store; and the copy carries no secret (secret-file.ts).
    expect(statSync(copy).mode & 0o777).toBe(0o600)
    expect(new DatabaseSync(copy).prepare("SELECT count(*) AS n FROM settings").get()!.n).toBe(0)
    expect((await run(["backup", store.path])).code).toBe(1)
    // A second backup to the same name leaves the first as it was.
    const before = readFileSync(copy)
    await store.post({ ...VALID, email: "later@example.com", token: await store.token() })
    expect(await run(["backup", copy])).toMatchObject({
      code: 1,
      said: `${copy} is already there: give the copy a new name, or delete the old one first.`,
    })
    expect(readFileSync(copy).equals(before)).toBe(true)
  })

  it("test: a test lead through the store and a real mail server, both e-mails sent, then removed", async () => {
    store = testStore()
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    const { code, said } = await run(["test"], {
      SMTP_URL: receiver.url,
      MAIL_FROM: "Riverleaf Eco Cleaning <leads@riverleaf.example>",
      CONTENT_DIR: "tests/fixtures/content",
    })
    expect(code).toBe(0)
    expect(receiver.mails.map((mail) => mail.to[0])).toEqual(["owner@riverleaf.example", "owner@riverleaf.example"])
    expect(receiver.mails.map((mail) => mail.from)).toEqual(["leads@riverleaf.example", "leads@riverleaf.example"])
    expect((await query(store.db, "SELECT count(*) AS n FROM leads"))[0]!.n).toBe(0)
    // What each e-mail was sent as, and the shipped placeholders they carry, by their file.
    const sentAs = (replyTo: string) =>
      `     From: "Riverleaf Eco Cleaning" <leads@riverleaf.example>\n     Reply-To: ${replyTo}\n     envelope sender: leads@riverleaf.example`
    expect(said).toContain(sentAs('"Test request" <owner@riverleaf.example>'))
    expect(said).toContain(sentAs('"Riverleaf Eco Cleaning" <hello@example.com>'))
    expect(said).toMatch(
      /^Before going live: tests\/fixtures\/content\/business.json still has the example e-mail "hello@example.com"/,
    )
    expect(said).toContain('business.json still has the placeholder ABN "00 000 000 000"')
    expect(said).not.toContain("Everything works")
  })

  it("test: settings that can't be used are refused in plain words, never showing the password", async () => {
    store = testStore()
    const hashed = await run(["test"], { SMTP_URL: "smtp://owner:Tr0ub4dor#3@mail.riverleaf.example:587" })
    expect(hashed.code).toBe(1)
    expect(hashed.said).toContain(
      "1. The mail server…\n   SMTP_URL can't be read: the password holds a character that must be written as %23 (#)",
    )
    expect(hashed.said).not.toMatch(/Tr0ub4dor|ub4dor#3/)
    const nameOnly = await run(["test"], { MAIL_FROM: "Riverleaf Eco Cleaning" })
    expect(nameOnly.code).toBe(1)
    expect(nameOnly.said).toContain("MAIL_FROM must hold the sender's e-mail address")
  })

  it("test --cloudflare: a test lead through the local Cloudflare copy's D1 and the mail API, then removed", async () => {
    store = testStore()
    const state = mkdtempSync(join(tmpdir(), "cli-cloudflare-"))
    const api = await startMailApiStandIn()
    cleanups.push(api.close, () => rmSync(state, { recursive: true, force: true }))
    const env = { LOCAL_CLOUDFLARE_STATE: state, MAIL_API_KEY: "re_test", MAIL_API_URL: api.url }
    const unmigrated = await run(["test", "--cloudflare"], env)
    expect(unmigrated.code).toBe(1)
    expect(unmigrated.said).toContain("Start npm run serve:cloudflare once")
    applyLocalMigrations(state)
    const { code, said } = await run(["test", "--cloudflare"], { ...env, MAIL_FROM: "quotes@riverleaf.example" })
    expect(said).toContain(`2. Storing a test request in the local Cloudflare copy in ${state}…`)
    expect(code).toBe(0)
    expect(api.received.map(({ body }) => [body.from, body.to])).toEqual([
      ["quotes@riverleaf.example", ["owner@riverleaf.example"]],
      ["quotes@riverleaf.example", ["owner@riverleaf.example"]],
    ])
    expect((await run(["test", "--cloudflare"], { LOCAL_CLOUDFLARE_STATE: state })).said).toContain(
      "MAIL_API_KEY is not set",
    )
    // A key the service refuses: its own words, not "[object Object]".
    api.answerWith(401)
    const refused = await run(["test", "--cloudflare"], env)
    expect(refused.code).toBe(1)
    expect(refused.said).toMatch(/The alert was not sent: The mail API refused: \S.*401/)
    expect(refused.said).not.toContain("[object Object]")
  }, 180_000)

  it("test: says in plain words what failed", async () => {
    store = testStore()
    const receiver = mailReceiver()
    await receiver.start()
    await receiver.stop()
    const down = await run(["test"], { SMTP_URL: receiver.url })
    expect(down.code).toBe(1)
    expect(down.said).toMatch(/Nothing answered at the mail server at 127\.0\.0\.1:\d+ \(connection refused\)/)
    expect(down.said).toContain(
      "   (2 and 3, a test request stored and mailed, wait for the mail to work.)\n4. The webhook…",
    )
    const unset = await run(["test"], { SMTP_URL: "" })
    expect(unset.said).toContain("1. The mail server…\n   SMTP_URL is not set")
    expect(mailProblem({ code: "EAUTH", message: "Invalid login" }, "smtp://u:p@smtp.office365.com:587")).toContain(
      "refused the user name or password",
    )
    // A store that cannot be written: the file is not a database.
    writeFileSync(join(store.dir, "broken.sqlite"), "not a database".repeat(100))
    const receiverUp = mailReceiver()
    await receiverUp.start()
    cleanups.push(receiverUp.stop)
    const broken = await run(["test"], { SMTP_URL: receiverUp.url, LEADS_DB: join(store.dir, "broken.sqlite") })
    expect(broken.code).toBe(1)
    expect(broken.said).toContain("could not take a request")
    // One whose folder is a file: named as LEADS_DB's, and what waits for it said.
    const nested = join(store.dir, "broken.sqlite", "leads.sqlite")
    // A mail server without a login is not said to accept one.
    const misplaced = await run(["test"], { SMTP_URL: `smtp://${new URL(receiverUp.url).host}`, LEADS_DB: nested })
    expect(misplaced.said).toContain("1. The mail server…\n   answers.\n")
    expect(misplaced.said).toContain(
      `LEADS_DB can't be used: ${join(store.dir, "broken.sqlite")} is a file, not a folder. Name a file in a folder the server can write.\n   (3, sending it, waits for the store.)\n4. The webhook…`,
    )
  })

  it("test: sends a signed test event to the webhook and shows its answer; one that fails names LEADS_WEBHOOK_URL", async () => {
    store = testStore()
    const receiver = mailReceiver()
    await receiver.start()
    const hook = await webhookReceiver(WEBHOOK_SECRET)
    cleanups.push(receiver.stop, hook.close)
    const env = { SMTP_URL: receiver.url, LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET }
    const working = await run(["test"], env)
    expect(working.code, working.said).toBe(0)
    // A sample of every field a new request's event carries, for a tool to map.
    const data = { reference: "Q-TEST-TEST", name: "Test request", state: "new", service: expect.any(String) }
    expect(hook.deliveries).toMatchObject([{ verified: true, body: { type: "test", data } }])
    expect(hook.deliveries[0]!.body).toMatchObject({
      data: { preferredDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), preferredWindow: "8–11 am" },
    })
    expect(working.said).toContain(
      `4. The webhook…\n   A signed test event went to ${new URL(hook.url).host}, which answered 204.`,
    )

    hook.answers.push(401)
    const refused = await run(["test"], env)
    expect(refused.code).toBe(1)
    expect(refused.said).toContain(
      `   LEADS_WEBHOOK_URL (${new URL(hook.url).host}) answered 401: check it and the secret.`,
    )
    await hook.close()
    const nothing = await run(["test"], env)
    expect(nothing.code).toBe(1)
    expect(nothing.said).toContain(
      `   LEADS_WEBHOOK_URL (${new URL(hook.url).host}) could not be reached (ECONNREFUSED).`,
    )
    // The mail works, and is said to; the last word is that a part did not.
    expect(nothing.said).toContain("The mail path works.")
    expect(nothing.said.split("\n").at(-1)).toBe("One part above did not work.")
    const halfSet = await run(["test"], { SMTP_URL: receiver.url, LEADS_WEBHOOK_URL: hook.url })
    expect(halfSet.code).toBe(1)
    expect(halfSet.said).toContain("   OFF: LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET go together")
  })

  it("test: names the inbox's logins and GitHub app, or why it is off", async () => {
    store = testStore()
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    const github = {
      CMS_GITHUB_CLIENT_ID: "Iv1.abc",
      CMS_GITHUB_CLIENT_SECRET: "s",
      SITE_URL: "https://www.riverleaf.example",
    }
    const on = await run(["test"], { SMTP_URL: receiver.url, LEADS_OWNERS: "riverleaf-owner", ...github })
    expect(on.code, on.said).toBe(0)
    expect(on.said).toContain(
      "5. The leads inbox…\n   on for riverleaf-owner, with the GitHub app Iv1.abc (https://github.com), at https://www.riverleaf.example/admin/leads.",
    )
    expect((await run(["test"], { SMTP_URL: receiver.url })).said).toContain("   off (LEADS_OWNERS is not set).")
    const wrong = await run(["test"], { SMTP_URL: receiver.url, LEADS_OWNERS: "riverleaf owner!", ...github })
    expect(wrong.code).toBe(1)
    expect(wrong.said).toContain(
      '   OFF: LEADS_OWNERS must list GitHub logins separated by commas; "riverleaf owner!" is not one.',
    )
  })

  it("test: checks the live build's booking rules against content/booking.json", async () => {
    store = testStore()
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    const content = join(store.dir, "content")
    cpSync("tests/fixtures/content", content, { recursive: true })
    const live = join(store.dir, "build", "live")
    mkdirSync(live, { recursive: true })
    const rules = bookingFileSchema.parse(JSON.parse(readFileSync(join(content, "booking.json"), "utf8")))
    const env = { SMTP_URL: receiver.url, CONTENT_DIR: content }
    expect((await run(["test"], env)).said).toContain(
      `6. The quote form and its booking, as the live build has them…\n   The build in ${live} has no /quote-form.json: run npm start again (or npm run build).`,
    )
    writeFileSync(join(live, "quote-form.json"), JSON.stringify(formContract("", rules, PRINT)))
    const unposted = await run(["test"], env)
    expect(unposted.code).toBe(1)
    expect(unposted.said).toContain(
      "   The live build's quote form sends nothing (QUOTE_FORM_ENDPOINT was empty), not to this store: set QUOTE_FORM_ENDPOINT=/api/leads and run npm start again (or npm run build).",
    )
    writeFileSync(join(live, "quote-form.json"), JSON.stringify(formContract("/api/leads", rules, PRINT)))
    const same = await run(["test"], env)
    expect(same.code, same.said).toBe(0)
    expect(same.said).toContain(`   Booking: off in the live build.\n   ${content}/booking.json says the same.`)
    writeFileSync(join(content, "booking.json"), JSON.stringify({ ...rules, enabled: true }))
    const changed = await run(["test"], env)
    expect(changed.code).toBe(1)
    expect(changed.said).toContain(
      `   ${content}/booking.json has changed since the live build, which keeps the rules from before: run npm start again (or npm run build).`,
    )
  })

  it("export: says where the store would be when there is none yet", async () => {
    store = testStore()
    const { code, said } = await run(["export"], { LEADS_DB: join(store.dir, "none.sqlite") })
    expect(code).toBe(1)
    expect(said).toContain("There is no lead store at")
  })
})

describe("npm run leads -- resend", () => {
  it("puts a failed e-mail back, due now and with a new day of retries, and the send loop sends it once", async () => {
    store = testStore()
    const reference = (
      (await (await store.post({ ...VALID, token: await store.token() })).json()) as { reference: string }
    ).reference
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    // Refused for good: the visitor's mailbox did not exist (yet).
    receiver.control.refuseRecipient = "550 5.1.1 No such user"
    const loop = sendLoop({
      db: store.db,
      transport: smtpTransport(receiver.url),
      mail: { business: BUSINESS, from: "leads@riverleaf.example" },
      owner: "server",
      now: Date.now,
      log: () => {},
    })
    cleanups.push(loop.stop)
    await loop.runUntilEmpty()
    expect((await messagesOf(store.db, reference)).map((one) => one.status)).toEqual(["failed", "failed"])

    const tested = await run(["test"], { SMTP_URL: receiver.url })
    expect(tested.said).toContain(
      `Messages that FAILED earlier (send them again with npm run leads -- resend --failed):`,
    )
    expect(tested.said).toContain(`${reference} (The alert to owner@riverleaf.example: `)

    receiver.control.refuseRecipient = ""
    const one = await run(["resend", reference.toLowerCase()])
    expect(one.code).toBe(0)
    expect(one.said).toContain(`Sending again:\n  ${reference} (The alert to owner@riverleaf.example: `)
    await loop.runUntilEmpty()
    expect((await messagesOf(store.db, reference)).map((row) => row.status)).toEqual(["sent", "sent"])
    expect(receiver.mails.filter((mail) => mail.headers["x-lead-reference"] === reference)).toHaveLength(2)

    const again = await run(["resend", reference])
    expect(again.code).toBe(1)
    expect(again.said).toBe(
      `${reference} has no failed message (The alert to owner@riverleaf.example: sent, The confirmation to sam@example.com: sent).`,
    )
    expect((await run(["resend", "--failed"])).said).toBe("No message has failed: there is nothing to send again.")
    expect((await run(["resend"])).said).toContain("or --failed for every failed message")
  })

  it("--failed puts back every failed e-mail, and a message put back gets a new day before it fails again", async () => {
    store = testStore()
    for (const email of ["a@example.com", "b@example.com"])
      await store.post({ ...VALID, email, token: await store.token() })
    const always = { send: async () => ({ ok: false, retry: true, reason: "535 Authentication failed" }) as const }
    const loop = sendLoop({
      db: store.db,
      transport: always,
      mail: { business: BUSINESS, from: "leads@riverleaf.example" },
      owner: "server",
      now: () => store.clock.now,
      log: () => {},
    })
    cleanups.push(loop.stop)
    // A day and more of refused logins.
    store.clock.now += GIVE_UP_AFTER_MS
    for (let i = 0; i < 4; i++) await loop.runUntilEmpty()
    expect((await query(store.db, "SELECT DISTINCT status FROM outbox")).map((row) => row.status)).toEqual(["failed"])
    const back = await run(["resend", "--failed"])
    expect(back.said.split("\n")).toHaveLength(6)
    // The next refusal, a day after the lead came in, is retried: the day counts from the resend, which puts the
    // messages back at the machine's time (the loop's clock may be behind it).
    store.clock.now = Math.max(store.clock.now, Date.now())
    await loop.runUntilEmpty()
    expect(
      (await query(store.db, "SELECT status, attempts FROM outbox ORDER BY id")).map((row) => ({ ...row })),
    ).toEqual([
      { status: "pending", attempts: 1 },
      { status: "pending", attempts: 0 },
      { status: "pending", attempts: 0 },
      { status: "pending", attempts: 0 },
    ])
  })
})
