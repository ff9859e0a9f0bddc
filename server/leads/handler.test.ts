import { writeFileSync } from "node:fs"
import { DatabaseSync } from "node:sqlite"

import { afterEach, describe, expect, it } from "vitest"

import { BUSINESS, makeReadOnly, SITE, testStore, VALID, withSmallDisk } from "../../tests/support/lead-store.ts"
import { MAX_BODY_BYTES } from "../http.ts"
import { keptUnlessFailed } from "./handler.ts"
import { ownerAlert } from "./mail.ts"
import { unavailable } from "./pages.ts"
import { query } from "./sql.ts"
import { allLeads, DEFAULT_LIMITS, readLead, REFERENCE_PATTERN } from "./store.ts"

let store: ReturnType<typeof testStore>
afterEach(() => store?.cleanup())

const count = async (table: "leads" | "outbox") =>
  Number((await query(store.db, `SELECT count(*) AS n FROM ${table}`))[0]!.n)

describe("keptUnlessFailed (the store's secret, its first clean-up, the deployed contract)", () => {
  it("makes its promise once, and again on the call after it failed", async () => {
    let made = 0
    const kept = keptUnlessFailed(async () => {
      if (made++ === 0) throw new Error("disk busy")
      return "read"
    })
    await expect(kept()).rejects.toThrow("disk busy")
    expect(await kept()).toBe("read")
    expect(await kept()).toBe("read")
    expect(made).toBe(2)
  })
})

