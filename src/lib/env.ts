import { LEADS_PATH } from "../../server/leads/paths.ts"
import { plainUrlProblem } from "./plain-url.ts"
import { pickPublicEnv, type RawPublicEnv } from "./public-env.ts"

// Replaced by Vite at build time (vite.define in astro.config.ts); undefined when scripts and the server import
// this module under Node, where the real environment is read instead.
declare const __PUBLIC_ENV__: RawPublicEnv | undefined

const raw = typeof __PUBLIC_ENV__ !== "undefined" ? __PUBLIC_ENV__ : pickPublicEnv(process.env)

function parse(value: string, error: string) {
  try {
    return new URL(value)
  } catch {
    throw new Error(error)
  }
}

/** Each address lands in a header, so it is plain (plain-url.ts, decision 029). */
function plain(value: string, name: string) {
  const problem = plainUrlProblem(value)
  if (problem) throw new Error(`${name} ${problem}, not "${value}"`)
}

function url(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined
  const error = `${name} must be a full web address starting with https:// (like "https://www.example.com.au"), not "${value}"`
  if (!/^https?:$/.test(parse(value, error).protocol)) throw new Error(error)
  plain(value, name)
  return value.replace(/\/+$/, "")
}

/**
 * Where the home quote form posts (docs/owner-guide.md, "Receiving quote requests"): the site's own store at
 * `/api/leads`, or an outside service's URL, kept exactly as given (some webhook URLs end in a slash). Plain http only
 * for a local receiver, since an https page may not post to http.
 */
export function endpointUrl(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined
  // The site's own lead store, on this same origin (decision 030): the one path taken, as any other path would post
  // into a page.
  if (value.startsWith("/")) {
    if (value === LEADS_PATH) return value
    throw new Error(
      `${name} takes one path of this site, "${LEADS_PATH}" (its own lead store), or a full https URL; got "${value}"`,
    )
  }
  const { protocol, hostname } = parse(value, `${name} must be an absolute https URL, got "${value}"`)
  const local = hostname === "localhost" || hostname === "127.0.0.1"
  if (protocol !== "https:" && !(protocol === "http:" && local)) {
    throw new Error(`${name} must be an https URL (http only for localhost), got "${value}"`)
  }
  plain(value, name)
  return value
}

function id(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined
  if (!/^[A-Za-z0-9-]{4,40}$/.test(value)) throw new Error(`${name} has an unexpected format: "${value}"`)
  return value
}

export const env = {
  siteUrl: url(raw.SITE_URL, "SITE_URL"),
  quoteFormUrl: url(raw.QUOTE_FORM_URL, "QUOTE_FORM_URL"),
  gaMeasurementId: id(raw.GA_MEASUREMENT_ID, "GA_MEASUREMENT_ID"),
  clarityProjectId: id(raw.CLARITY_PROJECT_ID, "CLARITY_PROJECT_ID"),
  quoteFormEndpoint: endpointUrl(raw.QUOTE_FORM_ENDPOINT, "QUOTE_FORM_ENDPOINT"),
}
