import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { hoverDelay, IconTooltip, TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from "./icon-tooltip"

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
// Async, so the bubble's code (loaded when a tooltip first opens) can arrive.
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe("IconTooltip", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 })
  })
  afterEach(() => vi.useRealTimers())

  it("shows the control's name 700 ms after the pointer comes to rest on it, not before", async () => {
    render(<Controls />)
    const previous = screen.getByRole("button", { name: "Previous photo" })
    hover(previous)
    await wait(TOOLTIP_DELAY - 50)
    expect(tooltip()).toBeNull()
    await wait(50)
    expect(tooltip()).toHaveTextContent("Previous photo")

    // Within 300 ms of leaving one control, the next shows its tooltip at once.
    leave(previous)
    await wait(TOOLTIP_SKIP_DELAY - 100)
    hover(screen.getByRole("button", { name: "Next photo" }))
    await wait(10)
    expect(tooltip()).toHaveTextContent("Next photo")
  })

  it("waits the full delay again once the skip delay has passed", async () => {
    render(<Controls />)
    const [previous, next] = screen.getAllByRole("button")
    hover(previous!)
    await wait(TOOLTIP_DELAY)
    leave(previous!)
    await wait(TOOLTIP_SKIP_DELAY + 1)
    expect(hoverDelay()).toBe(TOOLTIP_DELAY)
    hover(next!)
    await wait(TOOLTIP_DELAY - 1)
    expect(tooltip()).toBeNull()
    await wait(1)
    expect(tooltip()).toHaveTextContent("Next photo")
  })

  it("shows at once on keyboard focus and hides on Escape and on blur", async () => {
    render(<Controls />)
    const next = screen.getByRole("button", { name: "Next photo" })
    await act(async () => next.focus())
    expect(tooltip()).toHaveTextContent("Next photo")
    expect(next).toHaveAttribute("aria-describedby", tooltip()!.id)
    // That Escape is the tooltip's alone: a dialog around the control (listening on the document) keeps open.
    const dialogEscape = vi.fn()
    document.addEventListener("keydown", dialogEscape, { capture: true })
    fireEvent.keyDown(document.activeElement!, { key: "Escape" })
    document.removeEventListener("keydown", dialogEscape, { capture: true })
    expect(tooltip()).toBeNull()
    expect(dialogEscape).not.toHaveBeenCalled()
    expect(next).not.toHaveAttribute("aria-describedby")

    act(() => next.blur())
    await act(async () => next.focus())
    expect(tooltip()).toHaveTextContent("Next photo")
    act(() => next.blur())
    expect(tooltip()).toBeNull()

    // Enter or Space on the focused control clicks it, which hides the name (so the next Escape is
    // the dialog's).
    await act(async () => next.focus())
    fireEvent.click(next)
    expect(tooltip()).toBeNull()
  })

  it("does not open when the pointer leaves before the delay", async () => {
    render(<Controls />)
    const previous = screen.getByRole("button", { name: "Previous photo" })
    hover(previous)
    await wait(300)
    leave(previous)
    await wait(TOOLTIP_DELAY)
    expect(tooltip()).toBeNull()
  })

  it("never opens for a touch", async () => {
    render(<Controls />)
    const previous = screen.getByRole("button", { name: "Previous photo" })
    fireEvent.pointerEnter(previous, { pointerType: "touch" })
    fireEvent.pointerMove(previous, { pointerType: "touch" })
    await wait(TOOLTIP_DELAY * 2)
    expect(tooltip()).toBeNull()
  })
})