describe("POST /api/leads", () => {
  it("stores the request as typed, with its alert and acknowledgement, before it answers 200 with the reference", async () => {
    store = testStore()
    const message = `<script>alert("x")</script> <b>bold</b> & "quotes"`
    const response = await store.post({
      ...VALID,
      message,
      estimate: "Deep clean, 3 bedrooms: $420",
      page: `${SITE}/?utm_source=mail&email=sam@example.com#quote-form`,
      time: "2026-11-25T21:00:00.000Z",
      token: await store.token(),
    })
    expect(response.status).toBe(200)
    const { reference } = (await response.json()) as { reference: string }
    expect(reference).toMatch(REFERENCE_PATTERN)
    const [lead] = await allLeads(store.db)
    expect(lead).toMatchObject({
      reference,
      name: VALID.name,
      service_type: "deep",
      message,
      estimate: "Deep clean, 3 bedrooms: $420",
      page: `${SITE}/`,
    })
    const outbox = await query(store.db, "SELECT kind, recipient, status FROM outbox ORDER BY kind")
    expect(outbox.map((row) => ({ ...row }))).toEqual([
      { kind: "acknowledgement", recipient: "sam@example.com", status: "pending" },
      { kind: "alert", recipient: "owner@riverleaf.example", status: "pending" },
    ])
    expect(store.notified).toHaveLength(1)
  })

  it("refuses bad input with 400 and each field's own message, and stores nothing", async () => {
    store = testStore()
    const token = await store.token()
    const response = await store.post({ ...VALID, email: "not-an-address", message: "x".repeat(2001), token })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      ok: false,
      errors: { email: "Please enter a valid email address", message: "Your message must be at most 2000 characters" },
    })
    const missing = await store.post({ token })
    expect(missing.status).toBe(400)
    expect(Object.keys(((await missing.json()) as { errors: object }).errors)).toEqual([
      "name",
      "suburb",
      "email",
      "phone",
      "serviceType",
      "message",
    ])
    expect(await count("leads")).toBe(0)
    expect(await count("outbox")).toBe(0)
  })

  it("caps every field, the extras too", async () => {
    store = testStore()
    const token = await store.token()
    for (const [field, length] of Object.entries({ name: 101, suburb: 81, phone: 31, estimate: 601, page: 501 })) {
      const response = await store.post({ ...VALID, [field]: "1".repeat(length), token })
      expect(response.status, field).toBe(400)
    }
    expect((await store.post({ ...VALID, email: `${"a".repeat(250)}@example.com`, token })).status).toBe(400)
    expect(await count("leads")).toBe(0)
  })

  it("answers a bot as it answers a person and keeps nothing: the trap filled, no token, a forged one, one too young", async () => {
    store = testStore()
    const good = await store.token()
    const young = await store.token(1000)
    const forged = `${good.slice(0, -3)}AAA`
    for (const fields of [
      { ...VALID, token: good, _gotcha: "https://spam.example" },
      { ...VALID },
      { ...VALID, token: forged },
      { ...VALID, token: young },
      { ...VALID, token: "1.2.3" },
    ]) {
      const response = await store.post(fields)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { reference: string }).reference).toMatch(REFERENCE_PATTERN)
    }
    expect(await count("leads")).toBe(0)
    expect(await count("outbox")).toBe(0)
    expect(store.notified).toHaveLength(0)
  })

  it("refuses a token over a day old with 409, which the form's script answers with a new one", async () => {
    store = testStore()
    const token = await store.token(25 * 60 * 60 * 1000)
    const answer = await store.post({ ...VALID, token })
    expect(answer.status).toBe(409)
    expect(await answer.json()).toEqual({ ok: false, error: "stale-token" })
    expect(await count("leads")).toBe(0)
  })

  it("stores the same request posted twice (its token) once, and answers both with its reference", async () => {
    store = testStore()
    const token = await store.token()
    const first = (await (await store.post({ ...VALID, token })).json()) as { reference: string }
    const again = (await (await store.post({ ...VALID, token })).json()) as { reference: string }
    expect(again.reference).toBe(first.reference)
    expect(await count("leads")).toBe(1)
    expect(await count("outbox")).toBe(2)
    // Sent again with the phone corrected: the correction is a request of its own, not dropped for the first.
    const corrected = (await (await store.post({ ...VALID, phone: "0499 999 999", token })).json()) as {
      reference: string
    }
    expect(corrected.reference).not.toBe(first.reference)
    expect(await query(store.db, "SELECT phone FROM leads ORDER BY created_at, phone")).toEqual([
      { phone: VALID.phone },
      { phone: "0499 999 999" },
    ])
  })

  it("lets a household send 5 in ten minutes, and answers the 11th with 429 naming the phone", async () => {
    store = testStore()
    for (let i = 0; i < 10; i++) {
      const response = await store.post({ ...VALID, email: `sam${i}@example.com`, token: await store.token(5000) })
      expect(response.status, `request ${i + 1}`).toBe(200)
    }
    const refused = await store.post({ ...VALID, token: await store.token() })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: "rate-limited", phone: "0491 570 156" })
    // Another household is not held up.
    expect((await store.post({ ...VALID, token: await store.token() }, { address: "198.51.100.1" })).status).toBe(200)
    // Ten minutes on, the first household may send again.
    store.clock.now += 10 * 60_000
    expect((await store.post({ ...VALID, token: await store.token() })).status).toBe(200)
    expect(await count("leads")).toBe(12)
  })

  it("acknowledges one address at most five times a day: the lead and its alert are still kept", async () => {
    store = testStore()
    for (let i = 0; i < 6; i++) {
      expect((await store.post({ ...VALID, token: await store.token() }, { address: `192.0.2.${i}` })).status).toBe(200)
    }
    const kinds = await query(store.db, "SELECT kind, count(*) AS n FROM outbox GROUP BY kind ORDER BY kind")
    expect(kinds.map((row) => ({ ...row }))).toEqual([
      { kind: "acknowledgement", n: 5 },
      { kind: "alert", n: 6 },
    ])
    // Case does not make it another address.
    await store.post({ ...VALID, email: "SAM@Example.com", token: await store.token() }, { address: "192.0.2.9" })
    expect(await count("outbox")).toBe(12)
  })

  it("refuses a body over the cap unread (413) and any other content type (415)", async () => {
    store = testStore()
    // The cap holds every field at its length in any script: 2,000 Thai characters are 18 KB form-encoded.
    const thai = await store.post({ ...VALID, message: "ก".repeat(2000), token: await store.token() })
    expect(thai.status).toBe(200)
    const big = await store.post({ ...VALID, message: "x".repeat(MAX_BODY_BYTES) })
    expect(big.status).toBe(413)
    expect(store.lines).toContain("Lead refused: over 64 KB, more than every field at its cap.")
    const json = await store.handle(
      new Request(`${SITE}/api/leads`, {
        method: "POST",
        body: JSON.stringify(VALID),
        headers: { "content-type": "application/json" },
      }),
    )
    expect(json.status).toBe(415)
  })

  it("allows only its own methods and paths", async () => {
    store = testStore()
    const get = await store.handle(new Request(`${SITE}/api/leads`))
    expect(get.status).toBe(405)
    expect(get.headers.get("allow")).toBe("POST")
    expect((await store.handle(new Request(`${SITE}/api/leads/token`, { method: "POST" }))).status).toBe(405)
    expect((await store.handle(new Request(`${SITE}/api/leads/other`))).status).toBe(404)
  })
})

