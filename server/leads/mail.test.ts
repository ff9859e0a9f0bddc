import { describe, expect, it } from "vitest"

import { customerAcknowledgement, mailDomain, ownerAlert, telHref } from "./mail.ts"
import type { LeadRow } from "./store.ts"
import { BUSINESS, NOW } from "./test-support.ts"

const LEAD: LeadRow = {
  reference: "Q-7K3M-Q9XD",
  created_at: NOW,
  name: "Sam\r\nBcc: victim@example.com",
  suburb: "Thurgoona",
  email: "sam@example.com",
  phone: "0491 570 156",
  service_type: "ndis",
  message: `<a href="https://evil.example">click</a> & <img src=x onerror=alert(1)>`,
  estimate: "Instant estimate: Deep Clean, 3 bedrooms: $420 incl. GST",
  page: "https://www.riverleaf-cleaning.example/",
  sent_at: "2026-11-25T21:00:00.000Z",
}
const MAIL = { business: BUSINESS, from: '"Riverleaf" <leads@riverleaf.example>' }

describe("the owner's alert", () => {
  const alert = ownerAlert(LEAD, "owner@riverleaf.example", MAIL)

  it("links the visitor's phone and e-mail, so the owner calls or writes from the alert", () => {
    expect(alert.html).toContain('<a href="tel:0491570156" style="color:#1f5c3f">0491 570 156</a>')
    expect(alert.html).toContain('<a href="mailto:sam@example.com" style="color:#1f5c3f">sam@example.com</a>')
    expect(customerAcknowledgement(LEAD, MAIL).html).not.toContain("tel:")
  })

  it("dials only what is a number: digits and a leading +", () => {
    expect(telHref("+61 491 570 156")).toBe("tel:+61491570156")
    expect(telHref("(02) 6021-0000")).toBe("tel:0260210000")
    expect(telHref('0491"><script>')).toBeUndefined()
    expect(telHref("call me")).toBeUndefined()
  })

  it("goes to LEADS_NOTIFY_TO from MAIL_FROM, Reply-To the visitor, with a Message-ID stable per lead and kind", () => {
    expect(alert).toMatchObject({ to: "owner@riverleaf.example", from: MAIL.from, kind: "alert" })
    expect(alert.replyTo).toEqual({ name: "Sam Bcc: victim@example.com", address: "sam@example.com" })
    expect(alert.messageId).toBe("<q-7k3m-q9xd.alert@riverleaf.example>")
    expect(ownerAlert(LEAD, "owner@riverleaf.example", MAIL).messageId).toBe(alert.messageId)
  })

  it("holds every field, the estimate, the page and the reference; a subject of one line", () => {
    for (const text of [
      LEAD.reference,
      LEAD.suburb,
      LEAD.email,
      LEAD.phone,
      BUSINESS.services.ndis!,
      LEAD.message,
      LEAD.estimate,
      LEAD.page,
    ])
      expect(alert.text).toContain(text)
    expect(alert.subject).toBe("New quote request Q-7K3M-Q9XD: NDIS cleaning, Thurgoona (Sam Bcc: victim@example.com)")
    expect(alert.subject).not.toMatch(/[\r\n]/)
  })

  it("names the service as the business's settings name it, and a value never offered as it was sent", () => {
    const deep = ownerAlert({ ...LEAD, service_type: "deep" }, "owner@riverleaf.example", MAIL)
    expect(deep.subject).toMatch(/^New quote request Q-7K3M-Q9XD: Deep Home Clean, /)
    expect(deep.text).toMatch(/Service type\W+Deep Home Clean/)
    // "constructor" is a name every object has; the names are an own-keys lookup.
    for (const sent of ["carpets", "constructor"])
      expect(ownerAlert({ ...LEAD, service_type: sent }, "o@riverleaf.example", MAIL).subject).toContain(`: ${sent}, `)
  })

  it("shows markup as the characters typed, never as markup", () => {
    expect(alert.html).toContain(
      "&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt; &amp; &lt;img src=x onerror=alert(1)&gt;",
    )
    // The only links are the alert's own two: the visitor's phone and e-mail.
    expect(alert.html.match(/<a |<img/g)).toEqual(["<a ", "<a "])
    expect(alert.html).not.toContain('evil.example"')
  })
})

describe("the customer's acknowledgement", () => {
  const ack = customerAcknowledgement(LEAD, MAIL)

  it("goes to the visitor with the reference, the request with its estimate, the business's name, phone and reply time", () => {
    expect(ack.to).toBe("sam@example.com")
    expect(ack.replyTo).toEqual({ name: BUSINESS.name, address: BUSINESS.email })
    for (const text of [
      LEAD.reference,
      LEAD.estimate,
      BUSINESS.name,
      BUSINESS.phone,
      "within one business hour",
      "ABN 00 000 000 000",
    ])
      expect(ack.text).toContain(text)
    expect(ack.subject).toContain(LEAD.reference)
  })

  it("is factual: no offer, discount or newsletter (Spam Act)", () => {
    expect(ack.text).not.toMatch(/offer|discount|%|subscribe|newsletter|deal|sale|promo/i)
  })
})

describe("mailDomain", () => {
  it("takes the domain of MAIL_FROM in either form", () => {
    expect(mailDomain('"Riverleaf" <Leads@Riverleaf.Example>')).toBe("riverleaf.example")
    expect(mailDomain("leads@mail.example.com")).toBe("mail.example.com")
    expect(mailDomain("nonsense")).toBe("localhost")
  })
})
