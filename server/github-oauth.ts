// The sign-in kit the editor's sign-in and the leads inbox's share (decisions 016, 048): the site's address, its
// `__Host-` cookies, GitHub's OAuth web flow with a signed `state` bound to the browser by a cookie and good once, and a
// limit on each client's sign-in requests. Web APIs only, so every host's function runs it.
import { quoted } from "./log.ts"
import type { GitHubSignInSettings } from "./sign-in-settings.ts"
import { base64url, sign, verify } from "./signing.ts"

export const STATE_MAX_AGE_S = 600
// A clock a little behind the one that signed the state is still believed.
export const CLOCK_SKEW_S = 60
/** A state brought back is remembered as long as it could pass its age check. */
export const STATE_MEMORY_MS = (STATE_MAX_AGE_S + CLOCK_SKEW_S) * 1000
/** Sign-in requests (a start or a callback) a client may make in the window: a person signs in with two. */
export const SIGN_IN_LIMIT = { tries: 30, windowMs: 10 * 60_000 }
const GITHUB_TIMEOUT_MS = 10_000

/** The site's address: SITE_URL when it is set, and then never the Host or X-Forwarded-Proto a request names. */
export const siteAddress = (request: Request, siteUrl?: string) => new URL(siteUrl ?? new URL(request.url).origin)

/**
 * A cookie of the site, HttpOnly. Over https `__Host-`: the browser takes it only from this exact host, Secure, for the
 * whole path, so a sibling subdomain cannot plant one; over plain http (this computer) at `path`.
 */
export function siteCookie(site: URL, name: string, sameSite: "Lax" | "Strict", path = "/") {
  const https = site.protocol === "https:"
  const full = https ? `__Host-${name}` : name
  return {
    read: (request: Request) =>
      new RegExp(`(?:^|;)\\s*${full}=([^;]*?)\\s*(?:;|$)`).exec(request.headers.get("cookie") ?? "")?.[1],
    set: (value: string, maxAgeS: number) =>
      `${full}=${value}; Path=${https ? "/" : path}; Max-Age=${maxAgeS}; HttpOnly; SameSite=${sameSite}${https ? "; Secure" : ""}`,
  }
}

/** What a sign-in keeps between requests: each state used once, each client's recent requests counted. */
export type SignInLedger = {
  /** True the first time a state's nonce comes back. */
  firstUse(nonce: string, nowMs: number): Promise<boolean>
  /** True while the client is within SIGN_IN_LIMIT, counting this request. */
  allow(client: string, nowMs: number): Promise<boolean>
}

/**
 * The ledger in this process's memory, for the editor's sign-in (Netlify has no store): states and clients apart (a
 * flood of clients never pushes out a state), each at most `max`, the oldest forgotten first, a few per call, so a
 * flood costs a call no more than one request does.
 */
export function memoryLedger(max = 10_000) {
  const counter = () => {
    const kept = new Map<string, { until: number; count: number }>()
    const count = (key: string, nowMs: number, forMs: number) => {
      for (let swept = 0; swept < 4; swept++) {
        const [oldest, entry] = kept.entries().next().value ?? []
        if (!oldest || (entry!.until > nowMs && kept.size < max)) break
        kept.delete(oldest)
      }
      const entry = kept.get(key)
      if (entry && entry.until > nowMs) return ++entry.count
      kept.delete(key)
      kept.set(key, { until: nowMs + forMs, count: 1 })
      return 1
    }
    return { count, size: () => kept.size }
  }
  const [states, clients] = [counter(), counter()]
  return {
    firstUse: async (nonce: string, nowMs: number) => states.count(nonce, nowMs, STATE_MEMORY_MS) === 1,
    allow: async (client: string, nowMs: number) =>
      clients.count(client, nowMs, SIGN_IN_LIMIT.windowMs) <= SIGN_IN_LIMIT.tries,
    size: () => [states.size(), clients.size()],
  } satisfies SignInLedger & { size(): number[] }
}

/** One sign-in: its GitHub app, what its states are signed for, its state cookie, GitHub's way back, its ledger. */
export type OAuthFlow = {
  github: GitHubSignInSettings
  purpose: string
  cookie: ReturnType<typeof siteCookie>
  callback: string
  ledger: SignInLedger
}