/** What a check page's own form posts back. */
const pageFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name!,
      value!
        .replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">")
        .replaceAll("&quot;", '"')
        .replaceAll("&#39;", "'")
        .replaceAll("&amp;", "&"),
    ]),
  )

describe("the plain form, posted before the script starts", () => {
  it("shows the request back as text with a fresh token, then stores it when the person presses Send", async () => {
    store = testStore()
    const typed = { ...VALID, message: `<img src=x onerror=alert(1)> please`, page: `${SITE}/` }
    const check = await store.post(typed, { json: false })
    expect(check.status).toBe(200)
    expect(check.headers.get("content-type")).toContain("text/html")
    expect(check.headers.get("content-security-policy")).toContain("default-src 'none'")
    const html = await check.text()
    expect(html).toContain("Check and send your request")
    expect(html).toContain('<button type="submit">Send my quote request</button>')
    // The service by the owner's name for it (the business's settings), the value kept for the post.
    expect(html).toContain(`<dd>${BUSINESS.services.deep}</dd>`)
    expect(html).toContain('<input type="hidden" name="serviceType" value="deep">')
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; please")
    expect(html).not.toContain("<img")
    // The number to call about a change is a link, as on the other pages, and does not wrap.
    expect(html).toMatch(/or call us on <a href="tel:\+?\d+">[^<]+<\/a>\.<\/p>/)
    expect(html).toContain('a[href^="tel:"]{white-space:nowrap}')
    expect(await count("leads")).toBe(0)
    expect(html).not.toContain("as the page opened")
    // Pressed as the page opened: quicker than a person reads, so not taken, and said.
    const quick = await (await store.post(pageFields(html), { json: false })).text()
    expect(quick).toContain(
      "<p>Send was pressed as the page opened, so it was not taken. Please check your request and press Send. Nothing has been sent yet.</p>",
    )
    expect(await count("leads")).toBe(0)
    store.clock.now += 5000
    const sent = await store.post(pageFields(html), { json: false })
    expect(sent.status).toBe(200)
    const page = await sent.text()
    expect(page).toContain("Quote request received")
    const [lead] = await allLeads(store.db)
    expect(lead!.message).toBe(typed.message)
    expect(page).toContain(lead!.reference)

    // Back, and the browser's "Confirm Form Resubmission": the same request checked and sent again is the same lead.
    store.clock.now += 60_000
    const again = await (await store.post(typed, { json: false })).text()
    store.clock.now += 5000
    expect(await (await store.post(pageFields(again), { json: false })).text()).toContain(lead!.reference)
    expect(await count("leads")).toBe(1)
    // Another request is another lead.
    const other = await (await store.post({ ...typed, message: "Another clean, please" }, { json: false })).text()
    store.clock.now += 5000
    await store.post(pageFields(other), { json: false })
    expect(await count("leads")).toBe(2)
  })

  it("answers bad input with a page listing what to correct", async () => {
    store = testStore()
    const response = await store.post({ ...VALID, phone: "12" }, { json: false })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain("Please enter a valid phone number")
  })
})

