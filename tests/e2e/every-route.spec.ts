import { expect, test } from "@playwright/test"

import { ALL_PATHS, expectNoAxeViolations, scrollToTop, watchPageProblems } from "./support"
import { expectFirstTabPassReachesEveryControl, openForKeyboard, readPrerendered, sectionHeadings } from "./tab-pass"

/**
 * Each route at 1280 px in one visit (decision 054): axe as loaded and with every island running, the first Tab pass
 * (decision 011), every h2 of the running page already in the prerendered HTML, and no page error or CSP violation all
 * the while (routes.spec.ts reads each route's title and meta from its HTML as served, without a browser). At 375 px,
 * a11y.spec.ts runs axe.
 */
test.describe("every route at 1280 px: axe, the keyboard, the prerendered h2s and no page errors", () => {
  for (const path of ALL_PATHS) {
    test(path, { tag: "@desktop" }, async ({ page, browser, baseURL }) => {
      test.setTimeout(120_000)
      const prerendered = await readPrerendered(browser, baseURL, path)
      const problems = watchPageProblems(page)
      const requests = await openForKeyboard(page, path)
      // What a visitor meets first: the prerendered HTML, islands not yet started.
      await expectNoAxeViolations(page, `${path} as loaded`)
      await expectFirstTabPassReachesEveryControl(page, requests, prerendered.controls)
      // /before-after titles each comparison read from /content/gallery.json at run time: its prerendered page holds
      // the first comparison (its photos are the largest paint) and placeholders, by design. Read where the Tab
      // passes leave the reader, at the page's end, as a reader who has scrolled through meets them.
      if (path !== "/before-after") {
        expect(prerendered.h2s.length).toBeGreaterThan(0)
        expect(prerendered.h2s).toEqual(await sectionHeadings(page))
      }
      // Then what the islands draw once started (carousel dots, reviews, photos read at run time).
      await scrollToTop(page)
      await expectNoAxeViolations(page, `${path} with its islands running`)
      expect(problems).toEqual([])
    })
  }
})
