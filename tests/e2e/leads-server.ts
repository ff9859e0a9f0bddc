/**
 * The lead store's e2e harness: the build with QUOTE_FORM_ENDPOINT=/api/leads (leads-build.ts), served by
 * `node server/index.ts` as `npm run serve` runs it, with a store of its own, a real SMTP server (smtp-server) taking
 * the mail, and `npm run leads` reading the store back. A spec starts the server itself, so a test can kill -9 it and
 * start it again. `port`: the site's; the mail server listens on the next one. `settings`: a spec's own, over the
 * harness's.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import { delimiter, dirname, join } from "node:path"
import { DatabaseSync } from "node:sqlite"

import { expect, type APIRequestContext } from "@playwright/test"

import { issueToken, MIN_TOKEN_AGE_MS } from "../../server/leads/token"
import { decodeHeader, mailReceiver } from "../mail-receiver"
import { readCsv } from "../read-csv"
import { E2E_EVERY_OPTION_CONTENT } from "../setup/every-option-content"
import { LEADS_BUILD_DIR } from "./leads-build"

export const OWNER = "owner@riverleaf.example"
export const FROM = '"Riverleaf Eco Cleaning" <leads@riverleaf.example>'

export const VALUES = {
  name: "Sam Taylor",
  suburb: "Thurgoona",
  email: "sam.taylor@example.com",
  // Not the business's number, which the acknowledgement and the toasts show.
  phone: "0400 111 222",
  serviceType: "deep",
  message: 'Three bedrooms <b>and</b> a <script>alert("dog")</script> & two bathrooms',
}

/**
 * `npm run leads -- …` with `env`, as the owner runs it, without blocking this process: the mail servers and the job
 * tool a site sends to run here, and a loaded machine's command, blocking them, outlasted a send's timeout (run 69).
 */
export function npmLeads(env: NodeJS.ProcessEnv, ...args: string[]) {
  const child = spawn("npm", ["run", "--silent", "leads", "--", ...args], { env })
  let out = ""
  let said = ""
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()))
  return new Promise<{ code: number | null; out: string; said: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, out, said })),
  )
}

export function leadStoreServer(port: number, settings: NodeJS.ProcessEnv = {}) {
  const site = `http://localhost:${port}`
  const dir = mkdtempSync(join(tmpdir(), "leads-e2e-"))
  const dbPath = join(dir, "leads.sqlite")
  const receiver = mailReceiver(port + 1)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The project's Node first, as `node` is where a host installed it.
    PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
    BUILD_DIR: LEADS_BUILD_DIR,
    // The business's facts of the content the build read (leads-build.ts), not the owner's content/ (decision 034).
    CONTENT_DIR: E2E_EVERY_OPTION_CONTENT,
    PORT: String(port),
    LEADS_DB: dbPath,
    SMTP_URL: receiver.url,
    LEADS_NOTIFY_TO: OWNER,
    MAIL_FROM: FROM,
    ...settings,
  }
  let server: ChildProcess | undefined

  const harness = {
    site,
    dir,
    dbPath,
    receiver,
    env,
    /** What the running server has printed since it started. */
    log: "",

    /** `npm run serve`, or with `script` another entry (`scripts/deploy/start.ts`: `npm start`, which may build first). */
    async startServer(overrides: NodeJS.ProcessEnv = {}, { script = "server/index.ts", timeout = 20_000 } = {}) {
      harness.log = ""
      server = spawn(process.execPath, [script], {
        env: { ...env, ...overrides },
        stdio: ["ignore", "pipe", "pipe"],
      })
      for (const stream of [server.stdout!, server.stderr!])
        stream.on("data", (chunk: Buffer) => (harness.log += chunk.toString()))
      await expect
        .poll(
          async () =>
            server?.exitCode === null ? (await fetch(`${site}/`).catch(() => undefined))?.status : harness.log,
          { timeout },
        )
        .toBe(200)
    },

    killServer(signal: NodeJS.Signals) {
      const stopping = server
      if (!stopping || stopping.exitCode !== null) return Promise.resolve()
      return new Promise<void>((resolve) => {
        stopping.once("exit", () => resolve())
        stopping.kill(signal)
      })
    },

    /** Stops the server and starts it again, with `env` as it is now and `overrides` over it. */
    async restartServer(overrides: NodeJS.ProcessEnv = {}) {
      await harness.killServer("SIGTERM")
      await harness.startServer(overrides)
    },

    /** The mail server and the site (its build is made before any test: builds.ts). */
    async start() {
      await receiver.start()
      await harness.startServer()
    },

    async stop() {
      await harness.killServer("SIGTERM")
      await receiver.stop()
      rmSync(dir, { recursive: true, force: true })
    },

    /** `npm run leads -- …`, as the owner runs it. */
    leads: (...args: string[]) => npmLeads(env, ...args),

    /** The store's leads, read with `npm run leads -- export` (RFC 4180, parsed here). */
    async exported() {
      const { code, out, said } = await harness.leads("export")
      expect(code, said).toBe(0)
      return readCsv(out)
    },

    /** The e-mails still waiting in the store's outbox, read from its file (the health answer gives no counts). */
    pending() {
      const db = new DatabaseSync(dbPath, { readOnly: true })
      try {
        const { n } = db.prepare("SELECT count(*) AS n FROM outbox WHERE status = 'pending'").get() as { n: number }
        return n
      } finally {
        db.close()
      }
    },

    mailsFor: (reference: string) =>
      receiver.mails.filter((mail) => decodeHeader(mail.headers.subject ?? "").includes(reference)),

    /** A post or a get from one of this machine's loopback addresses (127.0.x.y), as a visitor of its own. */
    fromAddress(localAddress: string, path: string, form?: Record<string, string>) {
      const body = form && new URLSearchParams(form).toString()
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path,
            localAddress,
            method: form ? "POST" : "GET",
            headers: form
              ? { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" }
              : { Accept: "application/json" },
          },
          (response) => {
            let text = ""
            response.on("data", (chunk: Buffer) => (text += chunk.toString()))
            response.on("end", () => resolve({ status: response.statusCode!, body: text }))
          },
        )
        request.on("error", reject)
        request.end(body)
      })
    },

    /**
     * A token as the store issued it a few seconds ago, old enough to be believed (token.ts): signed with the store's
     * own secret, which the server keeps beside its database (`db`, when a restart named another), so no test waits
     * the three seconds a person takes to fill the form.
     */
    async agedToken(db = dbPath) {
      // The store makes its secret when it first issues a token.
      expect((await fetch(`${site}/api/leads/token`)).status).toBe(200)
      return issueToken(readFileSync(`${db}.secret`, "utf8").trim(), Date.now() - MIN_TOKEN_AGE_MS - 1000)
    },

    /** A request as the form's script posts it, with a token of the age the store asks for, from `from`. */
    async postLead(_request: APIRequestContext, values: typeof VALUES, from: string) {
      const answer = await harness.fromAddress(from, "/api/leads", { ...values, token: await harness.agedToken() })
      expect(answer.status, answer.body).toBe(200)
      return (JSON.parse(answer.body) as { reference: string }).reference
    },
  }
  return harness
}
