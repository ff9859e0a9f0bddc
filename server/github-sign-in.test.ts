import { describe, expect, it, vi } from "vitest"

import { onRequest as onCloudflareCallback } from "../functions/api/auth/callback"
import { onRequest as onCloudflare } from "../functions/api/auth/index"
import onNetlify, { config as netlifyConfig } from "../netlify/functions/editor-sign-in"
import { siteScriptHashes } from "../scripts/integration/html"
import { memoryLedger, SIGN_IN_LIMIT } from "./github-oauth"
import {
  githubSignInFromEnv,
  POPUP_SCRIPT,
  popupScriptHash,
  SIGN_IN_MESSAGES,
  githubSignIn as signInFrom,
} from "./github-sign-in"
import {
  CALLBACK_PATH,
  editorSignInOrOff,
  githubAddresses,
  githubSignInSettings,
  SIGN_IN_PATH,
  type GitHubSignInSettings,
} from "./sign-in-settings"

const SITE = "https://www.riverleaf-cleaning.example"
const SECRET = "unit-test-secret-4d1f0a9b"
const TOKEN = "gho_unitTestToken123"
const NOW = Date.UTC(2026, 5, 1, 9, 0, 0)

type TokenCall = { url: string; method: string; body: URLSearchParams; headers: Headers }

/** A fake GitHub token endpoint: `answer` decides what it says; every call is kept. */
function fakeGitHub(answer: (call: TokenCall) => Response | Promise<Response> = () => Response.json({})) {
  const calls: TokenCall[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? "GET",
      body: new URLSearchParams(String(init?.body ?? "")),
      headers: new Headers(init?.headers),
    }
    calls.push(call)
    return answer(call)
  })
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch }
}

const grantingToken = () =>
  fakeGitHub(({ body }) =>
    body.get("client_secret") === SECRET && body.get("code") === "good-code"
      ? Response.json({ access_token: TOKEN, token_type: "bearer", scope: "repo" })
      : Response.json({
          error: "bad_verification_code",
          error_description: "The code passed is incorrect or expired.",
        }),
  )

function settingsWith(extra: Partial<GitHubSignInSettings> = {}): GitHubSignInSettings & { lines: string[] } {
  const lines: string[] = []
  return {
    clientId: "unit-client-id",
    clientSecret: SECRET,
    githubUrl: "https://github.com",
    apiUrl: "https://api.github.com",
    now: () => NOW,
    log: (line) => lines.push(line),
    lines,
    ...extra,
  }
}

let clients = 0
/** Each request from a network of its own, so the limit per client (tested on its own below) stays out of the way. */
const githubSignIn = (request: Request, settings: GitHubSignInSettings) =>
  signInFrom(request, settings, `2001:db8:${(++clients).toString(16)}::1`)

const get = (path: string, cookie?: string, origin = SITE) =>
  new Request(`${origin}${path}`, { headers: cookie ? { cookie } : {} })

/** Starts a sign-in as Decap does; returns the state GitHub would send back and the browser's cookie. */
async function begin(settings: GitHubSignInSettings, origin = SITE) {
  const response = await githubSignIn(
    get(`${SIGN_IN_PATH}?provider=github&site_id=x&scope=repo`, undefined, origin),
    settings,
  )
  const location = new URL(response.headers.get("location")!)
  const setCookie = response.headers.get("set-cookie")!
  return { response, location, setCookie, state: location.searchParams.get("state")!, cookie: setCookie.split(";")[0]! }
}

const callbackUrl = (query: Record<string, string>) => `${CALLBACK_PATH}?${new URLSearchParams(query)}`

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name]!,
  )

