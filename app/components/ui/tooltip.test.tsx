import { describe, expect, it } from "vitest"

import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from "./tooltip"

describe("tooltip timing", () => {
  it("uses the spec's 700 ms delay and 300 ms skip delay", () => {
    expect(TOOLTIP_DELAY).toBe(700)
    expect(TOOLTIP_SKIP_DELAY).toBe(300)
  })
})
