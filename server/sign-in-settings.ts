// The GitHub sign-in's settings from the environment, for the build and the sign-in itself: it imports only common/,
// so the editor's config may import it from server/ (decision 025).
import { httpsOrLocal, plainUrlProblem } from "../common/plain-url.ts"

export const SIGN_IN_PATH = "/api/auth"
export const CALLBACK_PATH = `${SIGN_IN_PATH}/callback`

export const GITHUB_URL = "https://github.com"
const GITHUB_API_URL = "https://api.github.com"

export type GitHubSignInSettings = ReturnType<typeof githubAddresses> & {
  clientId: string
  clientSecret: string
  /** SITE_URL's origin, when set: the callback address is built from it, never from the request's headers. */
  siteUrl?: string
  /** Tests hand in a fake GitHub here; the default is the platform's fetch. */
  fetch?: typeof fetch
  now?: () => number
  log?: (message: string) => void
}

type Env = Record<string, string | undefined>

function address(value: string | undefined, name: string) {
  const text = value?.trim()
  if (!text) return undefined
  const error = `${name} must be a web address starting with https:// (like "https://github.example.com"), not "${text}"`
  // Plain http only on this machine: the e2e suite's stand-in.
  if (!httpsOrLocal(text)) throw new Error(error)
  const problem = plainUrlProblem(text, "github.example.com")
  if (problem) throw new Error(`${name} ${problem}, not "${text}"`)
  return text.replace(/\/+$/, "")
}

/** CMS_GITHUB_URL (default github.com) and CMS_GITHUB_API_URL (default api.github.com, or the Enterprise /api/v3). */
export function githubAddresses(env: Env) {
  const githubUrl = address(env.CMS_GITHUB_URL, "CMS_GITHUB_URL") ?? GITHUB_URL
  const apiUrl =
    address(env.CMS_GITHUB_API_URL, "CMS_GITHUB_API_URL") ??
    (githubUrl === GITHUB_URL ? GITHUB_API_URL : `${githubUrl}/api/v3`)
  return { githubUrl, apiUrl }
}

// Whether the build sets the editor up for this sign-in: the build never needs the secret (a host may give it to
// functions only), but a secret without a client id is a mistake.
export function githubSignInBuilt(env: Env): boolean {
  if (env.CMS_GITHUB_CLIENT_ID?.trim()) return true
  if (env.CMS_GITHUB_CLIENT_SECRET?.trim()) githubSignInSettings(env)
  return false
}

/** Where the helper runs: on when both CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET are set; one alone is a mistake. */
export function githubSignInSettings(env: Env): GitHubSignInSettings | undefined {
  const clientId = env.CMS_GITHUB_CLIENT_ID?.trim()
  const clientSecret = env.CMS_GITHUB_CLIENT_SECRET?.trim()
  if (!clientId && !clientSecret) return undefined
  if (!clientId || !clientSecret) {
    const [set, unset] = clientId
      ? ["CMS_GITHUB_CLIENT_ID", "CMS_GITHUB_CLIENT_SECRET"]
      : ["CMS_GITHUB_CLIENT_SECRET", "CMS_GITHUB_CLIENT_ID"]
    throw new Error(
      `${set} is set but ${unset} is not: the editor's GitHub sign-in needs both (docs/deploy.md, "Setting up the GitHub sign-in")`,
    )
  }
  const site = siteUrlSetting(env)
  return { clientId, clientSecret, ...githubAddresses(env), ...(site ? { siteUrl: new URL(site).origin } : {}) }
}

/**
 * SITE_URL as the server reads it, without a trailing slash: the site's full address, as the build takes it
 * (src/lib/deploy-settings.ts). Without its scheme every visitor's post would look like another site's.
 */
export function siteUrlSetting(env: Env): string | undefined {
  const site = env.SITE_URL?.trim().replace(/\/+$/, "")
  if (!site) return undefined
  const problem = /^https?:$/.test(URL.parse(site)?.protocol ?? "")
    ? plainUrlProblem(site)
    : 'must be the site\'s full address, starting with https:// (like "https://www.example.com.au")'
  if (problem) throw new Error(`SITE_URL ${problem}, not "${site}"`)
  return site
}

/** The Node server's editor sign-in: a wrong or half-set GitHub app turns it off, never the site (docs/deploy.md). */
export function editorSignInOrOff(env: Env, log: (line: string) => void = console.error) {
  try {
    return githubSignInSettings(env)
  } catch (error) {
    log(`Editor sign-in is OFF: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
}
