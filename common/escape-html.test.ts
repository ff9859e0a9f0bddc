import { describe, expect, it } from "vitest"

import { escapeHtml } from "./escape-html.ts"

describe("escapeHtml", () => {
  it("escapes the five characters that can end text or a quoted attribute, and nothing else", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Zoë</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Zoë&lt;/a&gt;",
    )
    expect(escapeHtml("plain words, 100% safe: ü → ✓")).toBe("plain words, 100% safe: ü → ✓")
  })
})
