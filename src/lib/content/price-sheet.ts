// The instant estimate's figures and names, bundled with its island's script rather than as props (decision 038).
import rules, { beyondLargest, note } from "site:content/estimate"
import { addOns, packages } from "site:content/packages"

import type { PriceSheet } from "../estimate-price.ts"

export const priceSheet: PriceSheet = { rules, packages, addOns }

export const estimateWords = { note, beyondLargest }
