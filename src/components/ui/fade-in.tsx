import { useEffect, useRef, type ComponentProps, type CSSProperties } from "react"

import { FROM, watchFadeIn } from "~/lib/fade-ins"

/** `threshold`: share of the element visible (About: 0.15). */
type FadeInProps = ComponentProps<"div"> & { direction?: keyof typeof FROM; threshold?: number }

export function FadeIn({ direction = "up", threshold = 0, style, ...props }: FadeInProps) {
  const ref = useRef<HTMLDivElement>(null)
  // Rendered inside an island after the page started: the page-wide watch (lib/page-behaviour.ts) has passed it.
  useEffect(() => {
    if (ref.current) watchFadeIn(ref.current, threshold)
  }, [threshold])
  // The stylesheet's default (up) is not repeated on each element (decision 026).
  const fadeStyle = { ...(direction !== "up" && { "--fade-from": FROM[direction] }), ...style } as CSSProperties
  // Its threshold, left empty at 0 (the page-wide watch reads "" as 0).
  return <div ref={ref} style={fadeStyle} data-fade-in={threshold || ""} {...props} />
}
