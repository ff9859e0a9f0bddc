import { Tooltip as TooltipPrimitive } from "radix-ui"
import type { ComponentProps } from "react"

import { cn } from "~/lib/cn"

/** SPEC section 9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_DELAY = 700
export const TOOLTIP_SKIP_DELAY = 300

export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY} {...props} />
}

export const Tooltip = TooltipPrimitive.Root
export const TooltipTrigger = TooltipPrimitive.Trigger

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn("z-50 rounded-lg bg-forest px-3 py-1.5 text-sm text-linen shadow-lift", className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-forest" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  )
}
