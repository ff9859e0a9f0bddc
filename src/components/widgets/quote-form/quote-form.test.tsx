import { render } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import QuoteForm, { DELIVERY_OFF_NOTICE } from "./quote-form"

const failedToast = { title: "Not sent", description: "Call 0491 570 156 or e-mail hello@example.com." }

describe("QuoteForm", () => {
  it("says once per page that delivery is off when no endpoint is set, and never when one is", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const withEndpoint = render(<QuoteForm failedToast={failedToast} endpoint="https://formspree.io/f/abc" />)
    expect(warn).not.toHaveBeenCalled()
    withEndpoint.unmount()
    render(<QuoteForm failedToast={failedToast} />).unmount()
    render(<QuoteForm failedToast={failedToast} />).unmount()
    expect(warn.mock.calls).toEqual([[DELIVERY_OFF_NOTICE]])
  })

  it("has the honeypot only when it delivers", () => {
    const { container, unmount } = render(<QuoteForm failedToast={failedToast} />)
    expect(container.querySelector('[name="_gotcha"]')).toBeNull()
    unmount()
    const delivering = render(<QuoteForm failedToast={failedToast} endpoint="https://formspree.io/f/abc" />)
    const trap = delivering.container.querySelector<HTMLInputElement>('input[name="_gotcha"]')!
    expect(trap.hidden).toBe(true)
    expect(trap.tabIndex).toBe(-1)
  })
})
