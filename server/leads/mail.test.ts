import { describe, expect, it } from "vitest"

import { BUSINESS, NOW } from "../../tests/support/lead-store.ts"
import {
  customerAcknowledgement,
  customerAnswer,
  mailbox,
  mailDomain,
  ownerAlert,
  telHref,
  type MailSettings,
} from "./mail.ts"
import { replyBy } from "./opening-hours.ts"
import type { LeadRow, OutboxPayload } from "./store.ts"

const HOURS = { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" }
const NOTE =
  "This is an estimate. We confirm your price after a quick walk-through of your home, before any work starts."
const ESTIMATE = "Instant estimate: Deep Home Clean, 3 bedrooms: $420 incl. GST for this clean."
/** Friday 27 November 2026, 6:35 pm in Albury: after hours. */
const FRIDAY_EVENING = Date.parse("2026-11-27T18:35:00+11:00")
const LEAD: LeadRow = {
  reference: "Q-7K3M-Q9XD",
  created_at: NOW,
  name: "Sam\r\nBcc: victim@example.com",
  suburb: "Thurgoona",
  email: "sam@example.com",
  phone: "0491 570 156",
  service_type: "ndis",
  message: `<a href="https://evil.example">click</a> & <img src=x onerror=alert(1)>`,
  estimate: ESTIMATE,
  page: "https://www.riverleaf-cleaning.example/",
  sent_at: "2026-11-25T21:00:00.000Z",
}
const MAIL: MailSettings = {
  business: { ...BUSINESS, phoneDial: "+61491570156", hours: HOURS, estimateNote: NOTE },
  from: '"Riverleaf" <leads@riverleaf.example>',
}
const SAM = { ...LEAD, name: "Sam Taylor", created_at: FRIDAY_EVENING }

describe("the owner's alert", () => {
  const alert = ownerAlert(LEAD, "owner@riverleaf.example", MAIL)

  it("leads its subject with the person, the service and the suburb; the reference at the end", () => {
    expect(ownerAlert({ ...SAM, service_type: "deep" }, "o@riverleaf.example", MAIL).subject).toBe(
      "Sam Taylor: Deep Home Clean, Thurgoona (quote request Q-7K3M-Q9XD)",
    )
    expect(alert.subject).toBe("Sam Bcc: victim@example.com: NDIS cleaning, Thurgoona (quote request Q-7K3M-Q9XD)")
    const long = ownerAlert({ ...SAM, name: "Alexandra Konstantinopoulou-Whitfield" }, "o@riverleaf.example", MAIL)
    expect(long.subject.slice(0, 60)).toBe("Alexandra Konstantinopoulou-W…: NDIS cleaning, Thurgoona (qu")
  })

  it("has a Call and a Reply button at the top, before the request", () => {
    const top = alert.html.slice(
      0,
      alert.html.indexOf('<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse'),
    )
    expect(top).toContain(
      '<a href="tel:0491570156" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none">Call</a>',
    )
    expect(top).toContain(
      '<a href="mailto:sam@example.com?subject=Your%20quote%20request%20Q-7K3M-Q9XD" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none">Reply</a>',
    )
  })

  it("states the time to reply by, counted in opening hours", () => {
    expect(alert.text).toContain(
      "Reply by 10 am today: it came in after hours, and the site promised a reply within one business hour.",
    )
    expect(ownerAlert(SAM, "o@riverleaf.example", MAIL).text).toContain(
      "Reply by 10 am on Monday 30 November: it came in after hours, and the site promised a reply within one business hour.",
    )
    const noon = ownerAlert({ ...SAM, created_at: Date.parse("2026-11-27T12:20:00+11:00") }, "o@r.example", MAIL)
    expect(noon.text).toContain("Reply by 1:20 pm today: the site promised a reply within one business hour.")
  })

  it("dials only what is a number: digits and a leading +", () => {
    expect(telHref("+61 491 570 156")).toBe("tel:+61491570156")
    expect(telHref("(02) 6021-0000")).toBe("tel:0260210000")
    expect(telHref('0491"><script>')).toBeUndefined()
    expect(telHref("call me")).toBeUndefined()
    // The first number only: two numbers, or a formula after a line break, are not one to dial.
    expect(telHref("0491 570 110 or 02 6021 1234")).toBe("tel:0491570110")
    expect(telHref("+61 491 570 110\n=1+1")).toBe("tel:+61491570110")
  })

  it("goes to LEADS_NOTIFY_TO from MAIL_FROM with the site's envelope, Reply-To the visitor, a stable Message-ID", () => {
    expect(alert).toMatchObject({ to: "owner@riverleaf.example", from: MAIL.from, sender: "leads@riverleaf.example" })
    expect(alert.replyTo).toEqual({ name: "Sam Bcc: victim@example.com", address: "sam@example.com" })
    expect(alert.messageId).toBe("<q-7k3m-q9xd.alert@riverleaf.example>")
    expect(ownerAlert(LEAD, "owner@riverleaf.example", MAIL).messageId).toBe(alert.messageId)
  })

  it("holds every field, the page, the reference and the site's address", () => {
    for (const text of [
      LEAD.reference,
      LEAD.suburb,
      LEAD.email,
      LEAD.phone,
      BUSINESS.services.ndis!,
      LEAD.message,
      `Estimate: ${ESTIMATE}`,
      LEAD.page,
      "Sent by the quote form at https://www.riverleaf-cleaning.example.",
    ])
      expect(alert.text).toContain(text)
    expect(alert.subject).not.toMatch(/[\r\n]/)
  })

  it("links the page it was sent from by its whole address, and only a page of the site", () => {
    const sentFrom = (page: string) =>
      /Sent from<\/th><td[^>]*>(.*?)<\/td>/.exec(ownerAlert({ ...LEAD, page }, "o@riverleaf.example", MAIL).html)![1]
    const contact = "https://www.riverleaf-cleaning.example/contact"
    expect(sentFrom("/contact")).toBe(`<a href="${contact}" style="color:#1f5c3f">${contact}</a>`)
    expect(ownerAlert({ ...LEAD, page: "/contact" }, "o@riverleaf.example", MAIL).text).toContain(
      `Sent from: ${contact}`,
    )
    // A path the URL parser reads as another host stays text, as does an address of another site (an old row).
    for (const page of ["/\\evil.example/", "https://evil.example/"]) expect(sentFrom(page)).not.toContain("<a")
  })

  it("shows an estimate the message already holds once", () => {
    const carried = ownerAlert({ ...LEAD, message: `${ESTIMATE}\nTwo dogs.` }, "o@riverleaf.example", MAIL)
    expect(carried.text.split("$420")).toHaveLength(2)
  })

  it("names the service as the business's settings name it, and a value never offered as it was sent", () => {
    const deep = ownerAlert({ ...LEAD, service_type: "deep" }, "owner@riverleaf.example", MAIL)
    expect(deep.text).toContain("Service: Deep Home Clean")
    // "constructor" is a name every object has; the names are an own-keys lookup.
    for (const sent of ["carpets", "constructor"])
      expect(ownerAlert({ ...LEAD, service_type: sent }, "o@riverleaf.example", MAIL).subject).toContain(`: ${sent}, `)
  })

  it("shows markup as the characters typed, never as markup", () => {
    expect(alert.html).toContain(
      "&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt; &amp; &lt;img src=x onerror=alert(1)&gt;",
    )
    // The only links are the alert's own: call, reply, the page it was sent from, the site.
    expect(alert.html.match(/<a [^>]*>/g)?.map((a) => /href="([^:"]+)/.exec(a)![1])).toEqual([
      "tel",
      "mailto",
      "https",
      "https",
    ])
    expect(alert.html).not.toMatch(/<img|evil\.example"/)
  })

  it("shows no direction override and no encoded word, in the subject or the body", () => {
    const sly = ownerAlert(
      {
        ...LEAD,
        name: "Sam \u202egnp.exe\u202c =?utf-8?B?QmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=",
        suburb: "\u2066Albury\u2069\u200f",
        message: "Subject: =?UTF-8?Q?Refund_ready?= \u061c\u200e",
      },
      "o@riverleaf.example",
      MAIL,
    )
    for (const text of [sly.subject, sly.text, sly.html, JSON.stringify(sly.replyTo)]) {
      expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
      expect(text).not.toMatch(/=\?[^?\s]*\?[bq]\?[^?\s]*\?=/i)
    }
    expect(sly.subject).toBe("Sam gnp.exe =? utf-8?B?QmNjOi…: NDIS cleaning, Albury (quote request Q-7K3M-Q9XD)")
    expect(sly.text).toContain("Message: Subject: =? UTF-8?Q?Refund_ready?=")
  })
})

