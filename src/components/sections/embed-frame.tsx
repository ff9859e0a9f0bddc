import { useSyncExternalStore, type ReactNode } from "react"

type EmbedFrameProps = {
  src: string
  title: string
  height: number
  // Optional for `astro check` only: a page passes these as named slots, which Astro hands over as these props.
  /** Icon and line shown behind the frame while it loads, and if the other site cannot be reached. */
  icon?: ReactNode
  loading: string
  /** Always-visible way to reach the same content without the frame. */
  fallback?: ReactNode
  className?: string
}

const noSubscription = () => () => {}

// A third-party page over a placeholder, so a blocked host leaves no hole. Drawn once the island starts:
// `loading="lazy"` alone let a phone fetch it before the first paint (decision 012).
export function EmbedFrame({ src, title, height, icon, loading, fallback, className }: EmbedFrameProps) {
  const started = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const frame = (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      height={height}
      referrerPolicy="strict-origin-when-cross-origin"
      className="relative block w-full border-0"
      style={{ height }}
    />
  )
  return (
    <div className={className} data-slot="embed-frame">
      <div
        className="relative overflow-hidden rounded-panel border border-line bg-white shadow-soft"
        style={{ height }}
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-8 text-center text-ink-soft"
        >
          {icon}
          <p>{loading}</p>
        </div>
        {started ? frame : <noscript>{frame}</noscript>}
      </div>
      <div className="mt-4 text-center text-[0.95rem] text-ink-soft">{fallback}</div>
    </div>
  )
}
