// The instant estimate's rules (issue 51, decision 024): content/estimate.json's schema, for the build, the content
// check and the editor. The price rule itself is lib/estimate-price.ts, which the estimator's island builds alone.
import * as z from "zod/mini"

import { FREQUENCIES, type FrequencyId } from "../frequencies.ts"
import { copy } from "./runtime-schemas.ts"
import { PACKAGE_IDS, type PackageId } from "./schemas.ts"

const MAX_DISCOUNT = 50

const wholeDollars = z
  .number({
    error: (issue) =>
      issue.input === undefined ? undefined : "must be a price in dollars, such as 40, without quotes or $",
  })
  .check(z.int("must be whole dollars, such as 40 (no cents)"), z.gte(0, "cannot be negative: write 0 for no charge"))

const rooms = z
  .number({ error: (issue) => (issue.input === undefined ? undefined : "must be a number of rooms, such as 2") })
  .check(z.int("must be a whole number of rooms"), z.gte(1, "must be at least 1"))

const discount = z
  .number({ error: (issue) => (issue.input === undefined ? undefined : "must be a percent, such as 10, without %") })
  .check(
    z.int("must be a whole percent, such as 10"),
    z.gte(0, "cannot be negative: write 0 for no discount"),
    z.lte(MAX_DISCOUNT, {
      error: (issue) => `must be at most ${MAX_DISCOUNT} %: ${String(issue.input)} % off looks like a slip`,
    }),
  )

const packageRules = z.strictObject({
  bedrooms: rooms,
  bathrooms: rooms,
  extraBedroom: wholeDollars,
  extraBathroom: wholeDollars,
})

export const estimateFileSchema = z
  .strictObject({
    /** Off as shipped: the site is exactly as before until the owner turns it on. */
    enabled: z.boolean(),
    heading: copy(3),
    intro: copy(10),
    /** The line beside the total that says it is an estimate, confirmed after a walk-through. */
    note: copy(10),
    /** Said instead of a price for a home larger than `largestHome`. */
    beyondLargest: copy(10),
    /** Each package's base price is its "from" price in content/packages.json: one number, kept there. */
    packages: z.strictObject(
      Object.fromEntries(PACKAGE_IDS.map((id) => [id, packageRules])) as Record<PackageId, typeof packageRules>,
    ),
    /** Each add-on's price by its id in content/packages.json; the content check holds the two lists to each other. */
    addOns: z.record(z.string(), wholeDollars),
    discounts: z.strictObject(
      Object.fromEntries(FREQUENCIES.slice(1).map((id) => [id, discount])) as Record<
        Exclude<FrequencyId, "one-off">,
        typeof discount
      >,
    ),
    /** Whether the first visit of a regular clean gets its discount too (else it is charged as a one-off). */
    firstVisitDiscounted: z.boolean(),
    largestHome: z.strictObject({ bedrooms: rooms, bathrooms: rooms }),
  })
  .check(
    // The largest home priced on the spot must hold the home each base price covers: below it, a package could never
    // be priced. The editor runs this schema too (scripts/admin/entry-issues.ts): one rule, one message.
    z.superRefine((file, ctx) => {
      for (const room of ["bedrooms", "bathrooms"] as const) {
        const widest = PACKAGE_IDS.reduce((a, b) => (file.packages[b][room] > file.packages[a][room] ? b : a))
        const covered = file.packages[widest][room]
        if (file.largestHome[room] < covered)
          ctx.issues.push({
            code: "custom",
            input: file.largestHome[room],
            path: ["largestHome", room],
            message: `must be at least ${covered}: the ${widest} package's base price covers ${covered}`,
          })
      }
    }),
  )

export type EstimateRules = z.infer<typeof estimateFileSchema>
