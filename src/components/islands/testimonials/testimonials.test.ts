import { describe, expect, it } from "vitest"

import { TESTIMONIAL_PREVIEW_LENGTH, truncate } from "./testimonials"

describe("truncate", () => {
  it("cuts at 200 characters by default", () => {
    expect(TESTIMONIAL_PREVIEW_LENGTH).toBe(200)
  })

  it("leaves text of 200 characters or fewer unchanged", () => {
    const exact = "a".repeat(200)
    expect(truncate(exact)).toBe(exact)
    expect(truncate("Short and sweet.")).toBe("Short and sweet.")
    expect(truncate("")).toBe("")
  })

  it("cuts longer text to 200 characters plus an ellipsis", () => {
    const long = "b".repeat(201)
    expect(truncate(long)).toBe(`${"b".repeat(200)}…`)
    const result = truncate("x".repeat(350))
    expect(result).toHaveLength(201)
    expect(result.endsWith("…")).toBe(true)
  })

  it("drops a space left at the cut", () => {
    const text = `${"c".repeat(199)} and more words after the cut`
    expect(truncate(text)).toBe(`${"c".repeat(199)}…`)
  })
})

describe("a long review (the card's 'Read more' toggle: truncate changes it)", () => {
  it("is one only past 200 characters", () => {
    expect(truncate("a".repeat(200))).toBe("a".repeat(200))
    expect(truncate("a".repeat(201))).not.toBe("a".repeat(201))
  })
})
