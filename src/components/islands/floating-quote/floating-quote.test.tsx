import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, expect, it, vi } from "vitest"

import { HERO_ACTIONS_ID } from "~/lib/band-ids"

import FloatingQuote from "./floating-quote"
import { PROMPT_DELAY_MS } from "./use-floating-quote"

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.getElementById(HERO_ACTIONS_ID)?.remove()
})

it("closed from the keyboard before the browser said what is on screen, hands focus to the quote button on screen", () => {
  // On a loaded machine the observer's first report can come after the prompt and its close: here it never comes.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  )
  vi.useFakeTimers()
  vi.spyOn(performance, "now").mockReturnValue(0)
  const hero = document.body.appendChild(document.createElement("div"))
  hero.id = HERO_ACTIONS_ID
  hero.innerHTML = '<a href="#quote">Request a Quote</a>'
  vi.spyOn(hero, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 500, 400, 60))
  render(<FloatingQuote />)
  act(() => vi.advanceTimersByTime(PROMPT_DELAY_MS))

  const close = screen.getByRole("button", { name: "Close quote prompt" })
  close.focus()
  fireEvent.click(close)
  expect(screen.queryByRole("button", { name: "Close quote prompt" })).toBeNull()
  expect(screen.getByRole("link", { name: "Request a Quote" })).toHaveFocus()
})
