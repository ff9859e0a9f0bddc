import { describe, expect, it } from "vitest"

import { quoted, throttledLog } from "./log.ts"

describe("the server's request log", () => {
  it("quotes what a request carries on one line, however many lines it holds", () => {
    expect(quoted('evil\nLeads inbox: riverleaf-owner signed in."')).toBe(
      '"evil\\nLeads inbox: riverleaf-owner signed in.\\""',
    )
    expect(quoted("x".repeat(500))).toBe(`"${"x".repeat(120)}…"`)
  })

  it("says a kind of refusal once a minute, then how many it held back", () => {
    const lines: string[] = []
    let now = 0
    const say = throttledLog(
      (line) => lines.push(line),
      () => now,
    )
    for (let i = 0; i < 1000; i++) say("other-site", "Lead refused: posted from another site.")
    say("rate", "Lead refused: too many requests.")
    now = 59_999
    say("other-site", "Lead refused: posted from another site.")
    now = 60_000
    say("other-site", "Lead refused: posted from another site.")
    expect(lines).toEqual([
      "Lead refused: posted from another site.",
      "Lead refused: too many requests.",
      "Lead refused: posted from another site. (and 1000 more like it in the last minute)",
    ])
  })
})
