// The words and figures of the content files that home's islands show, bundled with their scripts rather than written
// into home's HTML as props beside the HTML they render (decision 038: the estimate's figures alone were 309 bytes of
// brotli). Named imports, so each script carries only its fields of a file (scripts/integration/content-module.ts).
import estimate, { beyondLargest, enabled, note } from "site:content/estimate"
import { beforeAfter, closing, gallery, prompt, stickyButton, trustedBy } from "site:content/home"
import { addOns, packages } from "site:content/packages"

import type { PriceSheet } from "../estimate-price.ts"

export const floatingQuoteWords = { prompt, stickyButton }
export const quoteFormWords = { formError: closing.formError, ndisService: closing.ndisService }
export const trustedByWords = trustedBy
export const workWords = { beforeAfter, gallery }

/** Whether the owner has the instant estimate on (decision 024): the floating quote then opens its band. */
export const estimateOn: boolean = enabled

/** The instant estimate's figures and names, and its own words beside the total. */
export const priceSheet: PriceSheet = { rules: estimate, packages, addOns }
export const estimateWords = { note, beyondLargest }