describe("the sign-in redirect", () => {
  it("sends the pop-up to GitHub's authorize page with the client id, scope, state and callback address", async () => {
    const { response, location, state } = await begin(settingsWith())
    expect(response.status).toBe(302)
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize")
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "unit-client-id",
      redirect_uri: `${SITE}/api/auth/callback`,
      scope: "repo",
      state,
    })
    expect(state).toMatch(/^[\w-]{24}\.\d+\.[\w-]{43}$/)
  })

  it("binds the state to this browser with a short-lived __Host- cookie over https", async () => {
    const { setCookie, state } = await begin(settingsWith())
    // __Host-: Secure, this host only and the whole path, so a sibling subdomain cannot plant one in its place.
    expect(setCookie).toBe(`__Host-editor_sign_in_state=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`)
    // Plain http (a computer of one's own, the e2e suite) cannot keep a Secure cookie, so no prefix either.
    const local = await begin(settingsWith(), "http://localhost:4274")
    expect(local.setCookie).toBe(
      `editor_sign_in_state=${local.state}; Path=/api/auth; Max-Age=600; HttpOnly; SameSite=Lax`,
    )
    expect(local.location.searchParams.get("redirect_uri")).toBe("http://localhost:4274/api/auth/callback")
  })

  it("does not take the unprefixed cookie over https, where a sibling subdomain could have set it", async () => {
    const github = grantingToken()
    const settings = settingsWith({ fetch: github.fetch })
    const { state } = await begin(settings)
    const planted = `editor_sign_in_state=${state}`
    const response = await githubSignIn(get(callbackUrl({ code: "good-code", state }), planted), settings)
    expect(response.status).toBe(400)
    expect(github.calls).toEqual([])
  })

  it("builds the callback address from SITE_URL when it is set, whatever the request's host says", async () => {
    const settings = settingsWith({ siteUrl: "https://www.riverleaf-cleaning.example" })
    const { location, setCookie } = await begin(settings, "http://attacker.example:8080")
    expect(location.searchParams.get("redirect_uri")).toBe("https://www.riverleaf-cleaning.example/api/auth/callback")
    expect(setCookie).toMatch(/^__Host-editor_sign_in_state=[\w.-]+; Path=\/; /)
    expect(
      githubSignInSettings({ CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: SECRET, SITE_URL: `${SITE}/` }),
    ).toMatchObject({ siteUrl: SITE })
    expect(githubSignInSettings({ CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: SECRET })).not.toHaveProperty(
      "siteUrl",
    )
  })

  it("makes a new state every time, and never shows the secret", async () => {
    const settings = settingsWith()
    const [first, second] = [await begin(settings), await begin(settings)]
    expect(first.state).not.toBe(second.state)
    expect(`${first.location.href} ${first.setCookie}`).not.toContain(SECRET)
  })

  it("goes to a GitHub Enterprise server when one is set", async () => {
    const { location } = await begin(settingsWith({ githubUrl: "https://git.example.com" }))
    expect(`${location.origin}${location.pathname}`).toBe("https://git.example.com/login/oauth/authorize")
  })

  it("passes on only the scopes Decap asks for (repo, public_repo), and asks for repo when none is left", async () => {
    const scopeOf = async (query: string) =>
      new URL(
        (await githubSignIn(get(`${SIGN_IN_PATH}${query}`), settingsWith())).headers.get("location")!,
      ).searchParams.get("scope")
    expect(await scopeOf("?provider=github&scope=public_repo")).toBe("public_repo")
    expect(await scopeOf("?provider=github&scope=repo")).toBe("repo")
    expect(await scopeOf("?provider=github&scope=repo,user")).toBe("repo")
    expect(await scopeOf("?provider=github&scope=delete_repo")).toBe("repo")
    expect(await scopeOf("?provider=github&scope=public_repo,delete_repo,admin:org")).toBe("public_repo")
    expect(await scopeOf("?provider=github&scope=repo%20admin%3Aorg%0A")).toBe("repo")
    expect(await scopeOf("")).toBe("repo")
  })

  it("refuses another provider, another path and another method in plain words", async () => {
    const other = await githubSignIn(get(`${SIGN_IN_PATH}?provider=gitlab`), settingsWith())
    expect(other.status).toBe(400)
    expect(unescapeHtml(await other.text())).toContain(SIGN_IN_MESSAGES.otherProvider[1])
    expect((await githubSignIn(get(`${SIGN_IN_PATH}/elsewhere`), settingsWith())).status).toBe(404)
    const post = await githubSignIn(new Request(`${SITE}${SIGN_IN_PATH}`, { method: "POST" }), settingsWith())
    expect(post.status).toBe(405)
    expect(post.headers.get("allow")).toBe("GET")
  })
})

