// The owner's one-tap answers to a lead (issue 76): Call, Text and E-mail, the two written replies filled from
// content/replies.json with the request's own first name, service, day and estimate.
import { fillReply, firstName, type Replies } from "~/lib/content/replies"

import { dialNumber, type LeadDetail } from "../../../../common/lead-inbox"

/** The price of an estimate as the form's line carries it ("…: $295 incl. GST for this clean."), or nothing. */
const PRICE = /\$\s?\d[\d,]*(?:\.\d\d)?(?:\s?[–-]\s?\$?\d[\d,]*(?:\.\d\d)?)?(?: incl\. GST)?/

/** Call, Text (`sms:`, the body after `?&`, which iOS and Android both read) and E-mail, each with the reply written. */
export function replyLinks(lead: LeadDetail, replies: Pick<Replies, "message" | "emailSubject">) {
  const values = {
    firstName: firstName(lead.name),
    service: lead.service,
    day: lead.confirmed?.words ?? lead.asked?.words ?? "",
    estimate: PRICE.exec(lead.estimate)?.[0] ?? "",
  }
  const body = encodeURIComponent(fillReply(replies.message, values))
  const number = dialNumber(lead.phone)
  const subject = encodeURIComponent(fillReply([replies.emailSubject], values))
  return {
    call: number && `tel:${number}`,
    text: number && `sms:${number}?&body=${body}`,
    email: `mailto:${encodeURIComponent(lead.email)}?subject=${subject}&body=${body}`,
  }
}
