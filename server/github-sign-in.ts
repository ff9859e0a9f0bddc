// The editor's sign-in with GitHub: Decap's external OAuth flow as one web Request/Response handler, run by the Node
// server, a Netlify function and a Cloudflare Pages function (decision 016, its protocol and security properties).

import { escapeHtml } from "../common/escape-html.ts"
import {
  authorizeUrl,
  CLOCK_SKEW_S,
  cookieValue,
  exchange,
  newState,
  STATE_MAX_AGE_S,
  stateProblem,
} from "./github-oauth.ts"
import { CALLBACK_PATH, githubSignInSettings, SIGN_IN_PATH, type GitHubSignInSettings } from "./sign-in-settings.ts"

const STATE_PURPOSE = "decap-github-sign-in:"
// What Decap asks for ("public_repo" with open authoring); any other scope a link asks for is cut before GitHub.
const ALLOWED_SCOPES = new Set(["repo", "public_repo"])

/** The pop-up's one script, admitted by its hash (signInHeaders); it speaks only to a window of this same origin. */
export const POPUP_SCRIPT = `(() => {
  const message = document.body.dataset.message
  const opener = window.opener
  const origin = window.location.origin
  if (!message || !opener) return
  window.addEventListener("message", (event) => {
    if (event.source === opener && event.origin === origin && event.data === "authorizing:github") {
      opener.postMessage(message, origin)
    }
  })
  opener.postMessage("authorizing:github", origin)
})()`

