// The instant estimate's price rule (decision 024), pure. Every figure is whole dollars, GST included.
import type { EstimateRules } from "./content/estimate.ts"
import type { Package, PackageId } from "./content/schemas.ts"
import type { FrequencyId } from "./frequencies.ts"

export type PriceRules = Pick<
  EstimateRules,
  "packages" | "addOns" | "discounts" | "firstVisitDiscounted" | "largestHome"
>
export type PackagePrice = Pick<Package, "id" | "priceFrom">

export type EstimateChoice = {
  packageId: PackageId
  bedrooms: number
  bathrooms: number
  addOns: readonly string[]
  frequency: FrequencyId
}

export type Estimate =
  | {
      kind: "priced"
      /** The price of the clean asked for (a regular clean's first visit). */
      total: number
      /** Each visit of a regular clean; equals `total` for a one-off. */
      perVisit: number
      discount: number
    }
  /** Larger than the largest home priced on the spot: the business quotes it. */
  | { kind: "quote" }

/** A regular clean's visits cost less the frequency's discount, rounded; the first visit too if the owner says so. */
export function estimatePrice(rules: PriceRules, packages: readonly PackagePrice[], choice: EstimateChoice): Estimate {
  if (choice.bedrooms > rules.largestHome.bedrooms || choice.bathrooms > rules.largestHome.bathrooms)
    return { kind: "quote" }
  const own = rules.packages[choice.packageId]
  const visit =
    (packages.find((item) => item.id === choice.packageId)?.priceFrom ?? 0) +
    Math.max(0, choice.bedrooms - own.bedrooms) * own.extraBedroom +
    Math.max(0, choice.bathrooms - own.bathrooms) * own.extraBathroom +
    choice.addOns.reduce((sum, id) => sum + (rules.addOns[id] ?? 0), 0)
  const discount = choice.frequency === "one-off" ? 0 : rules.discounts[choice.frequency]
  const perVisit = Math.round((visit * (100 - discount)) / 100)
  return { kind: "priced", total: rules.firstVisitDiscounted ? perVisit : visit, perVisit, discount }
}
