import { describe, expect, it } from "vitest"

import {
  benchReport,
  formatTable,
  median,
  medianSample,
  misses,
  relativeBars,
  runOrder,
  sampleOf,
  sitemapPaths,
  tabulate,
  type Row,
} from "./bench-table.ts"

const row = (over: Partial<Row> = {}): Row => ({
  target: "/",
  mode: "served",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 750,
  lcp: 1000,
  tbt: 0,
  cls: 0,
  scriptKb: 4.2,
  scriptMs: 60,
  htmlKb: 11.5,
  ttfbMs: 450,
  loadDelayMs: 150,
  loadTimeMs: 100,
  renderDelayMs: 300,
  scriptDiffMs: 20,
  tbtDiffMs: 0,
  ...over,
})

describe("median", () => {
  it("takes the middle value, the mean of the middle two, and skips failed runs", () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
    expect(median([NaN, 5, 7])).toBe(6)
    expect(median([NaN])).toBeNaN()
  })

  it("gives a sample of medians", () => {
    const a = { ...row(), tbt: 10 }
    const b = { ...row(), tbt: 30 }
    const c = { ...row(), tbt: 20 }
    expect(medianSample([a, b, c]).tbt).toBe(20)
  })
})

describe("sampleOf", () => {
  it("reads the scores, metrics, script bytes and script time of a run", () => {
    const lhr = {
      categories: { performance: { score: 0.97 }, seo: { score: null } },
      audits: {
        "total-blocking-time": { numericValue: 12.5 },
        "resource-summary": {
          details: {
            items: [
              { resourceType: "script", transferSize: 2048 },
              { resourceType: "document", transferSize: 14336 },
            ],
          },
        },
        "largest-contentful-paint-element": {
          details: {
            items: [
              { type: "table", items: [{ node: { selector: "p.mt-6" } }] },
              {
                type: "table",
                items: [
                  { phase: "TTFB", timing: 460 },
                  { phase: "Load Delay", timing: 0 },
                  { phase: "Load Time", timing: 0 },
                  { phase: "Render Delay", timing: 290.5 },
                ],
              },
            ],
          },
        },
        "mainthread-work-breakdown": {
          details: {
            items: [
              { group: "scriptEvaluation", duration: 30 },
              { group: "scriptParseCompile", duration: 5 },
              { group: "styleLayout", duration: 100 },
            ],
          },
        },
      },
    } as unknown as Parameters<typeof sampleOf>[0]
    expect(sampleOf(lhr)).toMatchObject({ performance: 97, seo: NaN, tbt: 12.5, lcp: NaN, scriptKb: 2, scriptMs: 35 })
    expect(sampleOf(lhr)).toMatchObject({
      htmlKb: 14,
      ttfbMs: 460,
      loadDelayMs: 0,
      loadTimeMs: 0,
      renderDelayMs: 290.5,
    })
  })

  it("gives NaN for every number of a run that failed", () => {
    expect(Object.values(sampleOf()).every(Number.isNaN)).toBe(true)
  })
})

describe("sitemapPaths", () => {
  it("turns every <loc> into a path, once", () => {
    const xml = `<urlset><url><loc>https://x.example/</loc></url>
      <url><loc> https://x.example/blog/a-post </loc></url><url><loc>https://x.example/</loc></url></urlset>`
    expect(sitemapPaths(xml)).toEqual(["/", "/blog/a-post"])
  })
})

describe("runOrder", () => {
  const jobs = (run: number) => runOrder(["/a", "/b"], ["http://ref/"], run).map((j) => `${j.target} ${j.mode}`)

  it("pairs each route served and blocked, with references between routes", () => {
    expect(jobs(0)).toEqual(["/a served", "/a blocked", "http://ref/ reference", "/b served", "/b blocked"])
  })

  it("goes backwards on odd runs", () => {
    expect(jobs(1)).toEqual(["/b blocked", "/b served", "http://ref/ reference", "/a blocked", "/a served"])
  })

  it("spreads several references", () => {
    const order = runOrder(["/a", "/b", "/c", "/d"], ["r1", "r2"], 0).map((j) => j.target)
    expect(order.filter((t, i) => t !== order[i - 1])).toEqual(["/a", "r1", "/b", "/c", "r2", "/d"])
  })
})