const ack = customerAcknowledgement({ ...SAM, service_type: "deep" }, MAIL)

describe("the customer's acknowledgement", () => {
  it("goes to the visitor from MAIL_FROM with the site's envelope, Reply-To the business", () => {
    expect(ack).toMatchObject({ to: "sam@example.com", from: MAIL.from, sender: "leads@riverleaf.example" })
    expect(ack.replyTo).toEqual({ name: BUSINESS.name, address: BUSINESS.email })
    expect(ack.subject).toBe("We received your quote request Q-7K3M-Q9XD – Riverleaf Eco Cleaning")
  })

  it("says what happens next and by when: after hours, by the next opening plus the promise", () => {
    expect(ack.text).toBe(`Hello Sam Taylor,

Thank you for your quote request. Riverleaf Eco Cleaning received it on Friday, 27 November 2026 at 6:35 pm. Your reference is Q-7K3M-Q9XD.

We're closed now. We open again at 9 am on Monday 30 November and will reply by 10 am, within one business hour of opening. If you need us sooner, call 0491 570 156 and quote Q-7K3M-Q9XD.

Your request
Reference: Q-7K3M-Q9XD
Service: Deep Home Clean
Suburb: Thurgoona
Estimate:
  Deep Home Clean, 3 bedrooms: $420 incl. GST for this clean.
  ${NOTE}

Riverleaf Eco Cleaning · ABN 00 000 000 000 · 0491 570 156 · hello@riverleaf.example · https://www.riverleaf-cleaning.example

You are receiving this e-mail because this address was entered in the quote form at https://www.riverleaf-cleaning.example. If that was not you, you can ignore it: the form sends one address at most 5 of these a day, and we will not write otherwise unless you ask us to.
`)
    const at = (iso: string) => customerAcknowledgement({ ...SAM, created_at: Date.parse(iso) }, MAIL).text
    expect(at("2026-11-26T15:35:00+11:00")).toContain("We'll reply by 4:35 pm today, within one business hour.")
    expect(at("2026-11-26T16:30:00+11:00")).toContain("We'll reply by 9:30 am tomorrow, within one business hour.")
    const withoutHours = { ...MAIL, business: { ...MAIL.business, hours: undefined } }
    expect(customerAcknowledgement(SAM, withoutHours).text).toContain("We'll reply within one business hour.")
  })

  it("has the business's phone as a tel: link, and the estimate once with the site's caveat", () => {
    expect(ack.html).toContain('call <a href="tel:+61491570156" style="color:#1f5c3f">0491 570 156</a> and quote')
    expect(ack.html.split("$420")).toHaveLength(2)
    expect(ack.html).toContain(
      `$420 incl. GST for this clean.<span style="display:block;margin-top:4px;font-size:13px;line-height:1.4;color:#4a5b52">${NOTE}</span>`,
    )
  })

  it("repeats nothing the visitor wrote but the service, a plain suburb and the site's estimate line", () => {
    const spam = customerAcknowledgement(
      {
        ...SAM,
        name: "Claim your refund at evil.com",
        suburb: "www.evil.com",
        phone: "0400 000 000 evil.com",
        message: "Visit https://evil.example/refund now",
        estimate: "Refund: $500 at https://evil.example",
      },
      MAIL,
    )
    for (const text of [spam.subject, spam.text, spam.html]) expect(text).not.toMatch(/evil|refund|0400/i)
    // An estimate line's shape with someone's words in it: their figures, or another service than the one asked for.
    for (const estimate of [
      "Instant estimate: Deep Home Clean, 4 bedrooms: $49 incl. GST. Pay a $200 deposit: BSB 062-000 account 1234 5678",
      "Instant estimate: Deep Home Clean: $49 incl. GST. Call 04 00 99 99 99 to hold it",
      "Instant estimate: Deep Home Clean: $0400999999 incl. GST",
      "Instant estimate: Regular Clean, 3 bedrooms: $160 incl. GST for this clean.",
    ])
      expect(customerAcknowledgement({ ...SAM, service_type: "deep", estimate }, MAIL).text).not.toContain("Estimate")
    const weekly =
      "Instant estimate: Deep Home Clean, 3 bedrooms, 2 bathrooms, Oven, Weekly: $1,340.50 incl. GST for the first visit, then $272 incl. GST a visit (weekly, 20 % off)."
    expect(customerAcknowledgement({ ...SAM, service_type: "deep", estimate: weekly }, MAIL).text).toContain(
      weekly.slice(18),
    )
    expect(spam.text).toMatch(/^Hello,\n/)
    expect(spam.text).not.toMatch(/Suburb|Estimate/)
    for (const name of ["x@y.z", "http://a.b", "Sam at evil。com", "Call 1900 123 456"])
      expect(customerAcknowledgement({ ...SAM, name }, MAIL).text).toMatch(/^Hello,\n/)
    expect(customerAcknowledgement({ ...SAM, name: "Zoë O'Brien-Nguyen" }, MAIL).text).toMatch(
      /^Hello Zoë O'Brien-Nguyen,\n/,
    )
  })

  it("is factual: no offer, discount or newsletter (Spam Act)", () => {
    expect(ack.text).not.toMatch(/offer|discount|%|subscribe|newsletter|deal|sale|promo/i)
  })
})

