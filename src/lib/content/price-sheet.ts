// The instant estimate's figures and names, bundled with its island's script rather than as props (decision 038).
import rules, { beyondLargest, note } from "site:content/estimate"
import { addOns, packages } from "site:content/packages"

export const priceSheet = { rules, packages, addOns }

export const estimateWords = { note, beyondLargest }
