/**
 * The owner's inbox's contract (issue 75): the lead as the inbox sees it, the state words, and the schemas of every
 * answer of its API and every step's body. The API (server/leads/inbox.ts) parses the bodies and builds the answers
 * with them; the island parses what it fetches with them. The server sends the words it shows (the time a lead came
 * in, a day), so the island restates no time zone and no rule.
 */
import * as z from "zod/mini"

import { httpsOrLocal } from "./plain-url.ts"

export const LEAD_STATES = ["new", "contacted", "confirmed", "declined", "expired"] as const
export type ShownState = (typeof LEAD_STATES)[number]
export const STATE_WORDS: Record<ShownState, string> = {
  new: "New",
  contacted: "Contacted",
  confirmed: "Confirmed",
  declined: "Declined",
  expired: "Expired",
}

/** The number to call from what a visitor typed: its first run of digits ("0491 570 110 or 02 …" is two numbers). */
export const dialNumber = (phone: string) => (/\+?\d[\d ().-]*/.exec(phone)?.[0] ?? "").replace(/(?!^\+)[^\d]/g, "")

export const DECLINE_MESSAGE_MAX = 2000

/** A day and arrival window, as stored (`date`, `window`) and in words ("Tuesday 1 December 2026, 8–11 am"). */
const dayAndWindow = z.nullable(z.object({ date: z.string(), window: z.string(), words: z.string() }))

export const inboxLeadSchema = z.object({
  reference: z.string(),
  /** When it came in, in the business's time: "26 Nov 2026, 8:00 am". */
  received: z.string(),
  name: z.string(),
  suburb: z.string(),
  service: z.string(),
  estimate: z.string(),
  state: z.enum(LEAD_STATES),
  asked: dayAndWindow,
  /** The day confirmed, kept after a decline (its cancel named it). */
  confirmed: dayAndWindow,
})
export type InboxLead = z.infer<typeof inboxLeadSchema>

export const leadDetailSchema = z.extend(inboxLeadSchema, {
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  page: z.string(),
  /** The owner's private notes: never sent to the customer, a webhook or a push. */
  notes: z.string(),
  /** Its e-mails and webhook messages given up on: to whom, and the answer that refused each. */
  undelivered: z.array(z.string()),
})
export type LeadDetail = z.infer<typeof leadDetailSchema>

export const leadListSchema = z.object({
  ok: z.literal(true),
  login: z.string(),
  windows: z.array(z.object({ value: z.string(), label: z.string() })),
  /** The confirm picker's range: today on the business's calendar to the last day a year may have. */
  days: z.object({ first: z.string(), last: z.string() }),
  /** The site's VAPID public key, a phone's `applicationServerKey` for its alerts. */
  pushKey: z.string(),
  leads: z.array(inboxLeadSchema),
})
export type LeadList = z.infer<typeof leadListSchema>

export const leadAnswerSchema = z.object({ ok: z.literal(true), lead: leadDetailSchema })
/** Delete and sign-out. */
export const doneSchema = z.object({ ok: z.literal(true) })

/** A request refused: why, or why per field; `anyway` when a second, explicit step may take it all the same. */
export const refusalSchema = z.object({
  ok: z.literal(false),
  error: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
  anyway: z.optional(z.literal(true)),
})
export type Refusal = z.infer<typeof refusalSchema>

export const confirmBodySchema = z.object({
  date: z.string().check(z.trim()),
  window: z.string().check(z.trim()),
  /** The owner's second step: confirm a day outside the booking rules all the same. */
  anyway: z.optional(z.boolean()),
})
export type ConfirmBody = z.infer<typeof confirmBodySchema>

export const declineBodySchema = z.object({
  message: z
    ._default(z.string(), "")
    .check(
      z.trim(),
      z.maxLength(DECLINE_MESSAGE_MAX, `The message must be at most ${DECLINE_MESSAGE_MAX} characters.`),
    ),
})
export type DeclineBody = z.infer<typeof declineBodySchema>

export const NOTES_MAX = 5000

export const notesBodySchema = z.object({
  notes: z.string().check(z.trim(), z.maxLength(NOTES_MAX, `The notes must be at most ${NOTES_MAX} characters.`)),
})
export type NotesBody = z.infer<typeof notesBodySchema>

/** How a device is signed in to the inbox: a browser through GitHub, or a phone with a code from the inbox. */
export const DEVICE_KINDS = ["browser", "phone"] as const
export type DeviceKind = (typeof DEVICE_KINDS)[number]

/** Every device signed in as the owner, newest last: when it was added and last seen, in the business's time. */
export const deviceListSchema = z.object({
  ok: z.literal(true),
  devices: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(DEVICE_KINDS),
      /** What its browser said it was at sign-in ("Safari on iPhone"), or "" when it named neither. */
      name: z.string(),
      added: z.string(),
      seen: z.string(),
      current: z.boolean(),
      /** Its alerts in words: "Alerts on, last alert 2 min ago". */
      alerts: z.string(),
      alertsOn: z.boolean(),
    }),
  ),
})
export type Device = z.infer<typeof deviceListSchema>["devices"][number]

/** A code that signs a phone in: `XXXX-XXXX` in Crockford's base 32, good once within PHONE_CODE_MINUTES. */
export const PHONE_CODE_MINUTES = 10
export const phoneCodeSchema = z.object({ ok: z.literal(true), code: z.string() })
export const phoneSignInBodySchema = z.object({ code: z.string().check(z.maxLength(40)) })

/** What a push alert carries, as the outbox sends it and the service worker shows it; tapping it opens the lead. */
export const pushAlertSchema = z.object({ title: z.string(), body: z.string(), reference: z.string() })
export type PushAlert = z.infer<typeof pushAlertSchema>

/** The owner's steps, each a POST to `/leads/<reference>/<step>`; contacted and delete take no body. */
export const STEPS = ["contacted", "confirm", "decline", "notes", "delete"] as const
export type StepName = (typeof STEPS)[number]

/**
 * The decline e-mail's first words, before the owner's own: the cancel of a confirmed day, or a plain no. The inbox
 * shows them before "Send decline", and the e-mail opens with them (server/leads/mail.ts).
 */
export const declineOpening = (lead: Pick<InboxLead, "reference" | "state" | "confirmed">) =>
  lead.state === "confirmed" && lead.confirmed
    ? `We're sorry: we can no longer come on ${lead.confirmed.words}. The visit is cancelled, and the invitation with this e-mail takes it out of your calendar.`
    : `Thank you for your quote request ${lead.reference}. We're sorry: we can't take it on this time.`

/**
 * What the page sends to turn alerts on, `PushSubscription.toJSON()`: where to push, the browser's key (an uncompressed
 * P-256 point, 65 bytes) and its auth secret (16 bytes), both base64url.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .check(z.maxLength(2000), z.refine(httpsOrLocal, "The push service's address must start with https://.")),
  keys: z.object({
    p256dh: z.string().check(z.regex(/^B[\w-]{86}$/, "The browser's key must be a 65-byte P-256 point.")),
    auth: z.string().check(z.regex(/^[\w-]{22}$/, "The browser's auth secret must be 16 bytes.")),
  }),
})
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>

/** "1 quote request", "3 quote requests": as the inbox, `npm run leads` and the server's log count them. */
export const quoteRequests = (count: number) => `${count} quote request${count === 1 ? "" : "s"}`
