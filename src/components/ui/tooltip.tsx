import { arrow, autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react-dom"
import { useRef } from "react"
import { createPortal } from "react-dom"

import type { IconTooltipProps } from "./icon-tooltip"

type TooltipBubbleProps = Required<Pick<IconTooltipProps, "label" | "side">> & { id: string; anchor: HTMLElement }

const OPPOSITE = { top: "bottom", right: "left", bottom: "top", left: "right" } as const

/** The tooltip itself, beside its control and kept inside the window (floating-ui, as Radix uses). */
export function TooltipBubble({ id, anchor, label, side }: TooltipBubbleProps) {
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
