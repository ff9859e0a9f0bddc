/** The pure part of `npm run bench` (scripts/tools/bench.ts): run order, a run's numbers, medians, bars, the report. */
import type { Result } from "lighthouse"

type Details = { items?: Record<string, unknown>[] } | undefined

/** One Lighthouse run's numbers; NaN where the run did not produce one (all of them when it failed: no `lhr`). */
export function sampleOf(lhr?: Result) {
  const items = (id: string) => (lhr?.audits[id]?.details as Details)?.items ?? []
  const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? NaN) * 100)
  const value = (id: string) => lhr?.audits[id]?.numericValue ?? NaN
  const scripts = items("resource-summary").find((item) => item.resourceType === "script")
  const documents = items("resource-summary").find((item) => item.resourceType === "document")
  // The audit's details are a list of two tables: the element, then its phases (under simulated throttling, Lantern's).
  const lcpItems = (items("largest-contentful-paint-element") as Details[]).flatMap((table) => table?.items ?? [])
  const phase = (name: string) => Number(lcpItems.find((item) => item.phase === name)?.timing ?? NaN)
  const scriptMs = items("mainthread-work-breakdown")
    .filter((item) => item.group === "scriptEvaluation" || item.group === "scriptParseCompile")
    .reduce((sum, item) => sum + Number(item.duration), 0)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    scriptKb: Number(scripts?.transferSize ?? NaN) / 1024,
    scriptMs: lhr?.audits["mainthread-work-breakdown"] ? scriptMs : NaN,
    htmlKb: Number(documents?.transferSize ?? NaN) / 1024,
    ttfbMs: phase("TTFB"),
    loadDelayMs: phase("Load Delay"),
    loadTimeMs: phase("Load Time"),
    renderDelayMs: phase("Render Delay"),
  }
}
export type Sample = ReturnType<typeof sampleOf>

export interface Job {
  /** A path of the site, or a reference's absolute URL. */
  target: string
  mode: "served" | "blocked" | "reference"
}
/** The diffs (served − blocked) and misses are on served rows only. */
export interface Row extends Sample, Job {
  scriptDiffMs?: number
  tbtDiffMs?: number
  misses?: string[]
}

/** The quality bars (issues 25 and 53), three of them moved by references (relativeBars); CLS to three decimals. */
export const BARS = {
  score: 100,
  fcpMs: 800,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 50,
  tbtOverReferenceMs: 25,
  scriptDiffMs: 100,
}

/** Median of the values that exist (a run that failed gives NaN); NaN when none does. */
export function median(values: number[]) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function medianSample(samples: Sample[]) {
  const metrics = Object.keys(samples[0]!) as (keyof Sample)[]
  return Object.fromEntries(metrics.map((metric) => [metric, median(samples.map((s) => s[metric]))])) as Sample
}

/** Every `<loc>` of a sitemap as a path ("/", "/services", …), in the sitemap's order, once each. */
export function sitemapPaths(xml: string) {
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  return [...new Set(locs)]
}

/** Run `run`'s jobs, references spread among them; odd runs go backwards so a machine's drift weighs on all alike. */
export function runOrder(routes: string[], references: string[], run: number): Job[] {
  const backwards = run % 2 === 1
  const units: Job[][] = routes.map((target) => {
    const pair: Job[] = [
      { target, mode: "served" },
      { target, mode: "blocked" },
    ]
    return backwards ? pair.reverse() : pair
  })
  references.forEach((target, i) => {
    const at = Math.round(((i + 1) * routes.length) / (references.length + 1)) + i
    units.splice(at, 0, [{ target, mode: "reference" }])
  })
  return (backwards ? units.reverse() : units).flat()
}

/** Bars moved by references (issues 25, 53): this machine may not give 100 to a site known to score it elsewhere. */
export function relativeBars(rows: Row[]) {
  const references = rows.filter((r) => r.mode === "reference")
  const scores = references.map((r) => r.performance).filter(Number.isFinite)
  const tbts = references.map((r) => r.tbt).filter(Number.isFinite)
  const lcps = references.map((r) => r.lcp).filter(Number.isFinite)
  return {
    performance: scores.length ? Math.min(BARS.score, Math.max(...scores)) : BARS.score,
    // Whole milliseconds, as the table prints TBT: a fractional median would print as the bar "36.97 ms".
    tbtMs: tbts.length ? Math.round(Math.min(...tbts)) + BARS.tbtOverReferenceMs : BARS.tbtMs,
    lcpMs: Math.min(BARS.lcpMs, ...lcps.map(Math.round)),
  }
}

type Bars = ReturnType<typeof relativeBars>

/** The bars a served row misses. Written so that a number no run produced (NaN) counts as a miss. */
export function misses(row: Row, bars: Bars) {
  return [
    !(row.performance >= bars.performance) && "performance",
    !(row.accessibility >= BARS.score) && "accessibility",
    !(row.bestPractices >= BARS.score) && "best practices",
    !(row.seo >= BARS.score) && "SEO",
    !(row.fcp <= BARS.fcpMs) && "FCP",
    !(row.lcp <= bars.lcpMs) && "LCP",
    !(Math.round(row.cls * 1000) / 1000 <= BARS.cls) && "CLS",
    !(row.tbt <= bars.tbtMs) && "TBT",
    !((row.scriptDiffMs ?? NaN) <= BARS.scriptDiffMs) && "script time",
  ].filter((miss): miss is string => typeof miss === "string")
}

