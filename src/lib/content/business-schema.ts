// content/business.json's schema: the business details src/site.config.ts reads and the {placeholders}' values.
import * as z from "zod/mini"

import {
  abnNumber,
  e164Number,
  emailAddress,
  internationalNumber,
  openingHoursSchema,
} from "../../../common/lead-facts.ts"
import { PLAIN_HTTPS_URL, PLAIN_HTTPS_URL_MESSAGE } from "../../../common/plain-url.ts"
import { asWritten } from "./runtime-schemas.ts"
import { matching, says, searchDescription, wholeNumber } from "./schema-parts.ts"

// The quote form's address lands in the CSP's frame-src, so it is plain: no ";" to add a directive (decision 029).
const webAddress = matching(PLAIN_HTTPS_URL, PLAIN_HTTPS_URL_MESSAGE)
const optionalWebAddress = matching(
  /^(https:\/\/[^\s]+)?$/,
  'must be a web address starting with "https://", or empty to hide the icon',
)
const inAustralia = (min: number, max: number) => {
  const message = `must be between ${min} and ${max} in Australia`
  return z.number().check(z.gte(min, message), z.lte(max, message))
}

// The {placeholders} are filled from this file, so its words are shown as written.
export const businessFileSchema = z.strictObject({
  name: asWritten(3),
  shortName: asWritten(2),
  tagline: asWritten(5),
  description: searchDescription(asWritten(50)),
  // A tap dials the number shown, in its international form: one number to change, never two to keep alike.
  phone: z.pipe(
    z.strictObject({
      display: matching(/^[0-9 ()+]{8,20}$/, 'must be a phone number as people read it, like "0491 570 156"').check(
        z.refine((display) => e164Number.safeParse(internationalNumber(display)).success, {
          message: 'must be an Australian number of 10 digits, like "0491 570 156" or "(02) 6021 3344"',
        }),
        says("Number as people read it", "Shown on every page; a tap on it calls this number."),
      ),
    }),
    z.transform(({ display }) => ({ display, e164: internationalNumber(display) })),
  ),
  email: emailAddress,
  abn: abnNumber,
  quoteFormUrl: webAddress.check(
    says(
      undefined,
      "The online form every 'Request a Quote' button opens. With the site's own store on (QUOTE_FORM_ENDPOINT=/api/leads) they open the site's own form instead, and QUOTE_FORM_URL in the server's .env, when set, wins over this box.",
    ),
  ),
  social: z.strictObject({
    facebook: optionalWebAddress,
    instagram: optionalWebAddress,
    linkedin: optionalWebAddress.check(says(undefined, "Leave empty to hide the icon.")),
  }),
  founder: z.strictObject({ firstName: asWritten(2), role: asWritten(3) }),
  footer: z.strictObject({
    blurb: asWritten(10),
    exploreHeading: asWritten(3),
    contactHeading: asWritten(3),
    serviceArea: asWritten(5),
    promises: asWritten(5),
  }),
  hours: z.strictObject({
    structured: openingHoursSchema.check(
      says("Opening hours for search engines", "Google and other search engines show these beside the business."),
    ),
    contactPage: z
      .array(z.strictObject({ days: asWritten(3), time: asWritten(3) }))
      .check(z.minLength(1, "must list at least one line"), says("Opening hours on the contact page")),
  }),
  rating: z.strictObject({
    value: z
      .number()
      .check(
        z.gte(1, "must be at least 1"),
        z.lte(5, "must be at most 5"),
        says("Average rating", "Such as 4.9: the home page shows it beside the stars."),
      ),
    best: wholeNumber("must be a whole number", 1).check(
      says("Highest rating", "The top of the scale, usually 5: the home page draws this many stars."),
    ),
    count: wholeNumber("must be a whole number", 0, "must be 0 or more").check(says("Number of reviews")),
  }),
  suburbs: z.array(asWritten(3)).check(z.minLength(1, "must list at least one suburb")),
  claims: z
    .strictObject({
      familiesServed: asWritten(1),
      publicLiability: asWritten(2),
      guaranteeHours: wholeNumber("must be a whole number of hours", 1).check(says("Re-clean guarantee (hours)")),
      replyHome: asWritten(3).check(says("Reply time (home page)")),
      replyContact: asWritten(3).check(says("Reply time (contact page)")),
    })
    .check(
      says(
        "Figures on the pages",
        "Each fills in the {placeholder} of its name wherever the pages' text uses it, such as {familiesServed}.",
      ),
    ),
  foundingYear: wholeNumber("must be a year like 2024", 1900, "must be a year like 2024").check(says("Year founded")),
  address: z
    .strictObject({
      locality: asWritten(2).check(says("Town or suburb")),
      region: z.enum(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]).check(says("State")),
      postcode: matching(/^\d{4}$/, 'must be a four-digit postcode like "2640"'),
    })
    .check(says(undefined, "The town search engines and the contact page's map show.")),
  // South of the equator is negative.
  geo: z
    .strictObject({ latitude: inAustralia(-44, -10), longitude: inAustralia(112, 154) })
    .check(
      says(
        "Position on the map",
        "For search engines: in Google Maps, right-click the place and click the numbers to copy them (latitude first).",
      ),
    ),
})
