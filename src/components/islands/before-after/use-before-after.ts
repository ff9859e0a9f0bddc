/** State of the before/after slider: the percentage of the "before" photo shown. */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react"

export const SLIDER_START = 50
export const SLIDER_MIN = 0
export const SLIDER_MAX = 100
/** Arrow keys move 5 points; Shift+arrow, Page Up and Page Down move 10 (WAI-ARIA slider pattern). */
const SMALL_STEP = 5
const LARGE_STEP = 10

const DECREASE_KEYS = ["ArrowLeft", "ArrowDown"]
const INCREASE_KEYS = ["ArrowRight", "ArrowUp"]

export function clampPosition(value: number) {
  if (Number.isNaN(value)) return SLIDER_START
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, value))
}

/** The position a key moves to, or null for other keys. */
export function positionForKey(position: number, key: string, shiftKey = false): number | null {
  const step = shiftKey ? LARGE_STEP : SMALL_STEP
  if (DECREASE_KEYS.includes(key)) return clampPosition(position - step)
  if (INCREASE_KEYS.includes(key)) return clampPosition(position + step)
  if (key === "PageDown") return clampPosition(position - LARGE_STEP)
  if (key === "PageUp") return clampPosition(position + LARGE_STEP)
  if (key === "Home") return SLIDER_MIN
  if (key === "End") return SLIDER_MAX
  return null
}

/** Pointer x within the comparison box → position, clamped (a drag past either edge stops there). */
export function positionFromPointer(clientX: number, box: { left: number; width: number }) {
  if (box.width <= 0) return SLIDER_START
  return clampPosition(((clientX - box.left) / box.width) * 100)
}

/** `trackRef`'s width maps to 0–100; the handle captures the pointer, so a drag continues outside it. */
export function useBeforeAfter() {
  const [position, setPosition] = useState(SLIDER_START)
  const [dragState, setDragState] = useState<"idle" | "dragging">("idle")
  const trackRef = useRef<HTMLDivElement>(null)

  const moveTo = (clientX: number) => {
    const box = trackRef.current?.getBoundingClientRect()
    if (box) setPosition(positionFromPointer(clientX, box))
  }

  const handleProps = {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const next = positionForKey(position, event.key, event.shiftKey)
      if (next === null) return
      event.preventDefault()
      setPosition(next)
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === "mouse" && event.button !== 0) return
      event.preventDefault() // no text selection; focus is set by hand below
      event.currentTarget.setPointerCapture(event.pointerId)
      event.currentTarget.focus({ preventScroll: true })
      setDragState("dragging")
      moveTo(event.clientX)
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event.clientX)
    },
    // The browser releases the capture itself right after pointerup and pointercancel.
    onLostPointerCapture() {
      setDragState("idle")
    },
  }

  return { position, dragState, trackRef, handleProps }
}
