/**
 * `npm run bench [-- --runs 3] [/route …]`: serves the production build and runs Lighthouse
 * (mobile, default simulated throttling) on every route, printing the median of each metric per
 * route and marking any that miss DESIGN.md's bars. Builds first if there is no build.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { parseArgs } from "node:util"

import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { NOT_FOUND_PATH, STATIC_PATHS } from "../src/lib/site-routes.ts"
import { blogPaths } from "../react-router.config.ts"
import { BROWSER_ARGS, findBrowser } from "./lib/browser.ts"

const options = { runs: { type: "string", default: "3" } } as const
const { values, positionals: routes } = parseArgs({ options, allowPositionals: true })
const RUNS = Number(values.runs)
const ROUTES = routes.length ? routes : [...STATIC_PATHS, ...blogPaths()]
const PORT = Number(process.env.BENCH_PORT ?? 4400)

const BARS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, cls: 0, tbtMs: 0 }

type Metric = "performance" | "accessibility" | "bestPractices" | "seo" | "fcp" | "lcp" | "tbt" | "cls" | "jsKb"
type Row = Record<Metric, number> & { route: string }

/** Median of the runs that produced the metric (a Lighthouse run that errors gives NaN). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(url).catch(() => undefined))?.ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not start at ${url}`)
}

if (!existsSync("build/headers.json")) {
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1)
}
const chromePath = findBrowser()
if (!chromePath) {
  console.error("No Chromium found: install one (apt-get install chromium) or set CHROME_PATH.")
  process.exit(1)
}

// Its own process group, so stopping it also stops the tsx child that runs the server.
const server = spawn("npx", ["tsx", "server/index.ts"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "ignore",
  detached: true,
})
const base = `http://localhost:${PORT}`
await waitForServer(`${base}/`)
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...BROWSER_ARGS],
})

const rows: Row[] = []
try {
  for (const route of ROUTES) {
    const samples: Record<Metric, number>[] = []
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
      const { categories, audits, runtimeError } = result.lhr
      if (runtimeError)
        console.log(`  ${route}: Lighthouse run ${run + 1} failed: ${runtimeError.code} ${runtimeError.message}`)
      const scripts = (
        audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items?.find((item) => item.resourceType === "script")
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const value = (id: string) => audits[id]?.numericValue ?? NaN
      samples.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        jsKb: (scripts?.transferSize ?? 0) / 1024,
      })
      if (run === 0) {
        const failing = Object.values(audits).filter(
          (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary" && a.id !== "performance",
        )
        for (const audit of failing) console.log(`  ${route}: ${audit.id} — ${audit.title}`)
      }
    }
    const metrics = Object.keys(samples[0]!) as Metric[]
    const row = { route, ...Object.fromEntries(metrics.map((key) => [key, median(samples.map((s) => s[key]))])) } as Row
    rows.push(row)
    console.log(`${route}: perf ${row.performance}, LCP ${Math.round(row.lcp)} ms, CLS ${row.cls.toFixed(3)}`)
  }
} finally {
  await chrome.kill()
  if (server.pid) process.kill(-server.pid, "SIGTERM")
}

const misses = (row: Row) =>
  [
    row.performance < BARS.performance && "performance",
    row.accessibility < BARS.accessibility && "accessibility",
    row.bestPractices < BARS.bestPractices && "best practices",
    row.seo < BARS.seo && "SEO",
    // Written so that a metric no run produced (NaN) counts as a miss.
    !(row.lcp <= BARS.lcpMs) && "LCP",
    !(row.cls <= BARS.cls) && "CLS",
    !(row.tbt <= BARS.tbtMs) && "TBT",
  ].filter(Boolean)

const header = ["route", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KB", "bars"]
const table = rows.map((r) => [
  r.route,
  ...[r.performance, r.accessibility, r.bestPractices, r.seo, r.fcp, r.lcp, r.tbt].map((n) => String(Math.round(n))),
  r.cls.toFixed(3),
  r.jsKb.toFixed(1),
  misses(r).length ? `✗ ${misses(r).join(", ")}` : "✓",
])
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)))
const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ")
console.log(`\nLighthouse mobile, median of ${RUNS} run${RUNS === 1 ? "" : "s"} (${NOT_FOUND_PATH} not benchmarked)\n`)
for (const row of [header, widths.map((w) => "-".repeat(w)), ...table]) console.log(line(row))
const failed = rows.filter((r) => misses(r).length).length
console.log(`\n${rows.length - failed} of ${rows.length} routes meet every bar`)
process.exit(failed ? 1 : 0)
