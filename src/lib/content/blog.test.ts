import { describe, expect, it } from "vitest"

import { formatPostDate } from "./blog"

describe("formatPostDate", () => {
  it("writes the articles' dates the Australian short way", () => {
    expect(formatPostDate("2025-11-03")).toBe("3 Nov 2025")
    expect(formatPostDate("2025-11-02")).toBe("2 Nov 2025")
    expect(formatPostDate("2025-10-28")).toBe("28 Oct 2025")
  })

  it("uses three-letter months and no leading zero for every month", () => {
    expect(formatPostDate("2026-01-09")).toBe("9 Jan 2026")
    expect(formatPostDate("2026-09-30")).toBe("30 Sep 2026")
    expect(formatPostDate("2026-12-31")).toBe("31 Dec 2026")
  })

  it("refuses anything that is not a YYYY-MM-DD date", () => {
    expect(() => formatPostDate("2025-13-01")).toThrow(/YYYY-MM-DD/)
    expect(() => formatPostDate("2025-11-00")).toThrow(/YYYY-MM-DD/)
    expect(() => formatPostDate("3/11/2025")).toThrow(/YYYY-MM-DD/)
  })
})
