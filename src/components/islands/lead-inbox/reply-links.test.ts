import { describe, expect, it } from "vitest"

import type { LeadDetail } from "../../../../common/lead-inbox"
import { replyLinks } from "./reply-links"

const REPLIES = {
  message: ["Hi {firstName}, about your {service} request.", "You asked for {day}.", "Your estimate was {estimate}."],
  emailSubject: "Your {service} request",
}
const LEAD: LeadDetail = {
  reference: "Q-7K3M-Q9XD",
  received: "26 Nov 2026, 8:00 am",
  name: "Sam Taylor",
  suburb: "Thurgoona",
  service: "Deep Clean",
  estimate: "Instant estimate: Deep Clean, 3 bedrooms, 1 bathroom, One-off: $295 incl. GST for this clean.",
  state: "new",
  asked: { date: "2026-12-01", window: "08:00-11:00", words: "Tuesday 1 December 2026, 8–11 am" },
  confirmed: null,
  email: "sam+clean@example.com",
  phone: "0400 111 222",
  message: "",
  page: "/",
  notes: "Gate code 4471",
  undelivered: [],
}
const bodyOf = (href: string) => decodeURIComponent(href.split("body=")[1]!)

describe("the owner's one-tap replies", () => {
  it("call and text the number as typed, the text greeting by first name with the service, day and estimate", () => {
    const links = replyLinks(LEAD, REPLIES)
    expect(links.call).toBe("tel:0400111222")
    expect(links.text.startsWith("sms:0400111222?&body=")).toBe(true)
    expect(bodyOf(links.text)).toBe(
      "Hi Sam, about your Deep Clean request. You asked for Tuesday 1 December 2026, 8–11 am. Your estimate was $295 incl. GST.",
    )
  })

  it("e-mail with the subject and the same words, and never the owner's notes", () => {
    const { email } = replyLinks(LEAD, REPLIES)
    expect(email.startsWith("mailto:sam%2Bclean%40example.com?subject=Your%20Deep%20Clean%20request&body=")).toBe(true)
    expect(bodyOf(email)).toBe(bodyOf(replyLinks(LEAD, REPLIES).text))
    expect(email + replyLinks(LEAD, REPLIES).text).not.toContain("4471")
  })

  it("names the day confirmed over the day asked, and leaves out a line whose value the request lacks", () => {
    const confirmed = { ...LEAD.asked!, words: "Friday 4 December 2026, 1–4 pm" }
    expect(bodyOf(replyLinks({ ...LEAD, confirmed }, REPLIES).text)).toContain("You asked for Friday 4 December")
    const plain = replyLinks({ ...LEAD, asked: null, estimate: "" }, REPLIES)
    expect(bodyOf(plain.text)).toBe("Hi Sam, about your Deep Clean request.")
    expect(replyLinks({ ...LEAD, estimate: "$240–$300" }, REPLIES).text).toContain(encodeURIComponent("$240–$300."))
  })
})
