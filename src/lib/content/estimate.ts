// content/estimate.json's schema (decision 024); the price rule itself is lib/estimate-price.ts, for the island alone.
import * as z from "zod/mini"

import { FREQUENCIES, type FrequencyId } from "../frequencies.ts"
import { copy } from "./runtime-schemas.ts"
import { numberSaying, wholeDollars } from "./schema-parts.ts"
import { headingAndIntro, PACKAGE_IDS, says, type PackageId } from "./schemas.ts"

const MAX_DISCOUNT = 50

const price = wholeDollars(40).check(z.gte(0, "cannot be negative: write 0 for no charge"))

const rooms = numberSaying("must be a number of rooms, such as 2").check(
  z.int("must be a whole number of rooms"),
  z.gte(1, "must be at least 1"),
)

const discount = numberSaying("must be a percent, such as 10, without %").check(
  z.int("must be a whole percent, such as 10"),
  z.gte(0, "cannot be negative: write 0 for no discount"),
  z.lte(MAX_DISCOUNT, {
    error: (issue) => `must be at most ${MAX_DISCOUNT} %: ${String(issue.input)} % off looks like a slip`,
  }),
)

const packageRules = z.strictObject({
  bedrooms: rooms.check(says("Bedrooms the base price covers")),
  bathrooms: rooms.check(says("Bathrooms the base price covers")),
  extraBedroom: price.check(says("Each extra bedroom ($)")),
  extraBathroom: price.check(says("Each extra bathroom ($)")),
})

/** The "covers" rule's words; `base` names the package's base price ("the Deep Clean base price"). */
const covers = (rooms: number, base: string) => `must be at least ${rooms}: ${base} covers ${rooms}`

export const estimateFileSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .check(
        says(
          "Show the instant estimate",
          "On: the fixed 'Get Instant Quote' button on the home page opens the estimate, and added pages can hold it. Off: the button opens the quote form, as before.",
        ),
      ),
    ...headingAndIntro,
    note: copy(10).check(
      says("Estimate note", "Shown under the price: that it is an estimate, confirmed after a walk-through."),
    ),
    beyondLargest: copy(10).check(
      says("Words for a larger home", "Shown instead of a price for a home larger than the largest home below."),
    ),
    packages: z
      .strictObject(
        Object.fromEntries(PACKAGE_IDS.map((id) => [id, packageRules])) as Record<PackageId, typeof packageRules>,
      )
      .check(
        says(
          "Rooms per package",
          "Each package's base price is its 'from' price (Packages and add-ons): it covers a home up to these bedrooms and bathrooms. Prices in whole dollars, GST included.",
        ),
      ),
    /** Each add-on's price by its id in content/packages.json; the content check holds the two lists to each other. */
    addOns: z
      .record(z.string(), price)
      .check(says("Add-on prices", "In whole dollars, GST included; 0 for no charge.")),
    discounts: z
      .strictObject(
        Object.fromEntries(
          FREQUENCIES.slice(1).map((id) => [id, discount.check(says(`${id[0]!.toUpperCase()}${id.slice(1)} (%)`))]),
        ) as Record<Exclude<FrequencyId, "one-off">, typeof discount>,
      )
      .check(says("Discounts for regular cleans", "Whole percent off each visit, from 0 to 50.")),
    firstVisitDiscounted: z
      .boolean()
      .check(says("Discount the first visit too", "Off: a regular clean's first visit costs the full price.")),
    largestHome: z
      .strictObject({ bedrooms: rooms, bathrooms: rooms })
      .check(
        says("Largest home priced on the spot", "A larger home shows no price: the estimate says you will quote it."),
      ),
  })
  .check(
    // The largest home priced on the spot must hold the home each base price covers, or a package could never be
    // priced. The package is named by its id here, by its name where packages.json is at hand (namingPackages).
    z.superRefine((file, ctx) => {
      for (const room of ["bedrooms", "bathrooms"] as const) {
        const widest = PACKAGE_IDS.reduce((a, b) => (file.packages[b][room] > file.packages[a][room] ? b : a))
        const covered = file.packages[widest][room]
        if (file.largestHome[room] < covered)
          ctx.issues.push({
            code: "custom",
            input: file.largestHome[room],
            path: ["largestHome", room],
            params: { package: widest, covers: covered },
            message: covers(covered, `the ${widest} package's base price`),
          })
      }
    }),
  )

export type PackageNames = readonly { id: string; name: string }[]

/** The estimate file's issues, each package named as packages.json names it ("the Deep Clean base price covers 3"). */
export function namingPackages(issues: readonly z.core.$ZodIssue[], packages: PackageNames) {
  return issues.map((issue) => {
    const { package: id, covers: rooms } = (issue.code === "custom" && issue.params) || {}
    const name = packages.find((p) => p.id === id)?.name
    return name ? { ...issue, message: covers(Number(rooms), `the ${name} base price`) } : issue
  })
}

export type EstimateRules = z.infer<typeof estimateFileSchema>
