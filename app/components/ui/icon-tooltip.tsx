import { cloneElement, useState, useSyncExternalStore, type DOMAttributes, type ReactElement } from "react"

import type * as TooltipModule from "./tooltip"

/** How a control was engaged before the tooltip code arrived (LabelTooltip carries it on). */
export type Engagement = "hover" | "keyboard-focus" | "focus" | null

// Radix Tooltip loads on the first hover or focus of an icon-only control, out of every page's
// first-load JavaScript; then every IconTooltip on the page switches to it together.
let tooltips: typeof TooltipModule | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

export function loadTooltips() {
  loading ??= import("./tooltip").then(
    (module) => {
      tooltips = module
      for (const listener of listeners) listener()
    },
    () => {
      loading = undefined // offline: the next hover or focus tries again
    },
  )
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The control's own handler, then ours. */
function after<E>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event)
    ours(event)
  }
}

export type IconTooltipProps = {
  /** The control's accessible name, shown in the tooltip. */
  label: string
  /** One button or link (a DOM element or a component that passes its ref and handlers on). */
  children: ReactElement<DOMAttributes<HTMLElement>>
  side?: "top" | "right" | "bottom" | "left"
}

/** SPEC sections 2 and 9: an icon-only control shows its accessible name in a tooltip (LabelTooltip). */
export function IconTooltip({ label, children, side }: IconTooltipProps) {
  const module = useSyncExternalStore(
    subscribe,
    () => tooltips,
    () => undefined,
  )
  const [engaged, setEngaged] = useState<Engagement>(null)
  // The swap re-mounts the control: if it came between a press and its release, the click would be
  // lost (the press began on the old element). So a press holds the swap until just after its click.
  const [pressed, setPressed] = useState(false)
  const release = () => window.setTimeout(() => setPressed(false))
  if (module && !pressed) {
    return (
      <module.LabelTooltip label={label} side={side} engaged={engaged}>
        {children}
      </module.LabelTooltip>
    )
  }
  const own = children.props
  return cloneElement(children, {
    onPointerEnter: after(own.onPointerEnter, (event) => {
      if (event.pointerType === "touch") return
      setEngaged("hover")
      void loadTooltips()
    }),
    onPointerLeave: after(own.onPointerLeave, () => {
      setEngaged((was) => (was === "hover" ? null : was))
      release() // a press that ends elsewhere makes no click
    }),
    onPointerDown: after(own.onPointerDown, () => setPressed(true)),
    onPointerUp: after(own.onPointerUp, release),
    onKeyDown: after(own.onKeyDown, (event) => (event.key === "Enter" || event.key === " ") && setPressed(true)),
    onKeyUp: after(own.onKeyUp, release),
    onFocus: after(own.onFocus, (event) => {
      setEngaged(event.currentTarget.matches(":focus-visible") ? "keyboard-focus" : "focus")
      void loadTooltips()
    }),
    onBlur: after(own.onBlur, () => {
      release()
      setEngaged((was) => (was === "hover" ? was : null))
    }),
  })
}
