import { act, renderHook } from "@testing-library/react"
import type { KeyboardEvent } from "react"
import { describe, expect, it } from "vitest"

import { clampPosition, positionForKey, positionFromPointer, SLIDER_START, useBeforeAfter } from "./before-after-slider"

describe("clampPosition", () => {
  it("keeps values within 0–100", () => {
    expect(clampPosition(-20)).toBe(0)
    expect(clampPosition(140)).toBe(100)
    expect(clampPosition(42.5)).toBe(42.5)
    expect(clampPosition(Number.NaN)).toBe(SLIDER_START)
  })
})

describe("positionForKey", () => {
  it("moves 5 with the arrows and 10 with Shift+arrow or Page Up/Down", () => {
    expect(positionForKey(50, "ArrowRight")).toBe(55)
    expect(positionForKey(50, "ArrowUp")).toBe(55)
    expect(positionForKey(50, "ArrowLeft")).toBe(45)
    expect(positionForKey(50, "ArrowDown")).toBe(45)
    expect(positionForKey(50, "ArrowRight", true)).toBe(60)
    expect(positionForKey(50, "ArrowLeft", true)).toBe(40)
    expect(positionForKey(50, "PageUp")).toBe(60)
    expect(positionForKey(50, "PageDown")).toBe(40)
  })

  it("jumps to the ends with Home and End", () => {
    expect(positionForKey(37, "Home")).toBe(0)
    expect(positionForKey(37, "End")).toBe(100)
  })

  it("never leaves 0–100", () => {
    expect(positionForKey(98, "ArrowRight")).toBe(100)
    expect(positionForKey(3, "PageDown")).toBe(0)
  })

  it("ignores other keys", () => {
    expect(positionForKey(50, "a")).toBeNull()
    expect(positionForKey(50, "Tab")).toBeNull()
  })
})

describe("positionFromPointer", () => {
  const box = { left: 100, width: 400 }
  it("maps the pointer's x across the box to 0–100", () => {
    expect(positionFromPointer(100, box)).toBe(0)
    expect(positionFromPointer(300, box)).toBe(50)
    expect(positionFromPointer(500, box)).toBe(100)
  })
  it("clamps a drag beyond either edge", () => {
    expect(positionFromPointer(-50, box)).toBe(0)
    expect(positionFromPointer(900, box)).toBe(100)
  })
  it("stays at the start for a box with no width (not laid out yet)", () => {
    expect(positionFromPointer(200, { left: 0, width: 0 })).toBe(SLIDER_START)
  })
})

describe("useBeforeAfter", () => {
  const key = (k: string, shiftKey = false) =>
    ({ key: k, shiftKey, preventDefault() {} }) as unknown as KeyboardEvent<HTMLElement>

  it("starts at 50", () => {
    expect(renderHook(() => useBeforeAfter()).result.current.position).toBe(50)
  })

  it("moves with keys and clamps", () => {
    const { result } = renderHook(() => useBeforeAfter())
    act(() => result.current.handleProps.onKeyDown(key("End")))
    act(() => result.current.handleProps.onKeyDown(key("ArrowRight")))
    expect(result.current.position).toBe(100)
    act(() => result.current.handleProps.onKeyDown(key("PageDown")))
    expect(result.current.position).toBe(90)
    act(() => result.current.handleProps.onKeyDown(key("Home")))
    expect(result.current.position).toBe(0)
  })
})
