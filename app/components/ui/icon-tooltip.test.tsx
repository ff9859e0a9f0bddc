import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { IconTooltip, loadTooltips } from "./icon-tooltip"

// Its own file: the tooltip code must not have loaded yet when the test starts.
describe("IconTooltip before its code has loaded", () => {
  it("keeps a click that was pressed before the tooltip code arrived and released after it", async () => {
    const onClick = vi.fn()
    render(
      <IconTooltip label="Close photo viewer">
        <button type="button" onClick={onClick} aria-label="Close photo viewer" />
      </IconTooltip>,
    )
    const pressed = screen.getByRole("button", { name: "Close photo viewer" })
    fireEvent.pointerEnter(pressed, { pointerType: "mouse" })
    fireEvent.pointerDown(pressed, { pointerType: "mouse" })
    await act(() => loadTooltips()) // the code arrives mid-press
    expect(screen.getByRole("button", { name: "Close photo viewer" })).toBe(pressed) // not swapped yet
    fireEvent.pointerUp(pressed, { pointerType: "mouse" })
    fireEvent.click(pressed)
    expect(onClick).toHaveBeenCalledTimes(1)
    // Right after the click the control moves into the tooltip.
    await waitFor(() => expect(screen.getByRole("button", { name: "Close photo viewer" })).not.toBe(pressed))
  })
})