const fixed = (n: number | undefined, digits = 0) =>
  n === undefined ? "" : Number.isFinite(n) ? n.toFixed(digits) : "–"

type Column = [heading: string, cell: (r: Row) => string]
const ROUTE_AND_MODE: Column[] = [
  ["route", (r) => r.target],
  ["mode", (r) => (r.mode === "reference" ? "ref" : r.mode)],
]

const COLUMNS: Column[] = [
  ...ROUTE_AND_MODE,
  ["perf", (r) => fixed(r.performance)],
  ["a11y", (r) => fixed(r.accessibility)],
  ["bp", (r) => fixed(r.bestPractices)],
  ["seo", (r) => fixed(r.seo)],
  ["FCP ms", (r) => fixed(r.fcp)],
  ["LCP ms", (r) => fixed(r.lcp)],
  ["TBT ms", (r) => fixed(r.tbt)],
  ["CLS", (r) => fixed(r.cls, 3)],
  ["HTML KB", (r) => fixed(r.htmlKb, 1)],
  ["JS KB", (r) => fixed(r.scriptKb, 1)],
  ["script ms", (r) => fixed(r.scriptMs)],
  ["Δscript ms", (r) => fixed(r.scriptDiffMs)],
  ["ΔTBT ms", (r) => fixed(r.tbtDiffMs)],
  ["bars", (r) => (r.misses === undefined ? "" : r.misses.length ? `✗ ${r.misses.join(", ")}` : "✓")],
]

const PHASE_COLUMNS: Column[] = [
  ...ROUTE_AND_MODE,
  ["LCP ms", (r) => fixed(r.lcp)],
  ["TTFB", (r) => fixed(r.ttfbMs)],
  ["load delay", (r) => fixed(r.loadDelayMs)],
  ["load time", (r) => fixed(r.loadTimeMs)],
  ["render delay", (r) => fixed(r.renderDelayMs)],
]

export function formatTable(rows: Row[], columns = COLUMNS) {
  const header = columns.map(([heading]) => heading)
  const body = rows.map((row) => columns.map(([, cell]) => cell(row)))
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)))
  const line = (row: string[]) =>
    row
      .map((c, i) => (i < 2 || header[i] === "bars" ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd()
  return [header, widths.map((w) => "-".repeat(w)), ...body].map(line)
}

/** Each job's medians in the first run's order; a served row also gets served − blocked and the bars it misses. */
export function tabulate(results: { job: Job; samples: Sample[] }[]) {
  const rows: Row[] = results.map(({ job, samples }) => ({ ...job, ...medianSample(samples) }))
  const bars = relativeBars(rows)
  // Blocked rows still count inline scripts and the browser's event dispatch: Δ is what the script files add.
  for (const row of rows.filter((r) => r.mode === "served")) {
    const blocked = rows.find((r) => r.mode === "blocked" && r.target === row.target)
    row.scriptDiffMs = row.scriptMs - (blocked?.scriptMs ?? NaN)
    row.tbtDiffMs = row.tbt - (blocked?.tbt ?? NaN)
    row.misses = misses(row, bars)
  }
  // In the first run's order (routes in the sitemap's order, each served then blocked), references last.
  rows.sort((a, b) => +(a.mode === "reference") - +(b.mode === "reference"))
  return { rows, bars }
}

/** What the bench prints once every run is done: the legend and bars, the table, the largest paint's phases. */
export function benchReport(rows: Row[], bars: Bars, run: { runs: number; version: string; cpu: number }) {
  const served = rows.filter((r) => r.mode === "served")
  const failed = served.filter((r) => r.misses?.length).length
  const asServed = rows.filter((r) => r.mode !== "blocked")
  return [
    `\nLighthouse ${run.version} mobile, median of ${run.runs} run${run.runs === 1 ? "" : "s"}`,
    "served: as a visitor gets it; blocked: every *.js request blocked; ref: a reference site (not judged).\n" +
      `script ms: main-thread script evaluation + parse/compile (this machine × ${run.cpu}, Lighthouse's simulated CPU).\n` +
      `Δ: served − blocked (TBT varies ±150 ms between runs: printed, not judged). ` +
      `HTML KB: the document on the wire, headers included (over about 14 KB it takes a second round trip).\n` +
      `Bars: performance ≥ ${bars.performance}, a11y/bp/SEO 100, FCP ≤ ${BARS.fcpMs} ms, LCP ≤ ${bars.lcpMs} ms, CLS 0, ` +
      `TBT ≤ ${bars.tbtMs} ms, Δscript ≤ ${BARS.scriptDiffMs} ms.\n`,
    ...formatTable(rows),
    "\nThe largest paint's phases (Lighthouse's LCP breakdown, simulated), ms:\n",
    ...formatTable(asServed, PHASE_COLUMNS),
    `\n${served.length - failed} of ${served.length} routes meet every bar`,
  ].join("\n")
}