describe("bars", () => {
  const alone = { performance: 100, tbtMs: 50, lcpMs: 1200 }

  it("passes a row that meets every bar", () => {
    expect(misses(row(), alone)).toEqual([])
    expect(misses(row({ fcp: 800, lcp: 1200, tbt: 50 }), alone)).toEqual([])
  })

  it("names every bar missed, and a missing number as a miss", () => {
    const bad = row({ performance: 97, fcp: 801, lcp: 1201, cls: 0.002, tbt: 60, scriptDiffMs: 150, seo: NaN })
    expect(misses(bad, alone)).toEqual(["performance", "SEO", "FCP", "LCP", "CLS", "TBT", "script time"])
  })

  it("is 100, 50 ms and 1,200 ms without a reference", () => {
    expect(relativeBars([row()])).toEqual(alone)
  })

  it("takes the best reference's score, its TBT + 25 ms and the earliest reference LCP", () => {
    const refs = [
      row({ mode: "reference", performance: 95, tbt: 80, lcp: 1500 }),
      row({ mode: "reference", performance: 97, tbt: 10, lcp: 1100.4 }),
    ]
    expect(relativeBars(refs)).toEqual({ performance: 97, tbtMs: 35, lcpMs: 1100 })
    expect(misses(row({ lcp: 1101 }), relativeBars(refs))).toEqual(["LCP"])
    // A reference later than 1,200 ms leaves the bar at 1,200 ms.
    expect(relativeBars([row({ mode: "reference", lcp: 1400 })]).lcpMs).toBe(1200)
    expect(relativeBars([row({ mode: "reference", performance: NaN, tbt: NaN, lcp: NaN })])).toEqual(alone)
    expect(misses(row({ performance: 97, tbt: 35 }), relativeBars(refs))).toEqual([])
    expect(misses(row({ tbt: 36 }), relativeBars(refs))).toEqual(["TBT"])
    // A median of fractional TBTs: the bar is in whole milliseconds, as the table prints TBT.
    const fractional = relativeBars([row({ mode: "reference", tbt: 11.97 })])
    expect(fractional.tbtMs).toBe(37)
    expect(misses(row({ tbt: 36.6 }), fractional)).toEqual([])
  })
})

describe("formatTable", () => {
  it("aligns columns and leaves the served-only columns empty elsewhere", () => {
    const lines = formatTable([
      row({ misses: [] }),
      row({ mode: "blocked", scriptDiffMs: undefined, tbtDiffMs: undefined, scriptKb: 0 }),
      row({ target: "http://ref/", mode: "reference", lcp: NaN, scriptDiffMs: undefined, tbtDiffMs: undefined }),
    ])
    expect(lines).toHaveLength(5)
    expect(lines[2]).toMatch(/^\/\s+served\s+100 .* 4\.2\s+60\s+20\s+0\s+✓$/)
    expect(lines[3]).toMatch(/blocked .* 0\.0\s+60$/)
    expect(lines[4]).toMatch(/^http:\/\/ref\/\s+ref .*–/)
  })
})

describe("tabulate and benchReport", () => {
  const sample = (over: Partial<Row>) => {
    const { target: _target, mode: _mode, scriptDiffMs: _script, tbtDiffMs: _tbt, ...numbers } = row(over)
    return numbers
  }

  it("takes each job's medians, served − blocked on served rows, the misses, and prints references last", () => {
    const { rows, bars } = tabulate([
      { job: { target: "https://ref.example/", mode: "reference" }, samples: [sample({ tbt: 10 })] },
      { job: { target: "/", mode: "served" }, samples: [sample({ scriptMs: 90 }), sample({ scriptMs: 110 })] },
      { job: { target: "/", mode: "blocked" }, samples: [sample({ scriptMs: 40, tbt: 5 })] },
    ])
    expect(rows.map((r) => r.mode)).toEqual(["served", "blocked", "reference"])
    expect(rows[0]).toMatchObject({ scriptMs: 100, scriptDiffMs: 60, tbtDiffMs: -5, misses: [] })
    expect(rows[1]!.misses).toBeUndefined()
    expect(bars).toEqual({ performance: 100, tbtMs: 35, lcpMs: 1000 })
    const report = benchReport(rows, bars, { runs: 2, version: "12.8.2", cpu: 4 }).split("\n")
    expect(report[1]).toBe("Lighthouse 12.8.2 mobile, median of 2 runs")
    expect(report).toContain(
      "Bars: performance ≥ 100, a11y/bp/SEO 100, FCP ≤ 800 ms, LCP ≤ 1000 ms, CLS 0, TBT ≤ 35 ms, Δscript ≤ 100 ms.",
    )
    expect(report.at(-1)).toBe("1 of 1 routes meet every bar")
  })
})
