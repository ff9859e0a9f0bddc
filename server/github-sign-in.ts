// The editor's sign-in with GitHub: Decap's external OAuth flow as one web Request/Response handler, run by the Node
// server, a Netlify function and a Cloudflare Pages function (decision 016, its protocol and security properties).

import { escapeHtml } from "../common/escape-html.ts"
import { callbackToken, memoryLedger, siteAddress, siteCookie, startSignIn, type OAuthFlow } from "./github-oauth.ts"
import { htmlPage, NO_STORE } from "./http.ts"
import { networkOf } from "./leads/visitor.ts"
import { throttledLog } from "./log.ts"
import { CALLBACK_PATH, githubSignInSettings, SIGN_IN_PATH, type GitHubSignInSettings } from "./sign-in-settings.ts"
import { base64 } from "./signing.ts"

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
    "X-Frame-Options": "DENY",
    // The callback's address carries GitHub's code and the state.
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    // The pop-up's whole purpose is to reach the editor's window (decision 016).
    "Cross-Origin-Opener-Policy": "unsafe-none",
    ...NO_STORE,
  }
}

let popupHash: Promise<string> | undefined
export const popupScriptHash = () =>
  (popupHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(POPUP_SCRIPT))
    .then((digest) => `sha256-${base64(digest)}`))

/**
 * States brought back and each client's requests, in this process's memory (Netlify has no store): a state is good
 * once even if its cookie was kept (decision 028), and a flood of requests is refused.
 */
export const ledger = memoryLedger()

const warn = (line: string) => console.warn(line)
// By the log they go to: once per process or isolate for the hosts' own log.
const refusalLogs = new WeakMap<(line: string) => void, ReturnType<typeof throttledLog>>()
const refused = (settings: GitHubSignInSettings, kind: string, line: string) => {
  const log = settings.log ?? warn
  if (!refusalLogs.has(log)) refusalLogs.set(log, throttledLog(log, settings.now))
  refusalLogs.get(log)!(kind, line)
}

// SITE_URL when it is set: never the Host or X-Forwarded-Proto of whoever sent the request (GitHubSignInSettings).
function flowFor(request: Request, settings: GitHubSignInSettings): OAuthFlow {
  const site = siteAddress(request, settings.siteUrl)
  return {
    github: settings,
    purpose: STATE_PURPOSE,
    // Lax: the browser sends it when GitHub sends the pop-up back here, a top-level navigation.
    cookie: siteCookie(site, "editor_sign_in_state", "Lax", SIGN_IN_PATH),
    callback: `${site.origin}${CALLBACK_PATH}`,
    ledger,
  }
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
  tooMany: [
    "Too many sign-ins",
    "There were too many sign-in attempts from your network just now. Please close this window, wait ten minutes and press “Login with GitHub” in the editor again.",
  ],
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
  const html = htmlPage(title, `<p>${escapeHtml(text)}</p>${message ? `\n<script>${POPUP_SCRIPT}</script>` : ""}`, {
    attributes: message ? ` data-message="${escapeHtml(message)}"` : "",
  })
  return answer(status, html, { "Content-Type": "text/html; charset=utf-8", ...headers })
}

async function start(url: URL, flow: OAuthFlow, nowMs: number) {
  const provider = url.searchParams.get("provider")
  if (provider && provider !== "github") return page(400, "otherProvider")
  const asked = (url.searchParams.get("scope") ?? "").split(",").map((scope) => scope.trim())
  const scope = asked.filter((one) => ALLOWED_SCOPES.has(one)).join(",") || "repo"
  const { location, setCookie } = await startSignIn(flow, scope, nowMs)
  return answer(302, null, { Location: location, "Set-Cookie": setCookie })
}

// The state is used once: every answer here clears its cookie, and a state seen before is refused.
async function callback(request: Request, flow: OAuthFlow, nowMs: number) {
  const headers = { "Set-Cookie": flow.cookie.set("", 0) }
  const result = await callbackToken(flow, request, nowMs)
  if ("problem" in result) {
    const { outcome, problem } = result
    refused(flow.github, outcome, `Editor sign-in refused: ${problem}.`)
    const status = outcome === "state" ? 400 : outcome === "cancelled" ? 403 : 502
    return page(status, outcome === "state" ? "badState" : outcome, { headers })
  }
  const message = `authorization:github:success:${JSON.stringify({ token: result.token, provider: "github" })}`
  return page(200, "signedIn", { message, headers })
}

/** `client`: the address the request came from, as the host knows it; requests without one share one limit. */
export async function githubSignIn(
  request: Request,
  settings: GitHubSignInSettings,
  client?: string | null,
): Promise<Response> {
  try {
    if (request.method !== "GET") return await page(405, "notFound", { headers: { Allow: "GET" } })
    const url = new URL(request.url)
    const nowMs = settings.now?.() ?? Date.now()
    if (url.pathname !== SIGN_IN_PATH && url.pathname !== CALLBACK_PATH) return await page(404, "notFound")
    if (!(await ledger.allow(client ? networkOf(client) : "unknown", nowMs))) {
      refused(settings, "flood", "Editor sign-in refused: too many sign-in requests from one client in ten minutes.")
      return await page(429, "tooMany", { headers: { "Retry-After": "600" } })
    }
    const flow = flowFor(request, settings)
    return await (url.pathname === SIGN_IN_PATH ? start(url, flow, nowMs) : callback(request, flow, nowMs))
  } catch (error) {
    ;(settings.log ?? console.error)(`Editor sign-in failed: ${error instanceof Error ? error.message : String(error)}`)
    return page(500, "failed")
  }
}

export async function githubSignInFromEnv(
  request: Request,
  env: Record<string, string | undefined>,
  client?: string | null,
): Promise<Response> {
  let settings: GitHubSignInSettings | undefined
  try {
    settings = githubSignInSettings(env)
  } catch (error) {
    console.error(`Editor sign-in is misconfigured: ${error instanceof Error ? error.message : String(error)}`)
    return page(500, "notSetUp")
  }
  return settings ? githubSignIn(request, settings, client) : page(404, "notSetUp")
}
