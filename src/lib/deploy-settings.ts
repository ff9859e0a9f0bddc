// The deploy-time settings' rules, for `astro:env/client` (env.ts) and the build's process.env alike (decision 040).
import type * as ClientEnv from "astro:env/client"

import { LEADS_PATH } from "../../common/lead-paths.ts"
import { httpsOrLocal, plainUrlProblem } from "../../common/plain-url.ts"
import { ownerQuoteFormUrl } from "../site.config.ts"

/** Fictitious (.example is reserved): canonical links, the sitemap and social previews name it until SITE_URL is set. */
export const DEFAULT_SITE_URL = "https://www.riverleaf-cleaning.example"

function parse(value: string, error: string) {
  try {
    return new URL(value)
  } catch {
    throw new Error(error)
  }
}

/** Each address lands in a header, so it is plain (common/plain-url.ts, decision 029). */
function plain(value: string, name: string) {
  const problem = plainUrlProblem(value)
  if (problem) throw new Error(`${name} ${problem}, not "${value}"`)
}

const setting =
  (rule: (value: string, name: string) => string) =>
  (value: string | undefined, name: string): string | undefined => {
    value = value?.trim()
    return value ? rule(value, name) : undefined
  }

const url = setting((value, name) => {
  const error = `${name} must be a full web address starting with https:// (like "https://www.example.com.au"), not "${value}"`
  // First: a space in it would otherwise read as "not starting with https://".
  plain(value, name)
  if (!/^https?:$/.test(parse(value, error).protocol)) throw new Error(error)
  return value.replace(/\/+$/, "")
})

/** The site's address, https but for a computer's own (its canonical links, and the lead store's origin check). */
const siteUrl = setting((value, name) => {
  const checked = url(value, name)!
  if (!httpsOrLocal(checked))
    throw new Error(
      `${name} must start with https:// (http only for localhost), like "https://www.example.com.au", not "${value}": its pages would name an address browsers warn about, and the lead store refuses requests sent from the https one`,
    )
  return checked
})

/**
 * Where the home quote form posts: the site's own store, the one path taken (decision 030), or an outside URL kept as
 * given (some webhook URLs end in a slash). Plain http only for a local receiver: an https page may not post to http.
 */
export const endpointUrl = setting((value, name) => {
  if (value.startsWith("/")) {
    if (value === LEADS_PATH) return value
    throw new Error(
      `${name} takes one path of this site, "${LEADS_PATH}" (its own lead store), or a full https URL; got "${value}"`,
    )
  }
  parse(
    value,
    `${name} must be an absolute https URL (or "${LEADS_PATH}" for the site's own lead store), got "${value}"`,
  )
  if (!httpsOrLocal(value)) throw new Error(`${name} must be an https URL (http only for localhost), got "${value}"`)
  plain(value, name)
  return value
})

function idRule(value: string, name: string) {
  if (!/^[A-Za-z0-9-]{4,40}$/.test(value))
    throw new Error(`${name} has an unexpected format: "${value}" (letters, digits and hyphens, as the tool shows it)`)
  return value
}
const id = setting(idRule)

/** A Universal Analytics id (UA-…) passes `id`'s format, yet Google stopped taking its data in July 2023. */
const gaId = setting((value, name) => {
  if (/^UA-/i.test(value))
    throw new Error(
      `${name} "${value}" is an old Universal Analytics id, which Google no longer collects for: use your Google Analytics 4 measurement id, which starts with G- (Admin, Data streams)`,
    )
  return idRule(value, name)
})

/** The settings, checked (a wrong one throws, naming it); the fictitious address and the owner's form by default. */
export function deploySettings(raw: Partial<typeof ClientEnv>) {
  return {
    siteUrl: siteUrl(raw.SITE_URL, "SITE_URL") ?? DEFAULT_SITE_URL,
    quoteFormUrl: url(raw.QUOTE_FORM_URL, "QUOTE_FORM_URL") ?? ownerQuoteFormUrl,
    gaMeasurementId: gaId(raw.GA_MEASUREMENT_ID, "GA_MEASUREMENT_ID"),
    clarityProjectId: id(raw.CLARITY_PROJECT_ID, "CLARITY_PROJECT_ID"),
    quoteFormEndpoint: endpointUrl(raw.QUOTE_FORM_ENDPOINT, "QUOTE_FORM_ENDPOINT"),
  }
}

export type DeploySettings = ReturnType<typeof deploySettings>

/** The lead store set up (SMTP_URL, LEADS_DB, or Cloudflare's MAIL_API_KEY) while QUOTE_FORM_ENDPOINT is empty: the form would send nothing. */
export function formWithoutStore(env: Partial<Record<string, string | undefined>>) {
  if (env.QUOTE_FORM_ENDPOINT?.trim()) return undefined
  const set = ["SMTP_URL", "LEADS_DB", "MAIL_API_KEY"].filter((name) => env[name]?.trim())
  if (!set.length) return undefined
  return `QUOTE_FORM_ENDPOINT is empty, so the quote form sends nothing, yet ${set.join(" and ")} set${set.length === 1 ? "s" : ""} up the site's own lead store: put QUOTE_FORM_ENDPOINT=/api/leads in .env (on Cloudflare Pages, in its variables) and build again (docs/owner-guide.md, "Receiving quote requests").`
}
