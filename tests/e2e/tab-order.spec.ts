import { test } from "@playwright/test"

import { ALL_PATHS } from "./support"
import { expectFirstTabPassReachesEveryControl } from "./tab-pass"

test.describe("keyboard: the first Tab pass reaches every control (docs/decisions/011)", () => {
  for (const path of ALL_PATHS) {
    // One layout is enough: the desktop one.
    test(path, { tag: "@desktop" }, async ({ page, browser, baseURL }) => {
      test.setTimeout(120_000)
      await expectFirstTabPassReachesEveryControl(page, browser, baseURL, path)
    })
  }
})
