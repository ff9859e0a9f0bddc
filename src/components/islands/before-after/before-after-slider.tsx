import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import { imageInfo } from "~/lib/images"

import { SLIDER_MAX, SLIDER_MIN, useBeforeAfter } from "./use-before-after"

const COMPARISON_SIZES = "(min-width: 768px) 50vw, 100vw"

type BeforeAfterPhoto = { src: string; alt: string; label?: string }

/** The before photo clipped at a WAI-ARIA slider handle; touch-action is off on the handle only, so photos scroll. */
export function BeforeAfterSlider({
  before,
  after,
  label,
  priority = false,
}: {
  before: BeforeAfterPhoto
  after: BeforeAfterPhoto
  label: string
  /** Set for a slider at the top of the page so its photos load eagerly. */
  priority?: boolean
}) {
  const { position, dragState, trackRef, handleProps } = useBeforeAfter()
  const info = imageInfo(after.src) ?? imageInfo(before.src)
  const beforeLabel = before.label ?? "Before"
  const afterLabel = after.label ?? "After"
  const rounded = Math.round(position)
  const picture = (photo: BeforeAfterPhoto) => (
    <Picture
      src={photo.src}
      alt={photo.alt}
      sizes={COMPARISON_SIZES}
      priority={priority}
      draggable={false}
      className="absolute inset-0 block size-full"
      imgClassName="size-full object-cover"
    />
  )

  return (
    <div
      ref={trackRef}
      data-slot="before-after"
      data-state={dragState}
      className={cn(
        "relative isolate w-full overflow-hidden rounded-panel bg-mist shadow-soft select-none",
        dragState === "dragging" && "cursor-ew-resize",
      )}
      style={{ aspectRatio: info ? `${info.width} / ${info.height}` : "4 / 3" }}
    >
      {picture(after)}
      <div
        className="absolute inset-0"
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        data-slot="before-layer"
      >
        {picture(before)}
      </div>

      <span className="pointer-events-none absolute top-3 left-3 rounded-pill bg-forest/85 px-3 py-1 text-sm font-semibold text-linen shadow-soft">
        {beforeLabel}
      </span>
      <span className="pointer-events-none absolute top-3 right-3 rounded-pill bg-white/90 px-3 py-1 text-sm font-semibold text-forest shadow-soft">
        {afterLabel}
      </span>

      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-orientation="horizontal"
        aria-valuemin={SLIDER_MIN}
        aria-valuemax={SLIDER_MAX}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}% ${beforeLabel.toLowerCase()}, ${100 - rounded}% ${afterLabel.toLowerCase()}`}
        data-slot="before-after-handle"
        className="group absolute inset-y-0 z-10 flex w-12 -translate-x-1/2 cursor-ew-resize touch-none justify-center outline-none focus-visible:outline-none"
        style={{ left: `${position}%` }}
        {...handleProps}
      >
        <span aria-hidden="true" className="h-full w-0.5 bg-white shadow-soft" />
        <span
          aria-hidden="true"
          className={cn(
            "absolute top-1/2 left-1/2 grid size-11 -translate-1/2 place-items-center rounded-full bg-white text-forest shadow-lift transition-transform duration-150",
            "group-hover:scale-105 group-focus-visible:outline-3 group-focus-visible:outline-offset-3 group-focus-visible:outline-clay group-focus-visible:outline-solid",
            dragState === "dragging" && "scale-105",
          )}
        >
          <SpriteIcon name="chevrons-left-right" className="size-5" strokeWidth={2.25} />
        </span>
      </div>
    </div>
  )
}
