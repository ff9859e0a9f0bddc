/**
 * How often a save misses the editor's preview (decision 039): `npm run cms` on a copy of the project, as
 * tests/e2e/cms-support.ts makes it, and content/packages.json saved in two writes (emptied, 100 bytes, 1-3 ms, the
 * rest), as cms.spec.ts's "a file saved in two writes" does, ROUNDS times. After each save the home page is fetched
 * every 100 ms, as that test does, until it shows the new price or STALE_MS have passed (a missed save).
 *
 *   npx tsx scripts/bench-preview.ts                  ROUNDS=100 STALE_MS=20000 PORT=4719 (and PORT + 1)
 *   BUSY=2 npx tsx scripts/bench-preview.ts           with two busy loops beside it, as on a loaded machine
 *   WITHOUT_FIX=1 npx tsx scripts/bench-preview.ts    the copy without freshContentPlugin, to compare
 *   SLOW_STORE_MS=50 npx tsx scripts/bench-preview.ts the dev server made to spend 50 ms more on each load of the
 *                                                     content store's module, as a loaded machine makes it slower:
 *                                                     the race of decision 039 is then met within a few hundred saves
 *   PAGES=1 npx tsx scripts/bench-preview.ts          instead: a page of the owner's added (written as decap-server
 *                                                     writes it), then deleted; each must reach its address
 */
import { spawn, type ChildProcess } from "node:child_process"
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { open, unlink, writeFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"

const ROUNDS = Number(process.env.ROUNDS ?? 100)
const STALE_MS = Number(process.env.STALE_MS ?? 20_000)
const sitePort = Number(process.env.PORT ?? 4719)
const siteURL = `http://localhost:${sitePort}`
const copy = resolve(".cache", `bench-preview-${sitePort}`)

rmSync(copy, { recursive: true, force: true })
mkdirSync(copy, { recursive: true })
for (const entry of ["src", "scripts", "server", "public", "package.json", "astro.config.ts", "tsconfig.json"])
  cpSync(entry, join(copy, entry), { recursive: true })
cpSync("tests/fixtures/content", join(copy, "content"), { recursive: true })
cpSync("content/photos", join(copy, "content/photos"), { recursive: true })
mkdirSync(join(copy, "content/owner-pages"), { recursive: true })
if (process.env.WITHOUT_FIX) {
  const config = readFileSync(join(copy, "astro.config.ts"), "utf8").replace("freshContentPlugin(), ", "")
  if (config.includes("freshContentPlugin()")) throw new Error("astro.config.ts no longer lists freshContentPlugin()")
  writeFileSync(join(copy, "astro.config.ts"), config)
}

const slowStoreMs = Number(process.env.SLOW_STORE_MS ?? 0)
if (slowStoreMs) {
  const slowStore = `{ name: "bench-slow-store", transform(code, id) { if (id === "\\0astro:data-layer-content") { const end = Date.now() + ${slowStoreMs}; while (Date.now() < end); } return null } }`
  const config = readFileSync(join(copy, "astro.config.ts"), "utf8").replace("plugins: [", `plugins: [${slowStore}, `)
  if (!config.includes("bench-slow-store")) throw new Error("astro.config.ts no longer lists Vite plugins")
  writeFileSync(join(copy, "astro.config.ts"), config)
}

const children: ChildProcess[] = []
for (let n = 0; n < Number(process.env.BUSY ?? 0); n++)
  children.push(spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" }))
const editor = spawn(process.execPath, [resolve("node_modules/tsx/dist/cli.mjs"), "scripts/cms.ts"], {
  cwd: copy,
  env: { ...process.env, PORT: String(sitePort), CMS_PROXY_PORT: String(sitePort + 1) },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
})
process.on("exit", () => {
  for (const child of children) child.kill()
  if (editor.pid) process.kill(-editor.pid, "SIGTERM")
})

const home = () =>
  fetch(`${siteURL}/`, { signal: AbortSignal.timeout(60_000) }).then(
    (response) => response.text(),
    (error: Error) => error.message,
  )
while (
  !(await fetch(`${siteURL}/admin/config.yml`).then(
    (response) => response.ok,
    () => false,
  ))
)
  await sleep(500)
await home()

/** Fetches `path` every 100 ms until `done` holds for its answer: the time it took, or undefined after STALE_MS. */
async function until(path: string, done: (status: number, body: string) => boolean) {
  const start = Date.now()
  while (Date.now() - start < STALE_MS) {
    const [status, body] = await fetch(`${siteURL}${path}`, { signal: AbortSignal.timeout(60_000) }).then(
      async (response) => [response.status, await response.text()] as const,
      (error: Error) => [0, error.message] as const,
    )
    if (done(status, body)) return Date.now() - start
    await sleep(100)
  }
  return undefined
}

/** content/packages.json saved in two writes, as cms.spec.ts saves it; the new price on the home page. */
async function savePrice(round: number) {
  const file = join(copy, "content/packages.json")
  const data = JSON.parse(readFileSync(file, "utf8")) as { packages: { priceFrom: number }[] }
  const price = 300 + (round % 500)
  data.packages[1]!.priceFrom = price
  const text = JSON.stringify(data, null, 2)
  const handle = await open(file, "w")
  await handle.write(text.slice(0, 100))
  await sleep((round % 3) + 1)
  await handle.write(text.slice(100))
  await handle.close()
  return [await until("/", (_, body) => body.includes(`>$${price}<`))]
}

/** A page of the owner's added, then deleted: its title at its address, then the 404 page there. */
async function addAndDeletePage(round: number) {
  const slug = `bench-page-${round}`
  const file = join(copy, "content/owner-pages", `${slug}.json`)
  const title = `A page added in round ${round}`
  const page = {
    title,
    description: "A page the bench adds and deletes, to time the preview of each.",
    slug,
    sections: [{ type: "call-to-action", heading: "Added by the bench", text: "It is deleted again at once." }],
  }
  await writeFile(file, JSON.stringify(page, null, 2))
  const added = await until(`/${slug}`, (status, body) => status === 200 && body.includes(title))
  await unlink(file)
  return [added, await until(`/${slug}`, (status) => status === 404)]
}

const missed: number[] = []
const shownAfter: number[] = []
for (let round = 1; round <= ROUNDS; round++) {
  for (const took of await (process.env.PAGES ? addAndDeletePage(round) : savePrice(round))) {
    if (took === undefined) missed.push(round)
    else shownAfter.push(took)
  }
}
shownAfter.sort((a, b) => a - b)
const median = shownAfter[Math.floor(shownAfter.length / 2)]
console.log(
  JSON.stringify({
    rounds: ROUNDS,
    saves: process.env.PAGES ? "a page added, then deleted" : "packages.json in two writes",
    fix: !process.env.WITHOUT_FIX,
    slowStoreMs,
    busyLoops: children.length,
    missed: missed.length,
    missedRounds: missed,
    shownAfterMs: { median, p90: shownAfter[Math.floor(shownAfter.length * 0.9)] },
  }),
)
process.exit(0)
