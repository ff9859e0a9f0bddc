import { act, renderHook } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { PROMPT_DELAY_MS, usePromptState } from "./use-floating-quote"

describe("usePromptState", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("stays hidden until 25,000 ms, then shows, then closes for good", () => {
    expect(PROMPT_DELAY_MS).toBe(25_000)
    vi.spyOn(performance, "now").mockReturnValue(0)
    const { result } = renderHook(() => usePromptState())
    act(() => vi.advanceTimersByTime(PROMPT_DELAY_MS - 1))
    expect(result.current[0]).toBe("hidden")
    act(() => vi.advanceTimersByTime(1))
    expect(result.current[0]).toBe("visible")
    act(() => result.current[1]())
    expect(result.current[0]).toBe("closed")
  })

  it("stays closed when closed before the timer fires", () => {
    vi.spyOn(performance, "now").mockReturnValue(0)
    const { result } = renderHook(() => usePromptState())
    act(() => result.current[1]())
    act(() => vi.advanceTimersByTime(PROMPT_DELAY_MS))
    expect(result.current[0]).toBe("closed")
  })

  it("counts from the page load, not from when the widget mounted", () => {
    vi.spyOn(performance, "now").mockReturnValue(2_000)
    const { result } = renderHook(() => usePromptState())
    act(() => vi.advanceTimersByTime(PROMPT_DELAY_MS - 2_001))
    expect(result.current[0]).toBe("hidden")
    act(() => vi.advanceTimersByTime(1))
    expect(result.current[0]).toBe("visible")
  })
})
