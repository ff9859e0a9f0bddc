/**
 * Every build the e2e suite serves, made side by side before any test (decision 054): Astro's builds leave a core
 * half idle, and the specs that used to make theirs in a hook held a worker meanwhile. `astro sync` first makes once
 * what each build would otherwise make (the photos); then the builds run three at a time, each in its own folder.
 *
 * `npm test` starts this beside the static checks and the unit tests, with E2E_BUILT naming the run; Playwright's first
 * server runs it again (playwright.config.ts), which then only checks each build's stamp. Run alone, it builds all.
 */
import { spawn } from "node:child_process"
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { lostAstroRace } from "../../scripts/lib/astro-race.ts"
import { E2E_EVERY_OPTION_CONTENT, everyOptionContent } from "../setup/every-option-content.ts"
import { GITHUB_STAND_IN_URL, STAND_IN_CLIENT_ID, STAND_IN_CLIENT_SECRET } from "./github-stand-in.ts"
import { QUOTE_ENDPOINT } from "./quote-receiver.ts"

const SHIPPED = "tests/fixtures/content"
const EVERY_OPTION = E2E_EVERY_OPTION_CONTENT
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1)

/** In `dir`/content, a copy of `from` with `file`'s switch on, as an owner turns it on in the editor. */
const switchedOn = (dir: string, from: string, file: string) => ({
  content: join(dir, "content"),
  prepare() {
    const copy = join(dir, "content")
    rmSync(copy, { recursive: true, force: true })
    cpSync(from, copy, { recursive: true })
    const path = join(copy, `${file}.json`)
    writeFileSync(path, `${JSON.stringify({ ...JSON.parse(readFileSync(path, "utf8")), enabled: true }, null, 2)}\n`)
  },
})

type Build = { content: string; env?: Record<string, string>; prepare?: () => void; publish?: true }

/** The suite's builds by folder; each spec that serves one says what it holds. */
export const E2E_BUILDS = {
  // The site as shipped, of the frozen content (decision 034), published as `npm run build` publishes it.
  build: { content: SHIPPED, publish: true },
  // Every optional setting on: test analytics ids, a quote endpoint of the tests' own receiver, the editor's GitHub
  // sign-in against the stand-in, owner's pages and the estimate (playwright.config.ts, the "analytics" project).
  "build-analytics": {
    content: EVERY_OPTION,
    env: {
      GA_MEASUREMENT_ID: "G-TEST123",
      CLARITY_PROJECT_ID: "testclarity",
      QUOTE_FORM_ENDPOINT: QUOTE_ENDPOINT,
      CMS_GITHUB_CLIENT_ID: STAND_IN_CLIENT_ID,
      CMS_GITHUB_CLIENT_SECRET: STAND_IN_CLIENT_SECRET,
      CMS_GITHUB_URL: GITHUB_STAND_IN_URL,
      CMS_AUTH_URL: `http://localhost:${ANALYTICS_PORT}`,
    },
  },
  // The shipped content with only the estimate on: home as an owner who turns it on ships it (budget.spec.ts).
  "build-estimate": switchedOn("build-estimate", SHIPPED, "estimate"),
  // The site's own lead store (leads-server.ts) over every option's content: the lead store's specs.
  "build-leads": { content: EVERY_OPTION, env: { QUOTE_FORM_ENDPOINT: "/api/leads" } },
  // The same with asking for a day on (booking-form.spec.ts).
  "build-booking": {
    ...switchedOn("build-booking", EVERY_OPTION, "booking"),
    env: { QUOTE_FORM_ENDPOINT: "/api/leads" },
  },
} satisfies Record<string, Build>

export type E2EBuild = keyof typeof E2E_BUILDS

const stampOf = (dir: string) => join(dir, "e2e-built")
const RUN = process.env.E2E_BUILT

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    let output = ""
    const child = spawn(command, args, {
      env: { ...process.env, ENV_FILE: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk))
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed:\n${output}`)),
    )
  })
}

const finished = (dir: string) => existsSync(join(dir, "client", "_headers"))

/** Made by this `npm test` run, or kept for a developer's rerun of one spec (docs/contributing.md). */
const current = (dir: E2EBuild) =>
  (RUN && existsSync(stampOf(dir)) && readFileSync(stampOf(dir), "utf8") === RUN) ||
  (process.env.E2E_REUSE_BUILDS && finished(dir))

async function build(dir: E2EBuild) {
  const { content, env = {}, prepare, publish }: Build = E2E_BUILDS[dir]
  const started = performance.now()
  prepare?.()
  const astroBuild = () => run("npx", ["astro", "build"], { ...env, BUILD_DIR: dir, CONTENT_DIR: content })
  await astroBuild().catch((error: Error) => {
    if (!lostAstroRace(error.message)) throw error
    console.log(`e2e build ${dir}: made again, another Astro process wrote .astro/ at the same moment (decision 058)`)
    return astroBuild()
  })
  if (publish) await run(process.execPath, ["scripts/deploy/publish.ts"], { BUILD_DIR: dir })
  if (RUN) writeFileSync(stampOf(dir), RUN)
  console.log(`e2e build ${dir}: ${Math.round((performance.now() - started) / 1000)} s`)
}

/**
 * The builds not made yet, `lanes` at a time. First, once, what each would make when it is missing (decision 055): the
 * photos' sizes. Under `npm test` (E2E_BUILT), its own first step made them. A build that lost Astro's race for .astro/
 * to another build or to `astro check` is made once more (decision 058).
 */
export async function buildAll(lanes = 3) {
  everyOptionContent(EVERY_OPTION)
  const waiting = (Object.keys(E2E_BUILDS) as E2EBuild[]).filter((dir) => !current(dir))
  if (waiting.length && !RUN) await run("npx", ["astro", "sync"], {})
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let dir = waiting.shift(); dir; dir = waiting.shift()) await build(dir)
    }),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll()
