import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"

import { afterEach, describe, expect, it } from "vitest"

import { applyLocalMigrations } from "../../scripts/lib/wrangler.ts"
import { startMailApiStandIn } from "../../tests/mail-api-stand-in.ts"
import { mailReceiver } from "../../tests/mail-receiver.ts"
import { csvHeader, readCsv } from "../../tests/read-csv.ts"
import { mailProblem, main } from "./cli.ts"
import { csvCell, toCsv } from "./csv.ts"
import { query } from "./sql.ts"
import { testStore, VALID } from "./test-support.ts"

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
    const { code, said } = await run(["test"], {
      SMTP_URL: receiver.url,
      MAIL_FROM: "Riverleaf Eco Cleaning <leads@riverleaf.example>",
      CONTENT_DIR: "tests/fixtures/content-every-option",
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
      /^Before going live: tests\/fixtures\/content-every-option\/business.json still has the example e-mail "hello@example.com"/,
    )
    expect(said).toContain('business.json still has the placeholder ABN "00 000 000 000"')
    expect(said).not.toContain("Everything works")
  })

  it("test: settings that can't be used are refused in plain words, never showing the password", async () => {
    store = testStore()
    const hashed = await run(["test"], { SMTP_URL: "smtp://owner:Tr0ub4dor#3@mail.riverleaf.example:587" })
    expect(hashed.code).toBe(1)
    expect(hashed.said).toMatch(
      /^The lead store's settings can't be used: SMTP_URL can't be read: the password holds a character that must be written as %23 \(#\)/,
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
  }, 120_000)

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
