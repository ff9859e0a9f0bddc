/**
 * Who the inbox's owner is (decision 048): the GitHub sign-in on the sign-in kit (github-oauth.ts), and sessions kept
 * in the store, so they hold across processes and Pages isolates. The cookie holds a random token, the store only its
 * SHA-256; sign-out deletes the row. An owner is GitHub's numeric account id: the first account to sign in with a login
 * of LEADS_OWNERS keeps it, and another account under that login (renamed, then claimed) is refused. A phone signs in
 * with a code made in the signed-in inbox, for 90 days (decision 052); each session is a device the owner can end.
 */
import { PHONE_CODE_MINUTES, phoneSignInBodySchema, type DeviceKind } from "../../common/lead-inbox.ts"
import { INBOX_API, INBOX_PAGE } from "../../common/lead-paths.ts"
import {
  callbackToken,
  githubUser,
  SIGN_IN_LIMIT,
  siteAddress,
  siteCookie,
  startSignIn,
  STATE_MEMORY_MS,
  type OAuthFlow,
  type SignInLedger,
} from "../github-oauth.ts"
import { json, NO_STORE, readJson } from "../http.ts"
import { quoted, throttledLog, type Log } from "../log.ts"
import type { GitHubSignInSettings } from "../sign-in-settings.ts"
import { base64url, sign } from "../signing.ts"
import { query, type SqlDatabase, type SqlStatement } from "./sql.ts"
import { plainCode, randomCode } from "./store.ts"
import { networkOf } from "./visitor.ts"

export const SESSION_MAX_AGE_S = 12 * 60 * 60
/** A phone signed in with a code stays signed in this long (issue 76): the owner adds it once. */
export const PHONE_SESSION_MAX_AGE_S = 90 * 24 * 60 * 60
const STATE_PURPOSE = "leads-inbox-sign-in:"
export const PHONE_CODE_REFUSED = `That code did not work: it may be mistyped, used already, or more than ${PHONE_CODE_MINUTES} minutes old. Make a new one with Add a phone on your computer.`
const TOKEN = /^[\w-]{43}$/

export type Owner = { login: string; githubId: number }

const hashOf = async (token: string) =>
  base64url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bSafari\//, "Safari"],
]
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
]

/** The browser and system a User-Agent names, in the owner's words ("Chrome on Android"), or "" for neither. */
export function deviceName(userAgent: string | null) {
  const first = (names: [RegExp, string][]) => names.find(([pattern]) => pattern.test(userAgent ?? ""))?.[1]
  const [browser, system] = [first(BROWSERS), first(SYSTEMS)]
  return browser && system ? `${browser} on ${system}` : (browser ?? system ?? "")
}

/**
 * A new session for `owner`, and the token its cookie carries; `device` is what its browser says it is (deviceName).
 * Ended sessions are swept out on the way.
 */
