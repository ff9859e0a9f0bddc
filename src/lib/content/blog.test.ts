import { describe, expect, it } from "vitest"

import { formatPostDate } from "./blog"

describe("formatPostDate", () => {
  it("writes the articles' dates as the spec does: month, day, year", () => {
    expect(formatPostDate("2025-11-03")).toBe("Nov 3 2025")
    expect(formatPostDate("2025-11-02")).toBe("Nov 2 2025")
    expect(formatPostDate("2025-10-28")).toBe("Oct 28 2025")
  })

  it("uses three-letter months and no leading zero for every month", () => {
    expect(formatPostDate("2026-01-09")).toBe("Jan 9 2026")
    expect(formatPostDate("2026-09-30")).toBe("Sep 30 2026")
    expect(formatPostDate("2026-12-31")).toBe("Dec 31 2026")
  })

  it("refuses anything that is not a YYYY-MM-DD date", () => {
    expect(() => formatPostDate("2025-13-01")).toThrow(/YYYY-MM-DD/)
    expect(() => formatPostDate("2025-11-00")).toThrow(/YYYY-MM-DD/)
    expect(() => formatPostDate("3/11/2025")).toThrow(/YYYY-MM-DD/)
  })
})
