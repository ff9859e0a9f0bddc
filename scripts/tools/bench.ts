/**
 * `npm run bench [-- --runs 3] [--reference URL …] [--json FILE] [/route …]` (docs/contributing.md): Lighthouse,
 * mobile, each sitemap route as served and with scripts blocked; exits 1 on a missed bar. `BENCH_PORT` (default 4400).
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { parseArgs } from "node:util"

import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { CLIENT_DIR, HEADERS_FILE } from "../../server/build-dir.ts"
import { BROWSER_ARGS, findBrowser } from "../lib/browser.ts"
import { BENCH_PORT, startServer, stopServer } from "./bench-server.ts"
import { benchReport, runOrder, sampleOf, sitemapPaths, tabulate, type Job, type Sample } from "./bench-table.ts"

const options = {
  runs: { type: "string", default: "3" },
  reference: { type: "string", multiple: true, default: [] as string[] },
  json: { type: "string" },
} as const
const { values, positionals } = parseArgs({ options, allowPositionals: true })
const RUNS = Number(values.runs)
const REFERENCES = values.reference.flatMap((list) => list.split(",")).filter(Boolean)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`)
for (const url of REFERENCES) if (!URL.canParse(url)) throw new Error(`--reference needs an absolute URL: ${url}`)
for (const route of positionals) if (!route.startsWith("/")) throw new Error(`a route starts with /: ${route}`)

if (!existsSync(HEADERS_FILE) && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1)
// @astrojs/sitemap's list of pages (the index, sitemap-index.xml, names this one file until 45,000 pages).
const sitemap = join(CLIENT_DIR, "sitemap-0.xml")
const ROUTES = positionals.length ? positionals : sitemapPaths(readFileSync(sitemap, "utf8"))
if (!ROUTES.length) throw new Error(`${sitemap} lists no routes`)
const chromePath = findBrowser()
if (!chromePath) {
  console.error("No Chromium found: install one (apt-get install chromium) or set CHROME_PATH.")
  process.exit(1)
}

const lighthouseRun = { version: "", cpuSlowdownMultiplier: NaN }

/** A fresh browser per run, so each is a first visit as in PageSpeed Insights (a kept one hid its costs). */
async function measure(job: Job, url: string, firstRun: boolean): Promise<Sample> {
  const fail = (error: unknown) => void console.log(`  ${job.target} ${job.mode}: Lighthouse failed: ${String(error)}`)
  const chromeFlags = ["--headless=new", ...BROWSER_ARGS]
  const chrome = await chromeLauncher.launch({ chromePath: chromePath!, chromeFlags }).catch(fail)
  if (!chrome) return sampleOf()
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    blockedUrlPatterns: job.mode === "blocked" ? ["*.js"] : null,
  })
    .catch(fail)
    .finally(() => chrome.kill())
  if (!result) return sampleOf()
  const { audits, runtimeError, lighthouseVersion, configSettings } = result.lhr
  lighthouseRun.version = lighthouseVersion
  lighthouseRun.cpuSlowdownMultiplier = configSettings.throttling.cpuSlowdownMultiplier ?? NaN
  if (runtimeError) console.log(`  ${job.target} ${job.mode}: ${runtimeError.code} ${runtimeError.message}`)
  const failing = Object.values(audits).filter((a) => (a.score ?? 1) < 1 && a.scoreDisplayMode === "binary")
  if (firstRun && job.mode === "served")
    for (const audit of failing) console.log(`  ${job.target}: ${audit.id} — ${audit.title}`)
  return sampleOf(result.lhr)
}

const base = `http://localhost:${BENCH_PORT}`
const samples = new Map<string, { job: Job; samples: Sample[] }>()
const server = await startServer(["server/index.ts"])
try {
  for (let run = 0; run < RUNS; run++) {
    for (const job of runOrder(ROUTES, REFERENCES, run)) {
      const url = job.mode === "reference" ? job.target : `${base}${job.target}`
      const sample = await measure(job, url, run === 0)
      const key = `${job.mode} ${job.target}`
      if (!samples.has(key)) samples.set(key, { job, samples: [] })
      samples.get(key)!.samples.push(sample)
      console.log(
        `run ${run + 1}/${RUNS} ${job.target} ${job.mode}: perf ${sample.performance}, ` +
          `LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms, script ${Math.round(sample.scriptMs)} ms`,
      )
    }
  }
} finally {
  // One that had already stopped is left be: the runs since then failed and say so, and the table still prints.
  await stopServer(server)
}

const { rows, bars } = tabulate([...samples.values()])
const { version, cpuSlowdownMultiplier: cpu } = lighthouseRun
console.log(benchReport(rows, bars, { runs: RUNS, version, cpu }))
if (values.json) {
  const settings = { formFactor: "mobile", throttlingMethod: "simulate", cpuSlowdownMultiplier: cpu }
  const report = { date: new Date().toISOString(), lighthouseVersion: version, runs: RUNS, settings, bars, rows }
  writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`medians written to ${values.json}`)
}
process.exit(rows.some((row) => row.misses?.length) ? 1 : 0)
