import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"

import { afterEach, describe, expect, it } from "vitest"

import { mailReceiver } from "../../tests/mail-receiver.ts"
import { csvHeader, readCsv } from "../../tests/read-csv.ts"
import { mailProblem, main } from "./cli.ts"
import { csvCell, toCsv } from "./csv.ts"
import { messagesOf } from "./queue.ts"
import { GIVE_UP_AFTER_MS, sendLoop } from "./send-loop.ts"
import { smtpTransport } from "./smtp.ts"
import { query } from "./sql.ts"
import { BUSINESS, testStore, VALID } from "./test-support.ts"

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
    env: { LEADS_DB: store.path, LEADS_NOTIFY_TO: "owner@riverleaf.example", ...env },
  })
  return { code, out, said: said.join("\n") }
}

describe("csv", () => {
  it("quotes what needs it and doubles quotes", () => {
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"')
    expect(csvCell("plain")).toBe("plain")
    expect(toCsv(["a", "b"], [["1", null]])).toBe("a,b\r\n1,\r\n")
  })

  it("keeps a phone number as typed but never lets a cell run as a formula", () => {
    expect(csvCell("+61 491 570 156")).toBe("+61 491 570 156")
    expect(csvCell("-5 degrees")).toBe("-5 degrees")
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"')
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(csvCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0")
  })
})

describe("npm run leads", () => {
  it("export: every lead as CSV with a header and a reference column, fields as typed", async () => {
    store = testStore()
    const message = 'Line one, with "quotes"\nLine two <b>bold</b>'
    const first = await store.post({ ...VALID, message, estimate: "Deep Clean: $420", token: await store.token() })
    const { reference } = (await first.json()) as { reference: string }
    await store.post({ ...VALID, name: "Alex", token: await store.token() })
    const { code, out, said } = await run(["export"])
    expect(code).toBe(0)
    expect(said).toContain("2 quote request(s)")
    expect(csvHeader(out)).toEqual([
      "reference",
      "received",
      "name",
      "suburb",
      "email",
      "phone",
      "service_type",
      "message",
      "estimate",
      "page",
      "sent_at",
      "alert",
      "acknowledgement",
    ])
    const rows = readCsv(out)
    expect(rows).toHaveLength(2)
    const row = rows[0]
    expect(row).toMatchObject({
      reference,
      name: VALID.name,
      phone: VALID.phone,
      message,
      estimate: "Deep Clean: $420",
      alert: "pending",
    })
  })

  it("delete: one lead and its e-mails, by its reference however it is typed", async () => {
    store = testStore()
    const { reference } = (await (await store.post({ ...VALID, token: await store.token() })).json()) as {
      reference: string
    }
    await store.post({ ...VALID, token: await store.token() })
    const { code, said } = await run(["delete", reference.toLowerCase().replace("-", " ")])
    expect(code).toBe(0)
    expect(said).toContain(`Deleted ${reference}`)
    expect(await query(store.db, "SELECT reference FROM outbox WHERE reference = ?", [reference])).toEqual([])
    expect((await query(store.db, "SELECT count(*) AS n FROM leads"))[0]!.n).toBe(1)
    const again = await run(["delete", reference])
    expect(again.code).toBe(1)
    expect(again.said).toContain(`There is no quote request ${reference}`)
    expect((await run(["delete", "nonsense"])).said).toContain("Give the reference")
  })

  it("backup: a second file, readable, with every lead, while the store is open", async () => {
    store = testStore()
    await store.post({ ...VALID, token: await store.token() })
    const copy = join(store.dir, "copy.sqlite")
    const { code, said } = await run(["backup", copy])
    expect(code).toBe(0)
    expect(said).toContain("1 quote requests")
    const read = new DatabaseSync(copy, { readOnly: true })
    expect(
      read
        .prepare("SELECT name FROM leads")
        .all()
        .map((row) => row.name),
    ).toEqual([VALID.name])
    read.close()
    expect((await run(["backup", store.path])).code).toBe(1)
  })

  it("test: a test lead through the store and a real mail server, both e-mails sent, then removed", async () => {
    store = testStore()
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    const { code, said } = await run(["test"], { SMTP_URL: receiver.url, MAIL_FROM: "leads@riverleaf.example" })
    expect(said).toContain("Everything works")
    expect(code).toBe(0)
    expect(receiver.mails.map((mail) => mail.to[0])).toEqual(["owner@riverleaf.example", "owner@riverleaf.example"])
    expect((await query(store.db, "SELECT count(*) AS n FROM leads"))[0]!.n).toBe(0)
  })

  it("test: says in plain words what failed", async () => {
    store = testStore()
    const receiver = mailReceiver()
    await receiver.start()
    await receiver.stop()
    const down = await run(["test"], { SMTP_URL: receiver.url })
    expect(down.code).toBe(1)
    expect(down.said).toMatch(/Nothing answered at the mail server at 127\.0\.0\.1:\d+ \(connection refused\)/)
    const unset = await run(["test"], { SMTP_URL: "" })
    expect(unset.said).toContain("SMTP_URL is not set")
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
      log: () => {},
    })
    cleanups.push(loop.stop)
    await loop.runUntilEmpty()
    expect((await messagesOf(store.db, reference)).map((one) => one.status)).toEqual(["failed", "failed"])

    const tested = await run(["test"], { SMTP_URL: receiver.url })
    expect(tested.said).toContain(
      `E-mails that FAILED earlier (send them again with npm run leads -- resend --failed):`,
    )
    expect(tested.said).toContain(`${reference} (alert to owner@riverleaf.example: `)

    receiver.control.refuseRecipient = ""
    const one = await run(["resend", reference.toLowerCase()])
    expect(one.code).toBe(0)
    expect(one.said).toContain(`Sending again:\n  ${reference} (alert to owner@riverleaf.example: `)
    await loop.runUntilEmpty()
    expect((await messagesOf(store.db, reference)).map((row) => row.status)).toEqual(["sent", "sent"])
    expect(receiver.mails.filter((mail) => mail.headers["x-lead-reference"] === reference)).toHaveLength(2)

    const again = await run(["resend", reference])
    expect(again.code).toBe(1)
    expect(again.said).toBe(`${reference} has no failed e-mail (alert: sent, acknowledgement: sent).`)
    expect((await run(["resend", "--failed"])).said).toBe("No e-mail has failed: there is nothing to send again.")
    expect((await run(["resend"])).said).toContain("or --failed for every failed e-mail")
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
    // The next refusal, a day after the lead came in, is retried: the day counts from the resend.
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
