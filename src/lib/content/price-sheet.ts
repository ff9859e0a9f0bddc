// The instant estimate's figures and names, as its island reads them: bundled with the island's script, which loads on
// the visitor's first interaction, rather than serialised into home's HTML as props beside the form that already
// shows every figure (decision 038: 309 bytes of brotli). The content check has held both files to their schemas
// before any build, so they are read as they are, like labels.ts.
import estimate from "../../../content/estimate.json"
import packagesFile from "../../../content/packages.json"
import type { PriceSheet } from "../estimate-price.ts"
import type { EstimateRules } from "./estimate.ts"
import { withSiteValues } from "./placeholders.ts"
import type { PackagesFile } from "./schemas.ts"

const rules = estimate as EstimateRules
const { packages, addOns } = packagesFile as PackagesFile

export const priceSheet: PriceSheet = { rules, packages, addOns }

/** The estimate's own words beside the total, their {placeholders} filled as the content layer fills them. */
export const estimateWords = withSiteValues<Pick<EstimateRules, "note" | "beyondLargest">>({
  note: rules.note,
  beyondLargest: rules.beyondLargest,
})
