import { describe, expect, it } from "vitest"

import { pageTextHtml } from "./markdown"

const html = (markdown: string) => pageTextHtml(markdown).trim()

describe("an owner page's text", () => {
  it("keeps a line started with Enter as a line, and lists, headings and paragraphs as Markdown makes them", () => {
    expect(html("We clean tracks and screens too.\nCall us to book.")).toBe(
      "<p>We clean tracks and screens too.<br>\nCall us to book.</p>",
    )
    expect(html("One paragraph.\n\nAnother.")).toBe("<p>One paragraph.</p>\n<p>Another.</p>")
    expect(html("What we bring:\n- cloths\n- mops")).toBe(
      "<p>What we bring:</p>\n<ul>\n<li>cloths</li>\n<li>mops</li>\n</ul>",
    )
    expect(html("# Our promise\nNo harsh chemicals.")).toBe("<h2>Our promise</h2>\n<p>No harsh chemicals.</p>")
  })
})