describe("the owner's answers", () => {
  const step: OutboxPayload = {
    state: "confirmed",
    date: "2026-12-01",
    window: "08:00-11:00",
    sequence: 0,
    message: "",
    at: NOW,
  }
  const settings = { ...MAIL, copyTo: "owner@riverleaf.example" }
  const confirmation = customerAnswer(SAM, step, settings)
  const decline = customerAnswer(SAM, { ...step, state: "declined", message: "Our van is off the road." }, settings)

  it("keep the reference on one line, in the acknowledgement and the alert too; the text keeps it as it is", () => {
    const whole = `<span style="white-space:nowrap">${SAM.reference}</span>`
    const alert = ownerAlert(SAM, "owner@riverleaf.example", MAIL)
    for (const mail of [ack, confirmation, decline, alert]) {
      // Every time the reference shows in the body, not in a link's address.
      const shown = mail.html.replace(/href="[^"]*"|<title>.*<\/title>/g, "").split(SAM.reference).length - 1
      expect(mail.html.split(whole).length - 1, mail.subject).toBe(shown)
      expect(mail.text).not.toContain("nowrap")
    }
    expect(ack.html.split(whole)).toHaveLength(4)
  })

  it("have the business's phone as a tel: link, as the acknowledgement does", () => {
    for (const answer of [confirmation, decline]) {
      expect(answer.html).toContain(
        'call <a href="tel:+61491570156" style="color:#1f5c3f">0491 570 156</a> or reply to this e-mail.',
      )
    }
    expect(confirmation.text).toContain("To change anything, call 0491 570 156 or reply to this e-mail.")
    // A decline has nothing to change.
    expect(decline.text).toContain("To talk it over, call 0491 570 156 or reply to this e-mail.")
  })

  it("go to the customer with a blind copy to the owner, the invitation organized by MAIL_FROM", () => {
    for (const answer of [confirmation, decline]) expect(answer).toMatchObject({ to: SAM.email, bcc: settings.copyTo })
    expect(customerAnswer(SAM, step, MAIL).bcc).toBeUndefined()
    for (const answer of [confirmation, decline])
      expect(answer.calendar?.content).toContain('ORGANIZER;CN="Riverleaf":mailto:leads@riverleaf.example\r\n')
  })
})

