// The words home's islands show, bundled with their scripts (decision 038); named imports carry only their fields.
import { enabled } from "site:content/estimate"
import { beforeAfter, closing, gallery, prompt, stickyButton, trustedBy } from "site:content/home"

export const floatingQuoteWords = { prompt, stickyButton }
export const quoteFormWords = { formError: closing.formError, ndisService: closing.ndisService }
export const trustedByWords = trustedBy
export const workWords = { beforeAfter, gallery }

/** Whether the owner has the instant estimate on (decision 024): the floating quote then opens its band. */
export const estimateOn: boolean = enabled
