// The words of home's content file that home's islands show, bundled with their scripts rather than written into
// home's HTML as props beside the HTML they render (decision 038). Named imports, so each script carries only its
// fields of the file (scripts/integration/content-module.ts).
import { enabled } from "site:content/estimate"
import { beforeAfter, closing, gallery, prompt, stickyButton, trustedBy } from "site:content/home"

export const floatingQuoteWords = { prompt, stickyButton }
export const quoteFormWords = { formError: closing.formError, ndisService: closing.ndisService }
export const trustedByWords = trustedBy
export const workWords = { beforeAfter, gallery }

/** Whether the owner has the instant estimate on (decision 024): the floating quote then opens its band. */
export const estimateOn: boolean = enabled
