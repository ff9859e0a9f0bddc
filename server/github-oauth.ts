// GitHub's OAuth web flow for the editor's sign-in and the leads inbox's: a signed `state` bound to the browser by a
// cookie, no server storage (decision 016). Web APIs only, so every host's function runs it.
import type { GitHubSignInSettings } from "./sign-in-settings.ts"
import { base64url, sign, verify } from "./signing.ts"

export const STATE_MAX_AGE_S = 600
// A clock a little behind the one that signed the state is still believed.
export const CLOCK_SKEW_S = 60
const GITHUB_TIMEOUT_MS = 10_000

/** A random nonce and the time, signed for `purpose`: `nonce.seconds.signature`. */
export async function newState(secret: string, purpose: string, nowMs: number) {
  const payload = `${base64url(crypto.getRandomValues(new Uint8Array(18)))}.${Math.floor(nowMs / 1000)}`
  return `${payload}.${await sign(secret, purpose + payload)}`
}

/** Why a returning state is refused, for the log; undefined when it is good. */
export async function stateProblem(
  state: string | null,
  cookie: string | undefined,
  secret: string,
  purpose: string,
  nowMs: number,
) {
  if (!state) return "the callback had no state"
  if (!cookie) return "this browser had no state cookie (expired, or the sign-in began elsewhere)"
  // Compared as HMACs, whose check takes the same time wherever the two texts differ.
  if (!(await verify(secret, cookie, await sign(secret, state)))) return "the state did not match this browser's cookie"
  const parts = /^([\w-]{24}\.(\d{1,12}))\.([\w-]{43})$/.exec(state)
  if (!parts) return "the state was malformed"
  const [, payload = "", seconds = "", signature = ""] = parts
  if (!(await verify(secret, purpose + payload, signature))) return "the state's signature was wrong"
  const age = nowMs / 1000 - Number(seconds)
  if (age > STATE_MAX_AGE_S || age < -CLOCK_SKEW_S) return `the state was ${Math.round(age)} s old`
  return undefined
}

export const cookieValue = (request: Request, name: string) =>
  new RegExp(`(?:^|;)\\s*${name}=([^;]*?)\\s*(?:;|$)`).exec(request.headers.get("cookie") ?? "")?.[1]

export function authorizeUrl(settings: GitHubSignInSettings, redirectUri: string, scope: string, state: string) {
  const authorize = new URL(`${settings.githubUrl}/login/oauth/authorize`)
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    scope,
    state,
  }).toString()
  return authorize.href
}

export type Exchange = { token: string } | { problem: string; outcome: "refused" | "unreachable" }

export async function exchange(code: string, redirectUri: string, settings: GitHubSignInSettings): Promise<Exchange> {
  let response: Response
  try {
    response = await (settings.fetch ?? fetch)(`${settings.githubUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }).toString(),
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    })
  } catch (error) {
    return { outcome: "unreachable", problem: `GitHub's token endpoint did not answer (${String(error)})` }
  }
  // GitHub answers a refused code with 200 and an `error` field.
  const data = (await response.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown }
  const token = data.access_token
  if (response.ok && typeof token === "string" && token) return { token }
  return {
    outcome: "refused",
    problem: `GitHub refused the code (HTTP ${response.status}, ${String(data.error ?? "no error given")})`,
  }
}

export async function githubLogin(token: string, settings: GitHubSignInSettings) {
  const response = await (settings.fetch ?? fetch)(`${settings.apiUrl}/user`, {
    headers: { Accept: "application/vnd.github+json", Authorization: `Bearer ${token}`, "User-Agent": "lead-inbox" },
    signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
  })
  const data = (await response.json().catch(() => ({}))) as { login?: unknown }
  return response.ok && typeof data.login === "string" && data.login ? data.login : undefined
}