describe("a store that cannot take the request", () => {
  /** Posts leads from new addresses until the full store refuses one; every lead it kept has both its e-mails. */
  async function fillUntilFull(tries: number, message: (i: number) => string) {
    let refused: Response | undefined
    for (let i = 0; i < tries && !refused; i++) {
      const response = await store.post(
        { ...VALID, message: message(i), token: await store.token() },
        { address: `192.0.2.${i}` },
      )
      if (response.status !== 200) refused = response
    }
    expect(refused?.status).toBe(503)
    expect(store.lines.join("\n")).toMatch(/NOT stored.*full/)
    const orphans = await query(
      store.db,
      "SELECT reference FROM leads WHERE (SELECT count(*) FROM outbox WHERE outbox.reference = leads.reference) <> 2",
    )
    expect(orphans).toEqual([])
  }

  it("answers 503 when the file is read-only, and stores once it is writable again", async () => {
    await withSmallDisk("1m", async (dir) => {
      store = testStore({ dir })
      expect((await store.post({ ...VALID, token: await store.token() })).status).toBe(200)
      store.db.close()
      makeReadOnly(dir, true)
      try {
        const response = await store.post({ ...VALID, token: await store.token() })
        expect(response.status).toBe(503)
        expect(store.lines.join("\n")).toMatch(/NOT stored.*(unable to open|readonly)/)
      } finally {
        makeReadOnly(dir, false)
      }
      expect((await store.post({ ...VALID, token: await store.token() })).status).toBe(200)
      expect(await count("leads")).toBe(2)
    })
  })

  it("answers 503 when the file is not a database it can read", async () => {
    store = testStore()
    writeFileSync(store.path, "these are not the bytes of a database".repeat(200))
    const response = await store.post({ ...VALID, token: await store.token() })
    expect(response.status).toBe(503)
    expect(store.lines.join("\n")).toMatch(/not a database/)
  })

  it("answers 503 when the disk is full, and nothing is half-stored", async () => {
    await withSmallDisk("200k", async (dir) => {
      store = testStore({ dir })
      await fillUntilFull(400, (i) => `${i} ${"x".repeat(1990)}`)
    })
  })

  it("answers 503 within the busy timeout while another connection holds the write lock", async () => {
    store = testStore()
    const token = await store.token()
    const other = new DatabaseSync(store.path)
    other.exec("BEGIN IMMEDIATE")
    try {
      const started = performance.now()
      const response = await store.post({ ...VALID, token })
      expect(response.status).toBe(503)
      expect(performance.now() - started).toBeLessThan(2000)
      expect(store.lines.join("\n")).toMatch(/NOT stored.*locked/)
    } finally {
      other.exec("ROLLBACK")
      other.close()
    }
    // The same request again once the lock is gone: stored.
    expect((await store.post({ ...VALID, token })).status).toBe(200)
    expect(await count("leads")).toBe(1)
  })

  it("answers 503 when the store reaches its page limit (SQLite's max_page_count), with nothing half-stored", async () => {
    store = testStore()
    await store.post({ ...VALID, token: await store.token() })
    const pages = Number((await query(store.db, "PRAGMA page_count"))[0]!.page_count)
    store.db.connection().exec(`PRAGMA max_page_count = ${pages}`)
    await fillUntilFull(50, () => "x".repeat(1900))
  })

  it("answers the plain form's 503 with a page naming the phone", async () => {
    store = testStore()
    const token = await store.token()
    const other = new DatabaseSync(store.path)
    other.exec("BEGIN IMMEDIATE")
    try {
      const response = await store.post({ ...VALID, token }, { json: false })
      expect(response.status).toBe(503)
      expect(await response.text()).toContain("0491 570 156")
    } finally {
      other.exec("ROLLBACK")
      other.close()
    }
  })
})

describe("GET /api/leads/health", () => {
  it("says only whether the store is up: no counts", async () => {
    store = testStore()
    await store.post({ ...VALID, token: await store.token() })
    const response = await store.handle(new Request(`${SITE}/api/leads/health`))
    expect(await response.json()).toEqual({ ok: true })
  })
})