describe("a good callback", () => {
  async function signedIn() {
    const github = grantingToken()
    const settings = settingsWith({ fetch: github.fetch })
    const { state, cookie } = await begin(settings)
    const response = await githubSignIn(get(callbackUrl({ code: "good-code", state }), cookie), settings)
    return { response, html: await response.text(), github, settings }
  }

  it("trades the code for a token on the server, with the client secret", async () => {
    const { response, github } = await signedIn()
    expect(response.status).toBe(200)
    expect(github.calls).toHaveLength(1)
    const [call] = github.calls
    expect(call!.url).toBe("https://github.com/login/oauth/access_token")
    expect(call!.method).toBe("POST")
    expect(call!.headers.get("accept")).toBe("application/json")
    expect(Object.fromEntries(call!.body)).toEqual({
      client_id: "unit-client-id",
      client_secret: SECRET,
      code: "good-code",
      redirect_uri: `${SITE}/api/auth/callback`,
    })
  })

  it("answers a page that carries the token, never the secret, and clears the state cookie", async () => {
    const { response, html } = await signedIn()
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("set-cookie")).toMatch(/^__Host-editor_sign_in_state=; Path=\/; Max-Age=0;/)
    const message = unescapeHtml(/data-message="([^"]*)"/.exec(html)![1]!)
    expect(message).toBe(`authorization:github:success:{"token":"${TOKEN}","provider":"github"}`)
    expect(html).not.toContain(SECRET)
    expect(html).toContain(`<script>${POPUP_SCRIPT}</script>`)
  })

  it("admits its one inline script by hash, and nothing else", async () => {
    const { response, html } = await signedIn()
    const { hashes, foreign } = siteScriptHashes({ "/": html }, [POPUP_SCRIPT])
    expect([hashes, foreign]).toEqual([[await popupScriptHash()], []])
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src '${hashes[0]}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
  })

  it("posts the token to the editor's window at the site's own origin only, after the editor answers", async () => {
    const { html } = await signedIn()
    const message = unescapeHtml(/data-message="([^"]*)"/.exec(html)![1]!)
    const posted: [unknown, string][] = []
    const opener = { postMessage: (data: unknown, target: string) => posted.push([data, target]) }
    const listeners: ((event: { source: unknown; origin: string; data: unknown }) => void)[] = []
    const popup = {
      opener,
      location: { origin: SITE },
      addEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.push(listener),
    }
    new Function("window", "document", POPUP_SCRIPT)(popup, { body: { dataset: { message } } })
    // Decap's handshake first, addressed to this origin: a window elsewhere that opened the pop-up hears nothing.
    expect(posted).toEqual([["authorizing:github", SITE]])
    const reply = (event: { source: unknown; origin: string; data: unknown }) => listeners.forEach((l) => l(event))
    reply({ source: opener, origin: "https://evil.example", data: "authorizing:github" })
    reply({ source: {}, origin: SITE, data: "authorizing:github" })
    reply({ source: opener, origin: SITE, data: "something else" })
    expect(posted).toHaveLength(1)
    reply({ source: opener, origin: SITE, data: "authorizing:github" })
    expect(posted).toEqual([
      ["authorizing:github", SITE],
      [message, SITE],
    ])
  })
})