/** The way to GitHub's authorize page, with a new state and the cookie that binds it to this browser. */
export async function startSignIn(flow: OAuthFlow, scope: string, nowMs: number) {
  const payload = `${base64url(crypto.getRandomValues(new Uint8Array(18)))}.${Math.floor(nowMs / 1000)}`
  const state = `${payload}.${await sign(flow.github.clientSecret, flow.purpose + payload)}`
  const authorize = new URL(`${flow.github.githubUrl}/login/oauth/authorize`)
  authorize.search = new URLSearchParams({
    client_id: flow.github.clientId,
    redirect_uri: flow.callback,
    scope,
    state,
  }).toString()
  return { location: authorize.href, setCookie: flow.cookie.set(state, STATE_MAX_AGE_S) }
}

/** Why the state a callback brings back is refused, for the log; undefined when it is good, and from now on used. */
async function stateProblem(flow: OAuthFlow, request: Request, nowMs: number) {
  const state = new URL(request.url).searchParams.get("state")
  const cookie = flow.cookie.read(request)
  const secret = flow.github.clientSecret
  if (!state) return "the callback had no state"
  if (!cookie) return "this browser had no state cookie (expired, or the sign-in began elsewhere)"
  // Compared as HMACs, whose check takes the same time wherever the two texts differ.
  if (!(await verify(secret, cookie, await sign(secret, state)))) return "the state did not match this browser's cookie"
  const parts = /^(([\w-]{24})\.(\d{1,12}))\.([\w-]{43})$/.exec(state)
  if (!parts) return "the state was malformed"
  const [, payload = "", nonce = "", seconds = "", signature = ""] = parts
  if (!(await verify(secret, flow.purpose + payload, signature))) return "the state's signature was wrong"
  const age = nowMs / 1000 - Number(seconds)
  if (age > STATE_MAX_AGE_S || age < -CLOCK_SKEW_S) return `the state was ${Math.round(age)} s old`
  // The nonce alone (18 random bytes) names a state.
  return (await flow.ledger.firstUse(nonce, nowMs)) ? undefined : "the state had been used before"
}

export type Exchange =
  { token: string } | { problem: string; outcome: "state" | "cancelled" | "refused" | "unreachable" }

/**
 * What a callback brings back: GitHub's token for its code, or why there is none, for the log, and what kind of no
 * it was. The state is checked first, so nothing is traded for a code that came with a bad one.
 */
export async function callbackToken(flow: OAuthFlow, request: Request, nowMs: number): Promise<Exchange> {
  const problem = await stateProblem(flow, request, nowMs)
  if (problem) return { outcome: "state", problem }
  const url = new URL(request.url)
  const [error, code] = [url.searchParams.get("error"), url.searchParams.get("code")]
  if (error !== null)
    return { outcome: error === "access_denied" ? "cancelled" : "refused", problem: `GitHub answered ${quoted(error)}` }
  return code ? exchange(code, flow) : { outcome: "refused", problem: "GitHub sent no code" }
}

async function exchange(code: string, flow: OAuthFlow): Promise<Exchange> {
  const { github } = flow
  let response: Response
  try {
    response = await (github.fetch ?? fetch)(`${github.githubUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: github.clientId,
        client_secret: github.clientSecret,
        code,
        redirect_uri: flow.callback,
      }).toString(),
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    })
  } catch (error) {
    return { outcome: "unreachable", problem: `GitHub's token endpoint did not answer (${String(error)})` }
  }
  // GitHub answers a refused code with 200 and an `error` field.
  const answer = (await response.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown }
  const { access_token: token, error } = answer
  if (response.ok && typeof token === "string" && token) return { token }
  const why = String(error ?? "no error given")
  return { outcome: "refused", problem: `GitHub refused the code (HTTP ${response.status}, ${why})` }
}

/** Who the token belongs to: GitHub's numeric account id, which stays with the account, and its login, which may not. */
export async function githubUser(token: string, settings: GitHubSignInSettings) {
  const response = await (settings.fetch ?? fetch)(`${settings.apiUrl}/user`, {
    headers: { Accept: "application/vnd.github+json", Authorization: `Bearer ${token}`, "User-Agent": "lead-inbox" },
    signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
  })
  const { login, id } = (await response.json().catch(() => ({}))) as { login?: unknown; id?: unknown }
  return response.ok && typeof login === "string" && login && Number.isSafeInteger(id) && Number(id) > 0
    ? { login, id: Number(id) }
    : undefined
}
