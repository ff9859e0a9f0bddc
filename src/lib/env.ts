/**
 * The site's deploy-time settings, as Astro reads them at build (astro.config.ts, `env.schema`) and checked by the
 * rules the build's own code uses too (deploy-settings.ts).
 */
import * as settings from "astro:env/client"

import { deploySettings } from "./deploy-settings.ts"

export const env = deploySettings(settings)

/**
 * The site's own lead store takes the requests (QUOTE_FORM_ENDPOINT=/api/leads, decision 030): every quote button then
 * leads to its form on this site, in the same tab (issue 65). Otherwise they open the outside form in a new tab.
 */
export const ownQuoteForm = env.quoteFormEndpoint?.startsWith("/") ?? false