describe("a callback with a bad state", () => {
  async function refused(query: (state: string) => Record<string, string>, cookieOf = (cookie: string) => cookie) {
    const github = grantingToken()
    const settings = settingsWith({ fetch: github.fetch })
    const { state, cookie } = await begin(settings)
    const response = await githubSignIn(get(callbackUrl(query(state)), cookieOf(cookie)), settings)
    const html = await response.text()
    // Refused before GitHub is asked: a stolen or planted code is never traded.
    expect(github.calls).toEqual([])
    expect(response.status).toBe(400)
    expect(html).toContain(`<p>${SIGN_IN_MESSAGES.badState[1]}</p>`)
    expect(html).not.toContain("<script")
    expect(response.headers.get("set-cookie")).toContain("Max-Age=0")
    return settings.lines
  }

  it("refuses a signature spelt otherwise than the helper wrote it, though it decodes to the same bytes", async () => {
    const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    // The last character's lowest bit is one of the two that decoding drops.
    const twin = (state: string) => `${state.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(state.at(-1)!) ^ 1]}`
    expect(
      await refused(
        (state) => ({ code: "good-code", state: twin(state) }),
        (cookie) => twin(cookie),
      ),
    ).toEqual(["Editor sign-in refused: the state's signature was wrong."])
  })

  it("refuses a tampered state", async () => {
    // One character inside the signature: the last one carries two bits that decoding drops, so it is left alone.
    const tampered = (state: string) => `${state.slice(0, -10)}${state.at(-10) === "A" ? "B" : "A"}${state.slice(-9)}`
    expect(
      await refused(
        (state) => ({ code: "good-code", state: tampered(state) }),
        (c) => c,
      ),
    ).toEqual(["Editor sign-in refused: the state did not match this browser's cookie."])
    // Tampered in the cookie too: the signature gives it away.
    expect(
      await refused(
        (state) => ({ code: "good-code", state: tampered(state) }),
        (cookie) => tampered(cookie),
      ),
    ).toEqual(["Editor sign-in refused: the state's signature was wrong."])
  })

  it("refuses a missing state or a missing cookie", async () => {
    expect(await refused(() => ({ code: "good-code" }))).toEqual(["Editor sign-in refused: the callback had no state."])
    expect(
      await refused(
        (state) => ({ code: "good-code", state }),
        () => "",
      ),
    ).toEqual(["Editor sign-in refused: this browser had no state cookie (expired, or the sign-in began elsewhere)."])
  })

  it("refuses a state signed with another secret", async () => {
    const other = await begin(settingsWith({ clientSecret: "another-secret" }))
    expect(
      await refused(
        () => ({ code: "good-code", state: other.state }),
        () => other.cookie,
      ),
    ).toEqual(["Editor sign-in refused: the state's signature was wrong."])
  })

  it("refuses a state more than ten minutes old", async () => {
    const github = grantingToken()
    const { state, cookie } = await begin(settingsWith())
    const late = settingsWith({ fetch: github.fetch, now: () => NOW + 601_000 })
    const response = await githubSignIn(get(callbackUrl({ code: "good-code", state }), cookie), late)
    expect(response.status).toBe(400)
    expect(github.calls).toEqual([])
    expect(late.lines).toEqual(["Editor sign-in refused: the state was 601 s old."])
    // Within the ten minutes it is good.
    const inTime = settingsWith({ fetch: github.fetch, now: () => NOW + 599_000 })
    expect((await githubSignIn(get(callbackUrl({ code: "good-code", state }), cookie), inTime)).status).toBe(200)
  })

  it("takes a state once: the same callback again is refused, its cookie kept or not", async () => {
    const github = grantingToken()
    const settings = settingsWith({ fetch: github.fetch })
    const { state, cookie } = await begin(settings)
    const back = () => githubSignIn(get(callbackUrl({ code: "good-code", state }), cookie), settings)
    expect((await back()).status).toBe(200)
    const again = await back()
    expect(again.status).toBe(400)
    expect(await again.text()).toContain(SIGN_IN_MESSAGES.badState[0])
    expect(github.calls).toHaveLength(1)
    expect(settings.lines).toEqual(["Editor sign-in refused: the state had been used before."])
  })
})

describe("a flood", () => {
  it("of one client's requests is refused with 429 past the limit, said once a minute, and lets it in again later", async () => {
    let now = NOW + 86_400_000
    const settings = settingsWith({ fetch: grantingToken().fetch, now: () => now })
    const start = () => signInFrom(get(`${SIGN_IN_PATH}?provider=github`), settings, "203.0.113.9")
    for (let i = 0; i < SIGN_IN_LIMIT.tries; i++) expect((await start()).status).toBe(302)
    const refused = await start()
    expect(refused.status).toBe(429)
    expect(refused.headers.get("retry-after")).toBe("600")
    expect(await refused.text()).toContain(SIGN_IN_MESSAGES.tooMany[1])
    const callback = await signInFrom(get(callbackUrl({ code: "c", state: "s" })), settings, "203.0.113.9")
    expect(callback.status).toBe(429)
    // Another client is let in.
    expect((await signInFrom(get(SIGN_IN_PATH), settings, "203.0.113.10")).status).toBe(302)
    expect(settings.lines).toEqual([
      "Editor sign-in refused: too many sign-in requests from one client in ten minutes.",
    ])
    now += 60_000
    expect((await start()).status).toBe(429)
    expect(settings.lines.at(-1)).toBe(
      "Editor sign-in refused: too many sign-in requests from one client in ten minutes. (and 1 more like it in the last minute)",
    )
    now += SIGN_IN_LIMIT.windowMs
    expect((await start()).status).toBe(302)
  })

  it("of states and of clients is each held in at most the ledger's cap; a state used twice is still refused", async () => {
    const ledger = memoryLedger(1000)
    for (let i = 0; i < 1500; i++) expect(await ledger.firstUse(`nonce-${i}`, NOW)).toBe(true)
    for (let i = 0; i < 1500; i++) await ledger.allow(`client-${i}`, NOW)
    expect(ledger.size()).toEqual([1000, 1000])
    expect(await ledger.firstUse("nonce-1499", NOW)).toBe(false)
    // A call on a full ledger forgets its oldest; once their eleven minutes are up, each call forgets four of them.
    for (let i = 0; i < 10; i++) await ledger.firstUse(`later-${i}`, NOW + 661_000)
    expect(ledger.size()).toEqual([1000 - 1 - 10 * 4 + 10, 1000])
  })
})

