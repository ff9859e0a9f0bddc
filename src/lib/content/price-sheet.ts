// The instant estimate's figures and names, as its island reads them: bundled with the island's script, which loads on
// the visitor's first interaction, rather than serialised into home's HTML as props beside the form that already
// shows every figure (decision 038: 309 bytes of brotli).
import rules, { beyondLargest, note } from "site:content/estimate"
import { addOns, packages } from "site:content/packages"

import type { PriceSheet } from "../estimate-price.ts"

export const priceSheet: PriceSheet = { rules, packages, addOns }

/** The estimate's own words beside the total. */
export const estimateWords = { note, beyondLargest }
