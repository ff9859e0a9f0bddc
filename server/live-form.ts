// Whether the live build's quote form posts to the lead store (issue 65): a build made without QUOTE_FORM_ENDPOINT
// tells visitors "received" while nothing keeps their request.
import { readFileSync, realpathSync } from "node:fs"
import { join } from "node:path"

import { LEADS_PATH } from "../common/lead-paths.ts"

export const FORM_NOT_CONNECTED = `The lead store is set up, but the live build's quote form does not post to ${LEADS_PATH}: set QUOTE_FORM_ENDPOINT=${LEADS_PATH} in .env and run npm run build.`

/** The home page's quote form's action, "" when it has none or there is no such form. */
export function quoteFormAction(html: string) {
  const form = /<form\b[^>]*\bdata-slot="quote-form"[^>]*>/.exec(html)?.[0] ?? ""
  return /\saction="([^"]*)"/.exec(form)?.[1] ?? ""
}

/** A check of the live build's form, read once per release. */
export function liveFormCheck(liveDir: string): () => boolean {
  let release = ""
  let connected = false
  return () => {
    try {
      const current = realpathSync(liveDir)
      if (current !== release) {
        connected = quoteFormAction(readFileSync(join(current, "index.html"), "utf8")) === LEADS_PATH
        release = current
      }
    } catch {
      connected = false
    }
    return connected
  }
}
