import { createServer, type ServerResponse } from "node:http"

/**
 * A stand-in for GitHub on loopback, on a port of its own next to the e2e servers (E2E_PORT + 3 unless
 * E2E_GITHUB_PORT says otherwise): the OAuth app's authorize page (it approves at once) and token endpoint, and the
 * REST API under /api/v3, where a GitHub Enterprise server has it. playwright.config.ts builds and serves the second
 * site with CMS_GITHUB_URL pointing here; editor-sign-in.spec.ts starts it and reads what arrived.
 */
const GITHUB_STAND_IN_PORT = Number(process.env.E2E_GITHUB_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 3)
export const GITHUB_STAND_IN_URL = `http://localhost:${GITHUB_STAND_IN_PORT}`
export const STAND_IN_CLIENT_ID = "stand-in-client-id"
/** Fake, and unlike anything else, so that a scan of the build can look for it. */
export const STAND_IN_CLIENT_SECRET = "stand-in-secret-5f0c2a9e71d84b36"
export const STAND_IN_TOKEN = "gho_StandInToken4e8a1c0b"

/** ok: approves and grants; tamper-state: sends back another state; refuse-code: its token endpoint says no; deny: the owner pressed Cancel. */
export type StandInAnswer = "ok" | "tamper-state" | "refuse-code" | "deny"

type ApiCall = { method: string; path: string; authorization: string | undefined }

export async function startGitHubStandIn(port = GITHUB_STAND_IN_PORT) {
  const apiCalls: ApiCall[] = []
  const tokenRequests: URLSearchParams[] = []
  // Each code GitHub gave out, with the callback address it was given for; used once.
  const codes = new Map<string, string>()
  let answer: StandInAnswer = "ok"
  // Whom the API's /user names: the account the authorize page approved as, by its login and numeric id.
  let login = "riverleaf-owner"
  let id = 1
  let issued = 0

  const redirect = (res: ServerResponse, to: string) => res.writeHead(302, { location: to }).end()
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers }).end(JSON.stringify(body))

  function authorize(url: URL, res: ServerResponse) {
    const back = url.searchParams.get("redirect_uri") ?? ""
    const state = url.searchParams.get("state") ?? ""
    if (url.searchParams.get("client_id") !== STAND_IN_CLIENT_ID || !back)
      return json(res, 400, { error: "bad request" })
    const to = new URL(back)
    if (answer === "deny") {
      to.search = new URLSearchParams({
        error: "access_denied",
        error_description: "The user denied.",
        state,
      }).toString()
      return redirect(res, to.href)
    }
    const code = `stand-in-code-${++issued}`
    codes.set(code, back)
    const sent = answer === "tamper-state" ? `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}` : state
    to.search = new URLSearchParams({ code, state: sent }).toString()
    redirect(res, to.href)
  }

  function token(form: URLSearchParams, res: ServerResponse) {
    tokenRequests.push(form)
    const code = form.get("code") ?? ""
    const good =
      answer !== "refuse-code" &&
      form.get("client_id") === STAND_IN_CLIENT_ID &&
      form.get("client_secret") === STAND_IN_CLIENT_SECRET &&
      codes.get(code) === form.get("redirect_uri")
    codes.delete(code)
    // As GitHub does: 200 either way, an `error` field when the code is refused.
    if (!good) {
      return json(res, 200, {
        error: "bad_verification_code",
        error_description: "The code passed is incorrect or expired.",
      })
    }
    json(res, 200, { access_token: STAND_IN_TOKEN, token_type: "bearer", scope: "repo" })
  }

  function api(method: string, path: string, authorization: string | undefined, res: ServerResponse) {
    // The editor calls the API from the browser: GitHub's API answers cross-origin reads.
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "Authorization, Content-Type, If-None-Match",
      "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
    }
    if (method === "OPTIONS") return res.writeHead(204, cors).end()
    apiCalls.push({ method, path, authorization })
    if (path !== "/user") return json(res, 404, { message: "Not Found" }, cors)
    if (authorization !== `token ${STAND_IN_TOKEN}` && authorization !== `Bearer ${STAND_IN_TOKEN}`) {
      return json(res, 401, { message: "Bad credentials" }, cors)
    }
    json(res, 200, { login, id, name: "Riverleaf Owner", avatar_url: "" }, cors)
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", GITHUB_STAND_IN_URL)
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => (body += chunk))
    req.on("end", () => {
      if (url.pathname === "/login/oauth/authorize" && req.method === "GET") return authorize(url, res)
      if (url.pathname === "/login/oauth/access_token" && req.method === "POST") {
        return token(new URLSearchParams(body), res)
      }
      if (url.pathname.startsWith("/api/v3/")) {
        return api(req.method ?? "GET", url.pathname.slice("/api/v3".length), req.headers.authorization, res)
      }
      json(res, 404, { message: "Not Found" })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, resolve)
  })

  return {
    apiCalls,
    tokenRequests,
    answer(next: StandInAnswer) {
      answer = next
    },
    /** The account the next sign-ins approve as: a login, and GitHub's id for the account (another id: another account). */
    signInAs(next: string, nextId = 1) {
      login = next
      id = nextId
    },
    reset() {
      apiCalls.length = 0
      tokenRequests.length = 0
      codes.clear()
      answer = "ok"
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type GitHubStandIn = Awaited<ReturnType<typeof startGitHubStandIn>>