describe("GitHub saying no", () => {
  async function callbackWith(query: Record<string, string>, github = grantingToken()) {
    const settings = settingsWith({ fetch: github.fetch })
    const { state, cookie } = await begin(settings)
    const response = await githubSignIn(get(callbackUrl({ ...query, state }), cookie), settings)
    return { response, html: await response.text(), github, lines: settings.lines }
  }

  it("shows a plain message when the owner cancels on GitHub (error=access_denied)", async () => {
    const { response, html, github, lines } = await callbackWith({ error: "access_denied" })
    expect(response.status).toBe(403)
    expect(html).toContain("<h1>GitHub did not sign you in</h1>")
    expect(html).not.toContain("<script")
    expect(github.calls).toEqual([])
    expect(lines).toEqual(['Editor sign-in refused: GitHub answered "access_denied".'])
  })

  it("shows a plain message when GitHub's token endpoint refuses the code, and logs why", async () => {
    const { response, html, github, lines } = await callbackWith({ code: "expired-code" })
    expect(github.calls).toHaveLength(1)
    expect(response.status).toBe(502)
    expect(html).toContain("<h1>GitHub did not accept the sign-in</h1>")
    expect(html).not.toMatch(/<script|bad_verification_code|Error|\bat /)
    expect(lines).toEqual(["Editor sign-in refused: GitHub refused the code (HTTP 200, bad_verification_code)."])
  })

  it("shows a plain message when GitHub answers with an error status or cannot be reached", async () => {
    const broken = await callbackWith(
      { code: "good-code" },
      fakeGitHub(() => new Response("oops", { status: 500 })),
    )
    expect(broken.response.status).toBe(502)
    expect(broken.lines).toEqual(["Editor sign-in refused: GitHub refused the code (HTTP 500, no error given)."])
    const down = await callbackWith(
      { code: "good-code" },
      fakeGitHub(() => Promise.reject(new TypeError("fetch failed"))),
    )
    expect(down.response.status).toBe(502)
    expect(down.html).toContain("<h1>GitHub could not be reached</h1>")
    expect(down.html).not.toContain("TypeError")
    expect(down.lines).toEqual([
      "Editor sign-in refused: GitHub's token endpoint did not answer (TypeError: fetch failed).",
    ])
  })
})

