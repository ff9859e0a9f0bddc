// The site's deploy-time settings, checked by the rules the build's own code uses too (decision 040).
import * as settings from "astro:env/client"

import { deploySettings } from "./deploy-settings.ts"

export const env = deploySettings(settings)

/** With the site's own lead store (decision 030) every quote button leads to its form here, not to a new tab. */
export const ownQuoteForm = env.quoteFormEndpoint?.startsWith("/") ?? false
