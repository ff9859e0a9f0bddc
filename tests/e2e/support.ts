import { readFileSync } from "node:fs"
import { createRequire } from "node:module"

import { expect, type Page } from "@playwright/test"

import { PAGES } from "../../src/lib/site-routes"
import pages from "../../content/pages.json" with { type: "json" }
import { blogPaths } from "../../react-router.config"

export const BUSINESS_NAME = "Riverleaf Eco Cleaning"
export const SITE_URL = "https://www.riverleaf-cleaning.example"
export const QUOTE_URL = "https://clienthub.example.com/riverleaf/request"

/** Every page of the registry with the page copy its heading and title come from. */
export const ROUTES = Object.entries(PAGES).map(([key, { path }]) => ({ path, copy: pages[key as keyof typeof PAGES] }))

export const ARTICLE_PATHS = blogPaths()

export const ALL_PATHS = [...ROUTES.map((r) => r.path), ...ARTICLE_PATHS]

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** Runs axe-core (WCAG 2.x A/AA and best practices) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context = "") {
  // Contrast is judged on the finished frame: let fades and slide-ins (not endless spinners) end,
  // including transitions a moment late to start (an observer's report, a lazy widget mounting).
  for (let settled = 0, rounds = 0; settled < 2 && rounds < 40; rounds++) {
    const running = await page.evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
      return finite.length
    })
    settled = running ? 0 : settled + 1
    if (settled < 2) await page.waitForTimeout(50)
  }
  // evaluate() runs outside the page's CSP, unlike an injected <script>.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    })
    return result.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  })
  expect(violations, `axe violations ${context}`).toEqual([])
}

/** Collects CSP violations and page errors so a test can assert the page ran cleanly. */
export function watchPageProblems(page: Page) {
  const problems: string[] = []
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`))
  page.on("console", (msg) => {
    if (
      msg.type() === "error" &&
      !/Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|CONNECTION_REFUSED|INTERNET_DISCONNECTED|TIMED_OUT|ADDRESS_UNREACHABLE)/.test(
        msg.text(),
      )
    ) {
      problems.push(`console: ${msg.text()}`)
    }
  })
  return problems
}
