import { cn } from "~/lib/cn"

type WaveDividerProps = {
  /** Tailwind text colour class of the section the wave flows into, e.g. "text-mist". */
  colorClass?: string
  flip?: boolean
  className?: string
}

export function WaveDivider({ colorClass = "text-mist", flip = false, className }: WaveDividerProps) {
  return (
    <div
      aria-hidden="true"
      className={cn("pointer-events-none block w-full leading-[0]", colorClass, flip && "rotate-180", className)}
    >
      <svg viewBox="0 0 1440 80" preserveAspectRatio="none" className="block h-10 w-full sm:h-16" focusable="false">
        <path fill="currentColor" d="M0 48c120-20 240-30 360-24s240 30 360 30 240-24 360-30 240 4 360 16v40H0z" />
      </svg>
    </div>
  )
}
