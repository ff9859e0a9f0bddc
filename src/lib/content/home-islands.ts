// The words of home's content file that home's islands show, bundled with their scripts rather than written into
// home's HTML as props beside the HTML they render (decision 038). Named imports, so each script carries only its
// parts of the file. The content check has held the file to its schema before any build, as for labels.ts.
import { enabled } from "../../../content/estimate.json"
import { beforeAfter, closing, gallery, prompt, stickyButton, trustedBy } from "../../../content/home.json"
import { withSiteValues } from "./placeholders"
import type { HomeContent } from "./schemas"

type Home = Pick<HomeContent, "beforeAfter" | "closing" | "gallery" | "prompt" | "stickyButton" | "trustedBy">

export const floatingQuoteWords = withSiteValues<Pick<Home, "prompt" | "stickyButton">>({ prompt, stickyButton })
export const quoteFormWords = withSiteValues<Pick<Home["closing"], "formError" | "ndisService">>({
  formError: closing.formError,
  ndisService: closing.ndisService,
})
export const trustedByWords = withSiteValues<Home["trustedBy"]>(trustedBy)
export const workWords = withSiteValues<Pick<Home, "beforeAfter" | "gallery">>({ beforeAfter, gallery })

/** Whether the owner has the instant estimate on (decision 024): the floating quote then opens its band. */
export const estimateOn: boolean = enabled
