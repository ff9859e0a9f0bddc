import { Tooltip as TooltipPrimitive } from "radix-ui"
import { useEffect, useRef, useState } from "react"

import type { Engagement, IconTooltipProps } from "./icon-tooltip"

/** SPEC section 9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_DELAY = 700
export const TOOLTIP_SKIP_DELAY = 300

// Each LabelTooltip has its own Radix provider (they load on demand, so none can wrap them all):
// the skip delay is kept here. While one is open, or within 300 ms of one closing, the next opens at once.
const timing = { open: 0, skipUntil: 0 }

export function hoverDelay() {
  return timing.open > 0 || Date.now() < timing.skipUntil ? 0 : TOOLTIP_DELAY
}

/** Calls `then` once no scroll event has come for 120 ms; returns a cancel function. */
function whenScrollSettles(then: () => void) {
  let timer: number | undefined
  const wait = () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(() => {
      stop()
      then()
    }, 120)
  }
  const stop = () => {
    window.clearTimeout(timer)
    window.removeEventListener("scroll", wait, { capture: true })
  }
  wait()
  window.addEventListener("scroll", wait, { capture: true, passive: true })
  return stop
}

/**
 * Shown on hover (after the delay) and keyboard focus; Escape, a click or leaving hides it. Never
 * for touch: Radix ignores touch pointers, and a focus that is not :focus-visible does not open it.
 */
export function LabelTooltip({ label, children, side = "top", engaged }: IconTooltipProps & { engaged: Engagement }) {
  const [open, setOpen] = useState(false)
  // A button or a link; typed as Radix types its trigger.
  const trigger = useRef<HTMLButtonElement>(null)
  const pending = useRef<number | undefined>(undefined)
  // Set while focus is put back on the control after the swap (a focus by script, which
  // :focus-visible does not judge the way the visitor's own focus was).
  const restoring = useRef(false)
  // Whether this tooltip is counted in timing.open.
  const counted = useRef(false)

  const setShown = (next: boolean) => {
    window.clearTimeout(pending.current)
    pending.current = undefined
    if (next !== counted.current) {
      timing.open += next ? 1 : -1
      if (!next) timing.skipUntil = Date.now() + TOOLTIP_SKIP_DELAY
    }
    counted.current = next
    setOpen(next)
  }
  const show = () => setShown(true)
  const hide = () => setShown(false)
  const showAfterHover = () => {
    const delay = hoverDelay()
    if (delay === 0) show()
    else if (pending.current === undefined) pending.current = window.setTimeout(show, delay)
  }

  // Mounted in place of the plain control the visitor was already pointing at or focused on.
  useEffect(() => {
    let stop: (() => void) | undefined
    if (engaged === "keyboard-focus" || engaged === "focus") {
      restoring.current = true
      trigger.current?.focus({ preventScroll: true })
      restoring.current = false
      // The Tab that focused it may still be scrolling the page (smoothly), and Radix closes a
      // tooltip whose page scrolls: open once the scrolling has settled.
      if (engaged === "keyboard-focus")
        stop = whenScrollSettles(() => document.activeElement === trigger.current && show())
    } else if (engaged === "hover") {
      if (trigger.current?.matches(":hover")) showAfterHover()
      // The pointer entered the plain control this one replaced, so no pointerleave may come from
      // this one: hide it once the pointer moves off it.
      const onMove = (event: PointerEvent) => {
        if (trigger.current?.contains(event.target as Node)) return
        hide()
        stop?.()
      }
      stop = () => document.removeEventListener("pointermove", onMove)
      document.addEventListener("pointermove", onMove)
    }
    return () => {
      stop?.()
      window.clearTimeout(pending.current)
      if (counted.current) timing.open--
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])

  return (
    <TooltipPrimitive.Provider delayDuration={0} skipDelayDuration={0} disableHoverableContent>
      <TooltipPrimitive.Root open={open} onOpenChange={(next) => (next ? showAfterHover() : hide())}>
        <TooltipPrimitive.Trigger
          asChild
          ref={trigger}
          onFocus={(event) => {
            // Radix opens on any focus not from a press; preventing the event skips its handler.
            if (restoring.current || !event.currentTarget.matches(":focus-visible")) event.preventDefault()
            else show()
          }}
          onBlur={hide}
          onPointerLeave={hide}
          onPointerDown={hide}
        >
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip-content"
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 rounded-lg bg-forest px-3 py-1.5 text-sm text-linen shadow-lift ring-1 ring-linen/20"
          >
            {label}
            <TooltipPrimitive.Arrow className="fill-forest" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  )
}