describe("MAIL_FROM", () => {
  it("is read as a name and an address, with or without quotes, or as an address alone", () => {
    const riverleaf = { name: "Riverleaf Eco Cleaning", address: "hello@riverleaf.example" }
    expect(mailbox('"Riverleaf Eco Cleaning" <hello@riverleaf.example>')).toEqual(riverleaf)
    expect(mailbox("Riverleaf Eco Cleaning <hello@riverleaf.example>")).toEqual(riverleaf)
    expect(mailbox("hello@riverleaf.example")).toEqual({ name: "", address: "hello@riverleaf.example" })
    expect(mailbox("Riverleaf Eco Cleaning")).toBeUndefined()
    expect(mailbox("Riverleaf <not an address>")).toBeUndefined()
  })

  it("gives the Message-ID its domain", () => {
    expect(mailDomain('"Riverleaf" <Leads@Riverleaf.Example>')).toBe("riverleaf.example")
    expect(mailDomain("leads@mail.example.com")).toBe("mail.example.com")
    expect(mailDomain("nonsense")).toBe("localhost")
  })
})

describe("replyBy", () => {
  it("counts the promise in opening hours, across a weekend and a daylight-saving change", () => {
    const promise = "within 2 business hours"
    expect(replyBy(Date.parse("2026-11-27T16:00:00+11:00"), HOURS, promise, "Australia/Sydney")).toEqual({
      by: { time: "10 am", day: "on Monday 30 November" },
    })
    // Sydney's clocks go back an hour at 3 am on Sunday 5 April 2026: Monday still opens at 9 local.
    expect(replyBy(Date.parse("2026-04-03T20:00:00+11:00"), HOURS, promise, "Australia/Sydney")).toEqual({
      opens: { time: "9 am", day: "on Monday 6 April" },
      by: { time: "11 am", day: "on Monday 6 April" },
    })
    expect(replyBy(NOW, HOURS, "within 24 hours", "Australia/Sydney")).toEqual({
      opens: { time: "9 am", day: "today" },
    })
  })
})
