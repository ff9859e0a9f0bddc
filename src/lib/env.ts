import { pickPublicEnv, type RawPublicEnv } from "./public-env.ts"

// Replaced by Vite at build time (see vite.config.ts); undefined when scripts and the server import
// this module under Node, where the real environment is read instead.
declare const __PUBLIC_ENV__: RawPublicEnv | undefined

const raw = typeof __PUBLIC_ENV__ !== "undefined" ? __PUBLIC_ENV__ : pickPublicEnv(process.env)

function url(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined
  try {
    const parsed = new URL(value)
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error("not http(s)")
    return value.replace(/\/+$/, "")
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`)
  }
}

/**
 * Where the home quote form posts (README, "Receiving quote requests"). Kept exactly as given: some webhook URLs end
 * in a slash. Plain http only for a local receiver, since an https page may not post to http.
 */
export function endpointUrl(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new Error(`${name} must be an absolute https URL, got "${value}"`)
  }
  const local = parsed.hostname === "localhost" || parsed.hostname === "127.0.0.1"
  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && local)) {
    throw new Error(`${name} must be an https URL (http only for localhost), got "${value}"`)
  }
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