describe("the acknowledgement can't be aimed at strangers", () => {
  const acknowledgements = async () =>
    (await query(store.db, "SELECT recipient FROM outbox WHERE kind = 'acknowledgement' ORDER BY id")).map(
      (row) => row.recipient,
    )

  it("sends at most LEADS_ACK_LIMIT an hour to all addresses; every lead is kept and alerted, and its alert says so", async () => {
    store = testStore({ limits: { ...DEFAULT_LIMITS, acknowledgementsPerHour: 5 } })
    for (let i = 0; i < 12; i++) {
      const response = await store.post(
        { ...VALID, email: `stranger${i}@example.com`, token: await store.token() },
        { address: `127.0.${i % 4}.${i % 4}` },
      )
      expect(response.status, `lead ${i + 1}`).toBe(200)
    }
    expect(await count("leads")).toBe(12)
    expect(Number((await query(store.db, "SELECT count(*) AS n FROM outbox WHERE kind = 'alert'"))[0]!.n)).toBe(12)
    expect(await acknowledgements()).toHaveLength(5)
    const last = (await allLeads(store.db)).at(-1)!
    const alert = ownerAlert((await readLead(store.db, last.reference))!, "owner@riverleaf.example", {
      business: BUSINESS,
      from: "leads@riverleaf.example",
    })
    expect(alert.text).toContain("Acknowledgement: none sent (the hourly limit, LEADS_ACK_LIMIT)")
    const first = (await allLeads(store.db))[0]!
    expect(
      ownerAlert((await readLead(store.db, first.reference))!, "o@x.example", { business: BUSINESS, from: "a@b.c" })
        .text,
    ).not.toContain("Acknowledgement:")
    // Said in the log once an hour, not once a lead.
    expect(store.lines.filter((line) => line.includes("acknowledgements of the last hour"))).toHaveLength(1)
    store.clock.now += 60 * 60_000
    await store.post({ ...VALID, email: "next-hour@example.com", token: await store.token() }, { address: "127.0.9.9" })
    expect((await acknowledgements()).at(-1)).toBe("next-hour@example.com")
  })

  it("counts one mailbox once against the daily five: case, +tags and Gmail's dots", async () => {
    store = testStore()
    for (let i = 1; i <= 7; i++)
      await store.post(
        { ...VALID, email: `Victim+${i}@Example.com`, token: await store.token() },
        { address: `192.0.2.${i}` },
      )
    expect(await count("leads")).toBe(7)
    expect(await acknowledgements()).toHaveLength(5)
    // The mail goes to the address as typed; the cap is the mailbox's.
    expect((await acknowledgements())[0]).toBe("victim+1@example.com")
    const gmail = [
      "jo.doe@gmail.com",
      "jodoe@gmail.com",
      "J.O.Doe+x@googlemail.com",
      "jodoe@GMAIL.com",
      "j.odoe@gmail.com",
      "jo.d.oe@gmail.com",
    ]
    for (const [i, email] of gmail.entries())
      await store.post({ ...VALID, email, token: await store.token() }, { address: `198.51.100.${i}` })
    expect((await acknowledgements()).filter((to) => !String(to).endsWith("example.com"))).toHaveLength(5)
    const held = await query(store.db, "SELECT acknowledgement_withheld AS why FROM leads WHERE email = ?", [
      "jo.d.oe@gmail.com",
    ])
    expect(held[0]!.why).toBe("address")
  })

  it("keys an IPv6 visitor by its /64: stepping through its addresses is still one visitor", async () => {
    store = testStore()
    const statuses = []
    for (let i = 1; i <= 11; i++)
      statuses.push(
        (
          await store.post(
            { ...VALID, email: `v6-${i}@example.com`, token: await store.token() },
            { address: `2001:db8:1:2::${i.toString(16)}` },
          )
        ).status,
      )
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    // The next /64 is another visitor.
    expect((await store.post({ ...VALID, token: await store.token() }, { address: "2001:db8:1:3::1" })).status).toBe(
      200,
    )
  })

  it("stores nothing posted from a page on another site (403), and takes the site's own posts, SITE_URL's and curl's", async () => {
    store = testStore()
    const token = await store.token()
    const refused: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { referer: "https://evil.example/page" },
      { origin: "https://www.riverleaf-cleaning.example.evil.example" },
    ]
    for (const headers of refused) {
      const response = await store.post({ ...VALID, token }, { headers })
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(await response.json()).toEqual({ ok: false, error: "not-from-this-site" })
    }
    const page = await store.post({ ...VALID, token }, { json: false, headers: { origin: "https://evil.example" } })
    expect(page.status).toBe(403)
    expect(page.headers.get("content-type")).toContain("text/html")
    expect(await page.text()).toContain("came from a page on another website")
    expect(await count("leads")).toBe(0)

    // The site's own page, by Origin, or by Referer alone.
    expect((await store.post({ ...VALID, token }, { headers: { origin: SITE } })).status).toBe(200)
    expect(
      (await store.post({ ...VALID, token: await store.token() }, { headers: { referer: `${SITE}/contact` } })).status,
    ).toBe(200)
    // Behind a proxy that ends TLS, or that passes another Host: SITE_URL's origin, the scheme included.
    const proxied = (origin: string) =>
      store.handle(
        new Request("http://127.0.0.1:3000/api/leads", {
          method: "POST",
          body: new URLSearchParams({ ...VALID, email: "proxied@example.com" }),
          headers: { accept: "application/json", origin },
        }),
      )
    expect((await proxied(SITE)).status).toBe(200)
    for (const origin of ["http://127.0.0.1:3000", SITE.replace("https:", "http:"), "https://elsewhere.example"])
      expect((await proxied(origin)).status, origin).toBe(403)
    // Neither header: not a browser's post (curl), which no page can make a visitor send.
    expect((await store.post({ ...VALID, token: await store.token() })).status).toBe(200)
    expect(await count("leads")).toBe(3)
    // Said once a minute, however many: what the request wrote is quoted, on one line.
    expect(store.lines.filter((line) => line.startsWith("Lead refused"))).toEqual([
      `Lead refused: posted from a page on another site ("https://evil.example"). This site is SITE_URL, "${SITE}": if visitors open it at that other address, set SITE_URL to it.`,
    ])
    store.clock.now += 60_000
    await store.post({ ...VALID, token }, { headers: { referer: 'https://evil.example/"forged"' } })
    expect(store.lines.filter((line) => line.startsWith("Lead refused")).at(-1)).toMatch(
      /^Lead refused: posted from a page on another site \("https:\/\/evil\.example\/\\"forged\\""\)\. This site is SITE_URL, .*\(and \d+ more like it in the last minute\)$/,
    )
  })

  it("keeps the lead's page only when it is this site's", async () => {
    store = testStore()
    const pageOf = async (page: string) => {
      const response = await store.post({ ...VALID, page, token: await store.token() })
      const { reference } = (await response.json()) as { reference: string }
      return (await readLead(store.db, reference))!.page
    }
    expect(await pageOf(`${SITE}/services?email=x@y.example`)).toBe(`${SITE}/services`)
    expect(await pageOf("/contact#quote")).toBe("/contact")
    expect(await pageOf("https://refund-claims.example/claim")).toBe("")
    expect(await pageOf("//refund-claims.example/claim")).toBe("")
    // A browser reads a backslash as a slash: this is another host too.
    expect(await pageOf("/\\refund-claims.example/claim")).toBe("")
    expect(await pageOf("javascript:alert(1)")).toBe("")
  })
})

describe("one unavailable answer", () => {
  it("gives the script JSON and the plain form a page, with or without the business's facts", async () => {
    const request = (accept: string) => new Request(`${SITE}/api/leads`, { method: "POST", headers: { accept } })
    const forScript = unavailable(request("application/json"))
    expect(forScript.status).toBe(503)
    expect(forScript.headers.get("retry-after")).toBe("60")
    expect(await forScript.json()).toEqual({ ok: false, error: "unavailable" })
    const forForm = unavailable(request("text/html"), BUSINESS)
    expect(forForm.status).toBe(503)
    expect(forForm.headers.get("content-type")).toContain("text/html")
    expect(await forForm.text()).toContain(BUSINESS.phone)
    const withoutSettings = await unavailable(request("text/html")).text()
    expect(withoutSettings).toContain("Your request didn&#39;t reach us")
  })
})
