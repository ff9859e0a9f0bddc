/**
 * content/business.json: the business details the owner changes (name, contact details, hours,
 * suburbs, links, rating figures, founder). app/site.config.ts reads the file; the build checks it
 * with this schema (scripts/check-content.ts) and the editor at /admin builds its form from it.
 */
import * as z from "zod/mini"

import { text } from "./runtime-schemas.ts"

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const

const webAddress = z.string().check(z.regex(/^https:\/\/[^\s]+$/, 'must be a web address starting with "https://"'))
/** An empty social link hides that icon. */
const optionalWebAddress = z
  .string()
  .check(z.regex(/^(https:\/\/[^\s]+)?$/, 'must be a web address starting with "https://", or empty to hide the icon'))
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "09:00"'))

export const businessFileSchema = z.strictObject({
  name: text(3),
  shortName: text(2),
  tagline: text(5),
  description: text(50).check(z.maxLength(170, "must be at most 170 characters (search results cut longer text)")),
  phone: z.strictObject({
    display: z
      .string()
      .check(z.regex(/^[0-9 ()+]{8,20}$/, 'must be a phone number as people read it, like "0491 570 156"')),
    e164: z
      .string()
      .check(z.regex(/^\+61[0-9]{9}$/, 'must be the same number in international form, like "+61491570156"')),
  }),
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address like "hello@example.com"')),
  abn: z.string().check(z.regex(/^[0-9]{2} [0-9]{3} [0-9]{3} [0-9]{3}$/, 'must be 11 digits written "12 345 678 901"')),
  quoteFormUrl: webAddress,
  social: z.strictObject({ facebook: optionalWebAddress, instagram: optionalWebAddress, linkedin: optionalWebAddress }),
  founder: z.strictObject({ firstName: text(2), role: text(3) }),
  hours: z.strictObject({
    /** What search engines read (structured data). */
    structured: z.strictObject({
      days: z.array(z.enum(WEEKDAYS)).check(z.minLength(1, "must list at least one day")),
      opens: clockTime,
      closes: clockTime,
    }),
    /** What the contact page shows, one line each. */
    contactPage: z
      .array(z.strictObject({ days: text(3), time: text(3) }))
      .check(z.minLength(1, "must list at least one line")),
  }),
  rating: z.strictObject({
    value: z.number().check(z.gte(1, "must be at least 1"), z.lte(5, "must be at most 5")),
    best: z.number().check(z.int("must be a whole number"), z.gte(1, "must be at least 1")),
    count: z.number().check(z.int("must be a whole number"), z.gte(0, "must be 0 or more")),
  }),
  suburbs: z.array(text(3)).check(z.minLength(1, "must list at least one suburb")),
})

export type BusinessFile = z.infer<typeof businessFileSchema>