export async function startSession(
  db: SqlDatabase,
  owner: Owner,
  nowMs: number,
  { maxAgeS = SESSION_MAX_AGE_S, kind = "browser" as DeviceKind, device = "" } = {},
) {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)))
  await db.batch([
    { sql: "DELETE FROM owner_sessions WHERE ends_at <= ?", params: [nowMs] },
    {
      sql: `INSERT INTO owner_sessions (token_hash, github_id, login, created_at, last_seen_at, ends_at, kind, device)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [await hashOf(token), owner.githubId, owner.login, nowMs, nowMs, nowMs + maxAgeS * 1000, kind, device],
    },
  ])
  return token
}

/**
 * The session's owner, seen now, and the session's id (the device list's); none for no token, an ended or unknown
 * one, or an account no longer the login's.
 */
export async function sessionOwner(db: SqlDatabase, token: string | undefined, nowMs: number) {
  if (!token || !TOKEN.test(token)) return undefined
  const [row] = await query(
    db,
    `UPDATE owner_sessions SET last_seen_at = ?
     WHERE token_hash = ? AND ends_at > ?
       AND github_id = (SELECT github_id FROM owner_accounts WHERE owner_accounts.login = owner_sessions.login)
     RETURNING id, login, github_id`,
    [nowMs, await hashOf(token), nowMs],
  )
  return row ? { login: String(row.login), githubId: Number(row.github_id), session: Number(row.id) } : undefined
}

export async function endSession(db: SqlDatabase, token: string | undefined) {
  if (token && TOKEN.test(token))
    await query(db, "DELETE FROM owner_sessions WHERE token_hash = ?", [await hashOf(token)])
}

// Crockford's base 32, as the references (store.ts randomCode): no I, L, O or U, so a code can be read out and typed.
const CODE = /^[0-9A-HJKMNP-TV-Z]{8}$/
// Kept and looked up as an HMAC under the store's secret: the file holds no code, and no text is ever compared.
const codeHash = (secret: string, code: string) => sign(secret, `phone-code:${code}`)

/** A new code that signs a phone in as `owner`, in place of any code the owner had. */
export async function newPhoneCode(db: SqlDatabase, secret: string, owner: Owner, nowMs: number) {
  const code = randomCode(8)
  await db.batch([
    { sql: "DELETE FROM phone_codes WHERE ends_at <= ? OR github_id = ?", params: [nowMs, owner.githubId] },
    {
      sql: "INSERT INTO phone_codes (code_hash, github_id, login, ends_at) VALUES (?, ?, ?, ?)",
      params: [await codeHash(secret, code), owner.githubId, owner.login, nowMs + PHONE_CODE_MINUTES * 60_000],
    },
  ])
  return `${code.slice(0, 4)}-${code.slice(4)}`
}

/** The owner a typed code was made for, if it is one still good; it is used up as it is read. */
export async function takePhoneCode(db: SqlDatabase, secret: string, typed: string, nowMs: number) {
  const code = plainCode(typed)
  if (!CODE.test(code)) return undefined
  const [row] = await query(
    db,
    "DELETE FROM phone_codes WHERE code_hash = ? AND ends_at > ? RETURNING github_id, login",
    [await codeHash(secret, code), nowMs],
  )
  return row ? { login: String(row.login), githubId: Number(row.github_id) } : undefined
}

/**
 * Logins taken off LEADS_OWNERS (all of them with the inbox off) are forgotten: their account, sessions (with their
 * phones' alerts) and codes. The login of each session ended.
 */
export async function forgetUnlisted(db: SqlDatabase, owners: string[]) {
  const unlisted = "login NOT IN (SELECT value FROM json_each(?))"
  const listed = [JSON.stringify(owners)]
  const [, , ended = []] = await db.batch([
    { sql: `DELETE FROM owner_accounts WHERE ${unlisted}`, params: listed },
    { sql: `DELETE FROM phone_codes WHERE ${unlisted}`, params: listed },
    { sql: `DELETE FROM owner_sessions WHERE ${unlisted} RETURNING login`, params: listed },
  ])
  return ended.map((row) => String(row.login))
}

/**
 * Whether `owner` is the account its login (one of `owners`) first signed in with, recording it on the first sign-in.
 * Logins no longer listed are forgotten, so a login taken off LEADS_OWNERS and put back is claimed afresh.
 */
export async function claimAccount(db: SqlDatabase, owners: string[], owner: Owner, nowMs: number) {
  const [, , rows = []] = await db.batch([
    {
      sql: "DELETE FROM owner_accounts WHERE login NOT IN (SELECT value FROM json_each(?))",
      params: [JSON.stringify(owners)],
    },
    {
      sql: `INSERT INTO owner_accounts (login, github_id, first_seen_at) SELECT ?, ?, ?
            WHERE ? IN (SELECT value FROM json_each(?)) ON CONFLICT (login) DO NOTHING`,
      params: [owner.login, owner.githubId, nowMs, owner.login, JSON.stringify(owners)],
    },
    { sql: "SELECT github_id FROM owner_accounts WHERE login = ?", params: [owner.login] },
  ])
  return rows[0]?.github_id === undefined ? undefined : Number(rows[0].github_id)
}

/** The kit's ledger in the store: a state is good once, and a client's limit holds, on every process and isolate. */
export function storeLedger(db: SqlDatabase): SignInLedger {
  // What has run out is swept first; then whether the insert took a row.
  const inserted = async (sweep: SqlStatement, insert: SqlStatement) =>
    ((await db.batch([sweep, insert]))[1] ?? []).length > 0
  return {
    firstUse: (nonce, nowMs) =>
      inserted(
        { sql: "DELETE FROM sign_in_states WHERE until <= ?", params: [nowMs] },
        {
          sql: "INSERT INTO sign_in_states (nonce, until) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING RETURNING nonce",
          params: [nonce, nowMs + STATE_MEMORY_MS],
        },
      ),
    allow: (client, nowMs) =>
      inserted(
        { sql: "DELETE FROM sign_in_tries WHERE at <= ?", params: [nowMs - SIGN_IN_LIMIT.windowMs] },
        {
          sql: `INSERT INTO sign_in_tries (client, at) SELECT ?, ?
                WHERE (SELECT count(*) FROM sign_in_tries WHERE client = ?) < ? RETURNING at`,
          params: [client, nowMs, client, SIGN_IN_LIMIT.tries],
        },
      ),
  }
}

export type OwnerSignInDeps = {
  db: SqlDatabase
  owners: string[]
  /** Its siteUrl, SITE_URL's origin when set, is the site's address (siteAddress). */
  github: GitHubSignInSettings
  /** The store's secret: a client is kept as an HMAC of its network, never its address. */
  secret: () => Promise<string>
  now: () => number
  log: Log
}

/** The inbox's sign-in, session and sign-out, on the store's handler (inbox.ts routes to them). */
export function ownerSignIn(deps: OwnerSignInDeps) {
  const { db, owners, github, now, log } = deps
  const refused = throttledLog(log, now)
  const ledger = storeLedger(db)
  const flow = (request: Request): OAuthFlow => {
    const site = siteAddress(request, github.siteUrl)
    // Lax: the browser sends it back on GitHub's redirect here, a top-level navigation from another site.
    const cookie = siteCookie(site, "leads_sign_in", "Lax")
    return { github, purpose: STATE_PURPOSE, cookie, callback: `${site.origin}${INBOX_API}/callback`, ledger }
  }
  const session = (request: Request) => siteCookie(siteAddress(request, github.siteUrl), "leads_session", "Strict")
  const redirect = (location: string, ...cookies: string[]) => {
    const headers = new Headers({ ...NO_STORE, Location: location })
    for (const one of cookies) headers.append("Set-Cookie", one)
    return new Response(null, { status: 302, headers })
  }
  const back = (request: Request, query: string, ...cookies: string[]) =>
    redirect(`${siteAddress(request, github.siteUrl).origin}${INBOX_PAGE}${query}`, ...cookies)

  /** Whether the client may make another sign-in request or try another code (SIGN_IN_LIMIT each); a 429 when not. */
  async function tooMany(address: string | null | undefined, purpose: "sign-in" | "phone-code") {
    const network = address ? networkOf(address) : "unknown"
    const client = (await sign(await deps.secret(), `${purpose}:${network}`)).slice(0, 22)
    if (await ledger.allow(client, now())) return undefined
    refused("flood", "Leads inbox sign-in refused: too many sign-in requests from one client in ten minutes.")
    const error = "Too many sign-in attempts from your network: please wait ten minutes and try again."
    return json(429, { ok: false, error }, { "Retry-After": "600" })
  }

  async function start(request: Request) {
    const { location, setCookie } = await startSignIn(flow(request), "read:user", now())
    return redirect(location, setCookie)
  }

  async function callback(request: Request) {
    const oauth = flow(request)
    const cleared = oauth.cookie.set("", 0)
    const result = await callbackToken(oauth, request, now())
    const user = "token" in result ? await githubUser(result.token, github).catch(() => undefined) : undefined
    if (!user) {
      const problem = "problem" in result ? result.problem : "GitHub's /user named no login and account id"
      refused("problem" in result ? result.outcome : "user", `Leads inbox sign-in refused: ${problem}.`)
      return back(request, "?sign-in=failed", cleared)
    }
    const owner = { login: user.login.toLowerCase(), githubId: user.id }
    const first = await claimAccount(db, owners, owner, now())
    if (first !== owner.githubId) {
      const why =
        first === undefined
          ? "is not in LEADS_OWNERS"
          : `is GitHub account ${owner.githubId}, but account ${first} first signed in with that login (renamed, and the name taken by someone else?). If it is really the owner's new account, take the login off LEADS_OWNERS and restart, then put it back, restart and sign in again`
      log(`Leads inbox sign-in refused: ${quoted(user.login)} ${why}.`)
      return back(request, `?no-access=${encodeURIComponent(user.login)}`, cleared)
    }
    const token = await startSession(db, owner, now(), { device: deviceName(request.headers.get("user-agent")) })
    log(`Leads inbox: ${user.login} (GitHub account ${owner.githubId}) signed in.`)
    return back(request, "", cleared, session(request).set(token, SESSION_MAX_AGE_S))
  }

  /** A phone signs in with a code from the signed-in inbox: a session of its own, PHONE_SESSION_MAX_AGE_S long. */
  async function withCode(request: Request) {
    const body = phoneSignInBodySchema.safeParse(await readJson(request))
    const owner = body.success ? await takePhoneCode(db, await deps.secret(), body.data.code, now()) : undefined
    if (!owner || !owners.includes(owner.login)) {
      refused("code", "Leads inbox: a phone's code was refused (mistyped, used, or too old).")
      return json(400, { ok: false, errors: { code: PHONE_CODE_REFUSED } })
    }
    const device = deviceName(request.headers.get("user-agent"))
    const token = await startSession(db, owner, now(), { maxAgeS: PHONE_SESSION_MAX_AGE_S, kind: "phone", device })
    log(`Leads inbox: a phone of ${owner.login} signed in with a code.`)
    return json(200, { ok: true }, { "Set-Cookie": session(request).set(token, PHONE_SESSION_MAX_AGE_S) })
  }

  return {
    /** The sign-in's two addresses, each within the client's limit. */
    async route(request: Request, path: "/sign-in" | "/callback", address?: string | null) {
      return (await tooMany(address, "sign-in")) ?? (path === "/sign-in" ? start(request) : callback(request))
    },
    /** A phone's code, within the client's own limit of tries. */
    async phone(request: Request, address?: string | null) {
      return (await tooMany(address, "phone-code")) ?? withCode(request)
    },
    /** The signed-in owner, or none; a login taken off LEADS_OWNERS is out at once. */
    async owner(request: Request) {
      const found = await sessionOwner(db, session(request).read(request), now())
      return found && owners.includes(found.login) ? found : undefined
    },
    /** Ends the session on the server (a kept copy of its cookie is then worth nothing) and clears the cookie. */
    async signOut(request: Request) {
      const cookie = session(request)
      await endSession(db, cookie.read(request))
      return cookie.set("", 0)
    },
  }
}