describe("settings", () => {
  const both = { CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: SECRET }

  it("are off without the client id and secret, and refuse one without the other", () => {
    expect(githubSignInSettings({})).toBeUndefined()
    expect(() => githubSignInSettings({ CMS_GITHUB_CLIENT_ID: "id" })).toThrow(
      "CMS_GITHUB_CLIENT_ID is set but CMS_GITHUB_CLIENT_SECRET is not",
    )
    let message = ""
    try {
      githubSignInSettings({ CMS_GITHUB_CLIENT_SECRET: SECRET })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain("CMS_GITHUB_CLIENT_SECRET is set but CMS_GITHUB_CLIENT_ID is not")
    expect(message).not.toContain(SECRET)
  })

  it("talk to github.com and its API unless CMS_GITHUB_URL names another GitHub", () => {
    expect(githubSignInSettings(both)).toMatchObject({
      clientId: "id",
      clientSecret: SECRET,
      githubUrl: "https://github.com",
      apiUrl: "https://api.github.com",
    })
    expect(githubAddresses({ CMS_GITHUB_URL: "https://git.example.com/" })).toEqual({
      githubUrl: "https://git.example.com",
      apiUrl: "https://git.example.com/api/v3",
    })
    expect(
      githubAddresses({ CMS_GITHUB_URL: "https://git.example.com", CMS_GITHUB_API_URL: "https://api.git.example.com" }),
    ).toEqual({ githubUrl: "https://git.example.com", apiUrl: "https://api.git.example.com" })
    expect(githubAddresses({ CMS_GITHUB_URL: "http://localhost:4276" }).githubUrl).toBe("http://localhost:4276")
  })

  it("name SITE_URL in plain words when it is not the site's full address, and the server keeps serving", () => {
    for (const [site, why] of [
      ["www.riverleaf.com.au", "SITE_URL must be the site's full address, starting with https://"],
      ["localhost:4320", "SITE_URL must be the site's full address, starting with https://"],
      ["https://owner@riverleaf.com.au", "SITE_URL must name a plain host such as www.example.com.au"],
    ]) {
      expect(() => githubSignInSettings({ ...both, SITE_URL: site })).toThrow(why)
      const lines: string[] = []
      expect(editorSignInOrOff({ ...both, SITE_URL: site }, (line) => lines.push(line))).toBeUndefined()
      expect(lines).toEqual([expect.stringMatching(`^Editor sign-in is OFF: ${why}`)])
    }
    const lines: string[] = []
    expect(editorSignInOrOff({ CMS_GITHUB_CLIENT_ID: "id" }, (line) => lines.push(line))).toBeUndefined()
    expect(lines).toEqual([expect.stringContaining("CMS_GITHUB_CLIENT_ID is set but CMS_GITHUB_CLIENT_SECRET is not")])
    expect(editorSignInOrOff({ ...both, SITE_URL: "https://www.riverleaf.com.au/" })).toMatchObject({
      siteUrl: "https://www.riverleaf.com.au",
    })
  })

  it("refuse a GitHub address that is not https (but for this computer)", () => {
    expect(() => githubAddresses({ CMS_GITHUB_URL: "http://git.example.com" })).toThrow("CMS_GITHUB_URL must be")
    expect(() => githubAddresses({ CMS_GITHUB_URL: "github" })).toThrow("CMS_GITHUB_URL must be")
  })
})

describe("on Netlify and Cloudflare Pages", () => {
  const env = { CMS_GITHUB_CLIENT_ID: "host-client-id", CMS_GITHUB_CLIENT_SECRET: SECRET }

  it("the Netlify function serves both routes with the settings from the site's environment", async () => {
    expect(netlifyConfig.path).toEqual([SIGN_IN_PATH, CALLBACK_PATH])
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
    const response = await onNetlify(get(`${SIGN_IN_PATH}?provider=github&scope=repo`))
    expect(response.status).toBe(302)
    expect(new URL(response.headers.get("location")!).searchParams.get("client_id")).toBe("host-client-id")
    vi.unstubAllEnvs()
  })

  it("the Cloudflare Pages functions do the same with their context's env", async () => {
    const response = await onCloudflare({ request: get(`${SIGN_IN_PATH}?provider=github&scope=repo`), env })
    expect(response.status).toBe(302)
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'")
    // callback.ts answers /api/auth/callback with the same handler: without its state, a plain refusal.
    const back = await onCloudflareCallback({ request: get(callbackUrl({ code: "c", state: "s" })), env })
    expect(back.status).toBe(400)
    expect(await back.text()).toContain(SIGN_IN_MESSAGES.badState[0])
  })

  it("both say plainly that sign-in is not set up when the settings are missing", async () => {
    const response = await githubSignInFromEnv(get(SIGN_IN_PATH), {})
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(SIGN_IN_MESSAGES.notSetUp[1])
    // Half the settings: the detail goes to the host's log, the pop-up says it is not set up.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const half = await onCloudflare({ request: get(SIGN_IN_PATH), env: { CMS_GITHUB_CLIENT_ID: "id" } })
    expect(half.status).toBe(500)
    expect(await half.text()).not.toContain("CMS_GITHUB_CLIENT_SECRET is not")
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("CMS_GITHUB_CLIENT_SECRET is not"))
  })
})
