import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { IconTooltip, loadTooltips } from "./icon-tooltip"
import { hoverDelay, TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from "./tooltip"

function Controls() {
  return (
    <>
      <IconTooltip label="Previous photo">
        <button type="button">
          <span className="sr-only">Previous photo</span>
        </button>
      </IconTooltip>
      <IconTooltip label="Next photo">
        <button type="button">
          <span className="sr-only">Next photo</span>
        </button>
      </IconTooltip>
    </>
  )
}

const tooltip = () => screen.queryByRole("tooltip")
const hover = (element: Element) => {
  fireEvent.pointerEnter(element, { pointerType: "mouse" })
  fireEvent.pointerMove(element, { pointerType: "mouse" })
}
const leave = (element: Element) => fireEvent.pointerLeave(element, { pointerType: "mouse" })

describe("IconTooltip", () => {
  beforeEach(async () => {
    await loadTooltips() // the page loads it on the first hover or focus; here up front
    vi.useFakeTimers({ now: 1_000_000 })
  })
  afterEach(() => vi.useRealTimers())

  it("shows the control's name 700 ms after the pointer comes to rest on it, not before", () => {
    render(<Controls />)
    const previous = screen.getByRole("button", { name: "Previous photo" })
    hover(previous)
    act(() => void vi.advanceTimersByTime(TOOLTIP_DELAY - 50))
    expect(tooltip()).toBeNull()
    act(() => void vi.advanceTimersByTime(50))
    expect(tooltip()).toHaveTextContent("Previous photo")

    // Within 300 ms of leaving one control, the next shows its tooltip at once.
    leave(previous)
    act(() => void vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY - 100))
    hover(screen.getByRole("button", { name: "Next photo" }))
    act(() => void vi.advanceTimersByTime(10))
    expect(tooltip()).toHaveTextContent("Next photo")
  })

  it("waits the full delay again once the skip delay has passed", () => {
    render(<Controls />)
    const [previous, next] = screen.getAllByRole("button")
    hover(previous!)
    act(() => void vi.advanceTimersByTime(TOOLTIP_DELAY))
    leave(previous!)
    act(() => void vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY + 1))
    expect(hoverDelay()).toBe(TOOLTIP_DELAY)
    hover(next!)
    act(() => void vi.advanceTimersByTime(TOOLTIP_DELAY - 1))
    expect(tooltip()).toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    expect(tooltip()).toHaveTextContent("Next photo")
  })

  it("shows at once on keyboard focus and hides on Escape and on blur", () => {
    render(<Controls />)
    const next = screen.getByRole("button", { name: "Next photo" })
    act(() => next.focus())
    expect(tooltip()).toHaveTextContent("Next photo")
    fireEvent.keyDown(document.activeElement!, { key: "Escape" })
    expect(tooltip()).toBeNull()

    act(() => next.blur())
    act(() => next.focus())
    expect(tooltip()).toHaveTextContent("Next photo")
    act(() => next.blur())
    expect(tooltip()).toBeNull()
  })

  it("does not open when the pointer leaves before the delay", () => {
    render(<Controls />)
    const previous = screen.getByRole("button", { name: "Previous photo" })
    hover(previous)
    act(() => void vi.advanceTimersByTime(300))
    leave(previous)
    act(() => void vi.advanceTimersByTime(TOOLTIP_DELAY))
    expect(tooltip()).toBeNull()
  })

  it("never opens for a touch", () => {
    render(<Controls />)
    const previous = screen.getByRole("button", { name: "Previous photo" })
    fireEvent.pointerEnter(previous, { pointerType: "touch" })
    fireEvent.pointerMove(previous, { pointerType: "touch" })
    act(() => void vi.advanceTimersByTime(TOOLTIP_DELAY * 2))
    expect(tooltip()).toBeNull()
  })
})
