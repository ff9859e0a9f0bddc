import { arrow, autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react-dom"
import { cloneElement, useEffect, useId, useRef, useState, type DOMAttributes, type ReactElement } from "react"
import { createPortal } from "react-dom"

/** Tooltips open after 700 ms; moving between controls within 300 ms skips the delay. */
export const TOOLTIP_DELAY = 700
export const TOOLTIP_SKIP_DELAY = 300

// Shared by every tooltip on the page: while one is open, or within 300 ms of one closing, the next opens at once.
const timing = { open: 0, skipUntil: 0 }

export function hoverDelay() {
  return timing.open > 0 || Date.now() < timing.skipUntil ? 0 : TOOLTIP_DELAY
}

type IconTooltipProps = {
  /** The control's accessible name, shown in the tooltip. */
  label: string
  /** One button or link (a DOM element or a component that passes its handlers on); its own onClick still runs. */
  children: ReactElement<DOMAttributes<HTMLElement>>
  side?: "top" | "right" | "bottom" | "left"
}

/** An icon-only control's name: after the delay on hover, at once on keyboard focus; never on touch or click focus. */
export function IconTooltip({ label, children, side = "top" }: IconTooltipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const pending = useRef<number | undefined>(undefined)
  const id = useId()

  // Shows the name beside `control` (null hides it), after `delay`; at most one hover timer per control.
  const place = (control: HTMLElement | null, delay = 0) => {
    window.clearTimeout(pending.current)
    if (delay === 0) setAnchor(control)
    else pending.current = window.setTimeout(() => setAnchor(control), delay)
  }
  const hide = () => place(null)

  const open = anchor !== null
  useEffect(() => {
    if (!open) return
    timing.open++
    // Before a dialog's own Escape handler (Radix listens on the document): the first Escape hides only the tooltip.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      event.stopPropagation()
      setAnchor(null)
    }
    window.addEventListener("keydown", onKeyDown, { capture: true })
    return () => {
      timing.open--
      timing.skipUntil = Date.now() + TOOLTIP_SKIP_DELAY
      window.removeEventListener("keydown", onKeyDown, { capture: true })
    }
  }, [open])
  useEffect(() => () => window.clearTimeout(pending.current), [])
  // The island starts on a first move (client:interaction): pointer or focus may be on the control before React is.
  useEffect(() => {
    const control = document.querySelector<HTMLElement>(`[data-tooltip="${CSS.escape(id)}"]`)
    if (control?.matches(":focus-visible")) place(control)
    else if (control?.matches(":hover")) place(control, hoverDelay())
  }, [id])

  return (
    <>
      {cloneElement(children, {
        "aria-describedby": open ? id : undefined,
        "data-tooltip": id,
        onPointerEnter: (event) => {
          if (event.pointerType !== "touch") place(event.currentTarget, hoverDelay())
        },
        onPointerLeave: hide,
        onPointerDown: hide,
        // Enter or Space as well as a pointer: once the control has done its job the name may go.
        onClick: (event) => {
          children.props.onClick?.(event)
          hide()
        },
        onFocus: (event) => {
          if (event.currentTarget.matches(":focus-visible")) place(event.currentTarget)
        },
        onBlur: hide,
      } as DOMAttributes<HTMLElement>)}
      {anchor && <TooltipBubble id={id} anchor={anchor} label={label} side={side} />}
    </>
  )
}

type BubbleProps = Omit<IconTooltipProps, "children"> & { id: string; anchor: HTMLElement }

const OPPOSITE = { top: "bottom", right: "left", bottom: "top", left: "right" } as const

/** The tooltip itself, beside its control and kept inside the window (floating-ui, as Radix uses). */
function TooltipBubble({ id, anchor, label, side }: BubbleProps) {
  const arrowRef = useRef<HTMLSpanElement>(null)
  const { refs, floatingStyles, placement, middlewareData } = useFloating({
    elements: { reference: anchor },
    placement: side,
    whileElementsMounted: autoUpdate,
    middleware: [offset(10), flip({ padding: 8 }), shift({ padding: 8 }), arrow({ element: arrowRef, padding: 6 })],
  })
  const placed = placement.split("-")[0] as keyof typeof OPPOSITE
  return createPortal(
    <div
      ref={refs.setFloating}
      id={id}
      role="tooltip"
      data-slot="tooltip-content"
      data-side={placed}
      style={floatingStyles}
      className="z-50 rounded-lg bg-forest px-3 py-1.5 text-sm text-linen shadow-lift ring-1 ring-linen/20"
    >
      {label}
      <span
        ref={arrowRef}
        aria-hidden="true"
        style={{ left: middlewareData.arrow?.x, top: middlewareData.arrow?.y, [OPPOSITE[placed]]: -4 }}
        className="absolute size-2.5 rotate-45 bg-forest"
      />
    </div>,
    document.body,
  )
}
