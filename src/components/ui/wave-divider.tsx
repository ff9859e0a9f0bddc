import { cn } from "~/lib/cn"

type WaveDividerProps = {
  /** Tailwind text colour class of the section the wave flows into, e.g. "text-mist". */
  colorClass?: string
  flip?: boolean
  className?: string
}

// The wave itself is the stylesheet's (.wave-divider), drawn in the text colour over this element's own background.
export function WaveDivider({ colorClass = "text-mist", flip = false, className }: WaveDividerProps) {
  return <div aria-hidden="true" className={cn("wave-divider", colorClass, flip && "rotate-180", className)} />
}
