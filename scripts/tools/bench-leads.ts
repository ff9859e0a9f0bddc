/**
 * `npm run bench:leads` (decision 030): autocannon against the production server with a store in a temporary folder and
 * no mail server (the e-mails wait in the outbox). `BENCH_PORT` (default 4400); exits 1 when a count or a run fails.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import autocannon, { type Result } from "autocannon"

import { LEADS_PATH } from "../../common/lead-paths.ts"
import { BUILD_DIR, HEADERS_FILE } from "../../server/build-dir.ts"
import { nodeSqlite } from "../../server/leads/node-sqlite.ts"
import { backlog } from "../../server/leads/queue.ts"
import { allLeads } from "../../server/leads/store.ts"
import { issueToken } from "../../server/leads/token.ts"
import { publishNewerBuild } from "../../server/release.ts"
import { BENCH_PORT, startServer, stopServer } from "./bench-server.ts"

const SITE = `http://127.0.0.1:${BENCH_PORT}`
const SECRET = "bench-secret-not-for-production"
const CONNECTIONS = 50
const DURATION_S = 8
const VALID = {
  name: "Bench Person",
  suburb: "Thurgoona",
  phone: "0491 570 156",
  serviceType: "deep",
  message: "Three bedrooms, two bathrooms, one dog.",
  page: `${SITE}/`,
}

if (!existsSync(HEADERS_FILE)) throw new Error(`${HEADERS_FILE} is missing: build the site first (npm run build)`)
// Both servers serve the live release, as server/index.ts does.
publishNewerBuild(BUILD_DIR)

const dir = mkdtempSync(join(tmpdir(), "bench-leads-"))
const dbPath = join(dir, "leads.sqlite")
const env = {
  ...process.env,
  LEADS_DB: dbPath,
  LEADS_SECRET: SECRET,
  LEADS_RATE_LIMIT: "1000000000",
  LEADS_ACK_LIMIT: "1000000000",
  SMTP_URL: "",
}

// The server before the store: the static handler alone, as server/index.ts was.
const BEFORE = `
import { createServer } from "node:http"
import { LIVE_DIR } from "./server/build-dir.ts"
import { githubSignInSettings } from "./server/sign-in-settings.ts"
import { createStaticHandler, listener } from "./server/static.ts"
createServer(listener(createStaticHandler(LIVE_DIR, githubSignInSettings(process.env)))).listen(${BENCH_PORT}, "0.0.0.0")
`
const SERVERS = { before: ["--input-type=module", "-e", BEFORE], after: ["server/index.ts"] }

const run = (options: autocannon.Options) => autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options })

const summary = (result: Result) => ({
  "req/s": Math.round(result.requests.average),
  "p99 ms": result.latency.p99,
  "2xx": result["2xx"],
  non2xx: result.non2xx,
  "5xx": result["5xx"],
  errors: result.errors,
  timeouts: result.timeouts,
})

// As the browser's script posts the form.
const POST = {
  url: `${SITE}${LEADS_PATH}`,
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
} as const

const problems: string[] = []
try {
  // 1. `/` before and after the store, in turns (ABBAAB) so a neighbour's load falls on both alike; each one's median.
  const pages: Record<"before" | "after", Result[]> = { before: [], after: [] }
  for (const which of ["before", "after", "after", "before", "before", "after"] as const) {
    const child = await startServer(SERVERS[which], env)
    pages[which].push(await run({ url: `${SITE}/` }))
    await stopServer(child)
  }
  const median = (results: Result[]) =>
    [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)]!
  const server = await startServer(SERVERS.after, env)

  // 2. Valid requests, each with its own token (five seconds old) and sender; every 2xx must be a row with two e-mails.
  const tokens = await Promise.all(Array.from({ length: 60_000 }, () => issueToken(SECRET, Date.now() - 5000)))
  let next = 0
  const references: string[] = []
  const valid = await run({
    ...POST,
    requests: [
      {
        setupRequest: (request) => {
          const i = next++
          const token = tokens[i % tokens.length]!
          return {
            ...request,
            body: new URLSearchParams({ ...VALID, email: `bench${i}@example.com`, token }).toString(),
          }
        },
        onResponse: (status, body) => {
          if (status >= 200 && status < 300) references.push((JSON.parse(body) as { reference: string }).reference)
        },
      },
    ],
  })
  // Requests in flight when the run stopped (one per connection at most) are answered after it, unread.
  const count = async () => {
    const db = nodeSqlite(dbPath)
    try {
      const stored = new Set((await allLeads(db)).map((row) => row.reference))
      const { pending: mails } = await backlog(db, Date.now())
      return { leads: stored.size, mails, found: references.filter((reference) => stored.has(reference)).length }
    } finally {
      db.close()
    }
  }
  let settled = await count()
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const again = await count()
    if (again.leads === settled.leads) break
    settled = again
  }
  const { leads: rows, mails, found } = settled
  if (references.length !== valid["2xx"]) problems.push(`${valid["2xx"]} answers 2xx, ${references.length} read`)
  if (found !== references.length) problems.push(`${references.length} answers 2xx but only ${found} of them are rows`)
  if (rows - found > CONNECTIONS) problems.push(`${rows - found} rows more than answers: more than were in flight`)
  if (mails !== rows * 2) problems.push(`${rows} leads but ${mails} e-mails in the outbox`)
  if (next > tokens.length) problems.push("the bench ran out of distinct tokens")

  // 3. A bot flood (trap filled, no token, forged token) with `/` asked beside it: no 5xx, socket error or timeout.
  const forged = `${(await issueToken(SECRET, Date.now() - 5000)).slice(0, -3)}AAA`
  const bot = { ...VALID, email: "bot@example.com" }
  const botBodies = [{ ...bot, _gotcha: "https://spam.example" }, bot, { ...bot, token: forged }].map((body) =>
    new URLSearchParams(body).toString(),
  )
  const flood = run({
    ...POST,
    requests: [{ setupRequest: (request) => ({ ...request, body: botBodies[next++ % 3]! }) }],
  })
  const pagesDuringFlood = run({ url: `${SITE}/`, connections: 5 })
  const [bots, pagesBeside] = await Promise.all([flood, pagesDuringFlood])
  const rowsAfter = (await count()).leads
  if (rowsAfter !== rows) problems.push(`the bot flood stored ${rowsAfter - rows} rows`)
  for (const [name, result] of Object.entries({ valid, bots, "pages beside the flood": pagesBeside }))
    if (result["5xx"] || result.errors || result.timeouts) problems.push(`${name}: 5xx, socket errors or timeouts`)
  if (server.exitCode !== null) problems.push("the server stopped")
  await stopServer(server)

  console.table({
    "/ before the store (median of 3)": summary(median(pages.before)),
    "/ with the store (median of 3)": summary(median(pages.after)),
    "valid requests": summary(valid),
    "bot flood": summary(bots),
    "/ beside the flood (5 conn.)": summary(pagesBeside),
  })
  console.log(
    `2xx answers: ${valid["2xx"]}, every one a row: ${found === valid["2xx"]}; rows: ${rows} (${rows - found} answered after the run stopped); e-mails queued: ${mails}; rows after the bot flood: ${rowsAfter}`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
if (problems.length) {
  console.error(`FAILED:\n- ${problems.join("\n- ")}`)
  process.exitCode = 1
}