/** Sent by the handler itself: Netlify and Cloudflare Pages apply `_headers` to static files only (decision 016). */
export function signInHeaders(popupScriptHash: string): Record<string, string> {
  return {
    "Content-Security-Policy": `default-src 'none'; script-src '${popupScriptHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    // The callback's address carries GitHub's code and the state.
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    // The pop-up's whole purpose is to reach the editor's window (decision 016).
    "Cross-Origin-Opener-Policy": "unsafe-none",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
  }
}

let popupHash: Promise<string> | undefined
export const popupScriptHash = () =>
  (popupHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(POPUP_SCRIPT))
    .then((digest) => `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`))

// `__Host-` over https: the browser takes it from this exact host only, so a sibling subdomain cannot plant one.
const stateCookieName = (site: URL) => `${site.protocol === "https:" ? "__Host-" : ""}editor_sign_in_state`

function stateCookie(site: URL, value: string, maxAge: number) {
  const https = site.protocol === "https:"
  // Lax: the browser sends it when GitHub sends the pop-up back here, a top-level navigation.
  const attributes = `Path=${https ? "/" : SIGN_IN_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`
  return `${stateCookieName(site)}=${value}; ${attributes}`
}

// SITE_URL when it is set: never the Host or X-Forwarded-Proto of whoever sent the request (GitHubSignInSettings).
const siteAddress = (url: URL, settings: GitHubSignInSettings) => new URL(settings.siteUrl ?? url.origin)

// States already brought back, until they expire: a state is good once even if its cookie was kept (decision 028).
export const MAX_USED_STATES = 10_000
const SWEEP_PER_CALLBACK = 4
const usedStates = new Map<string, number>()

/** How many states the memory holds now (its tests). */
export const usedStateCount = () => usedStates.size

function firstUse(state: string, nowMs: number) {
  // The nonce alone (18 random bytes) names a state, in a sixth of the memory.
  const nonce = state.slice(0, state.indexOf("."))
  if (usedStates.has(nonce)) return false
  for (let i = 0; i < SWEEP_PER_CALLBACK; i++) {
    const oldest = usedStates.entries().next().value
    if (!oldest || (oldest[1] > nowMs && usedStates.size < MAX_USED_STATES)) break
    usedStates.delete(oldest[0])
  }
  usedStates.set(nonce, nowMs + (STATE_MAX_AGE_S + CLOCK_SKEW_S) * 1000)
  return true
}

const AGAIN = "Please close this window and press “Login with GitHub” in the editor again."

export const SIGN_IN_MESSAGES = {
  signedIn: [
    "Signed in",
    "You are signed in. This window closes by itself; if it stays open, close it and carry on in the editor.",
  ],
  badState: [
    "Sign-in could not be checked",
    `This sign-in could not be checked (it may have waited more than ten minutes), so it was stopped to keep the site safe. ${AGAIN}`,
  ],
  cancelled: [
    "GitHub did not sign you in",
    `GitHub did not give permission, perhaps because Cancel was pressed. ${AGAIN}`,
  ],
  refused: [
    "GitHub did not accept the sign-in",
    `GitHub did not accept this sign-in. ${AGAIN} If it happens again, the site's GitHub settings (CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET) may need checking.`,
  ],
  unreachable: [
    "GitHub could not be reached",
    "GitHub could not be reached just now. Please close this window, wait a minute and press “Login with GitHub” in the editor again.",
  ],
  otherProvider: ["Only GitHub sign-in is offered", "This site's editor signs in with GitHub only."],
  notSetUp: ["Sign-in is not set up", "Signing in to the editor with GitHub is not set up on this site."],
  notFound: ["Nothing here", "There is no page at this address."],
  failed: ["Sign-in did not work", `Something went wrong on the site while signing in. ${AGAIN}`],
} as const satisfies Record<string, readonly [string, string]>

const answer = async (status: number, body: string | null, headers: Record<string, string>) =>
  new Response(body, { status, headers: { ...signInHeaders(await popupScriptHash()), ...headers } })

function page(
  status: number,
  outcome: keyof typeof SIGN_IN_MESSAGES,
  { message, headers }: { message?: string; headers?: Record<string, string> } = {},
) {
  const [title, text] = SIGN_IN_MESSAGES[outcome]
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body${message ? ` data-message="${escapeHtml(message)}"` : ""}>
    <h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(text)}</p>${message ? `\n    <script>${POPUP_SCRIPT}</script>` : ""}
  </body>
</html>
`
  return answer(status, html, { "Content-Type": "text/html; charset=utf-8", ...headers })
}

async function start(url: URL, settings: GitHubSignInSettings, nowMs: number) {
  const provider = url.searchParams.get("provider")
  if (provider && provider !== "github") return page(400, "otherProvider")
  const asked = (url.searchParams.get("scope") ?? "").split(",").map((scope) => scope.trim())
  const scope = asked.filter((one) => ALLOWED_SCOPES.has(one)).join(",") || "repo"
  const state = await newState(settings.clientSecret, STATE_PURPOSE, nowMs)
  const site = siteAddress(url, settings)
  const Location = authorizeUrl(settings, `${site.origin}${CALLBACK_PATH}`, scope, state)
  return answer(302, null, { Location, "Set-Cookie": stateCookie(site, state, STATE_MAX_AGE_S) })
}

async function callback(request: Request, url: URL, settings: GitHubSignInSettings, nowMs: number) {
  const log = settings.log ?? ((line: string) => console.warn(line))
  const site = siteAddress(url, settings)
  // The state is used once: every answer here clears its cookie, and a state seen before is refused.
  const headers = { "Set-Cookie": stateCookie(site, "", 0) }
  const state = url.searchParams.get("state")
  const cookie = cookieValue(request, stateCookieName(site))
  const problem =
    (await stateProblem(state, cookie, settings.clientSecret, STATE_PURPOSE, nowMs)) ??
    (firstUse(state!, nowMs) ? undefined : "the state had been used before")
  if (problem) {
    log(`Editor sign-in refused: ${problem}.`)
    return page(400, "badState", { headers })
  }
  const error = url.searchParams.get("error")
  if (error) {
    log(`Editor sign-in: GitHub answered ${JSON.stringify(error.slice(0, 100))}.`)
    return page(error === "access_denied" ? 403 : 502, error === "access_denied" ? "cancelled" : "refused", { headers })
  }
  const code = url.searchParams.get("code")
  if (!code) {
    log("Editor sign-in refused: GitHub sent no code.")
    return page(400, "refused", { headers })
  }
  const result = await exchange(code, `${site.origin}${CALLBACK_PATH}`, settings)
  if ("problem" in result) {
    log(`Editor sign-in: ${result.problem}.`)
    return page(502, result.outcome, { headers })
  }
  const message = `authorization:github:success:${JSON.stringify({ token: result.token, provider: "github" })}`
  return page(200, "signedIn", { message, headers })
}

export async function githubSignIn(request: Request, settings: GitHubSignInSettings): Promise<Response> {
  try {
    if (request.method !== "GET") return await page(405, "notFound", { headers: { Allow: "GET" } })
    const url = new URL(request.url)
    const nowMs = settings.now?.() ?? Date.now()
    if (url.pathname === SIGN_IN_PATH) return await start(url, settings, nowMs)
    if (url.pathname === CALLBACK_PATH) return await callback(request, url, settings, nowMs)
    return await page(404, "notFound")
  } catch (error) {
    ;(settings.log ?? console.error)(`Editor sign-in failed: ${error instanceof Error ? error.message : String(error)}`)
    return page(500, "failed")
  }
}

export async function githubSignInFromEnv(
  request: Request,
  env: Record<string, string | undefined>,
): Promise<Response> {
  let settings: GitHubSignInSettings | undefined
  try {
    settings = githubSignInSettings(env)
  } catch (error) {
    console.error(`Editor sign-in is misconfigured: ${error instanceof Error ? error.message : String(error)}`)
    return page(500, "notSetUp")
  }
  return settings ? githubSignIn(request, settings) : page(404, "notSetUp")
}
