import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react"

import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { imageInfo } from "~/lib/images"

export const SLIDER_START = 50
const SLIDER_MIN = 0
const SLIDER_MAX = 100
/** Arrow keys move 5 points; Shift+arrow, Page Up and Page Down move 10 (WAI-ARIA slider pattern). */
const SMALL_STEP = 5
const LARGE_STEP = 10

const DECREASE_KEYS = ["ArrowLeft", "ArrowDown"]
const INCREASE_KEYS = ["ArrowRight", "ArrowUp"]

export function clampPosition(value: number) {
  if (Number.isNaN(value)) return SLIDER_START
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, value))
}

/** The position a key moves to, or null for other keys. */
export function positionForKey(position: number, key: string, shiftKey = false): number | null {
  const step = shiftKey ? LARGE_STEP : SMALL_STEP
  if (DECREASE_KEYS.includes(key)) return clampPosition(position - step)
  if (INCREASE_KEYS.includes(key)) return clampPosition(position + step)
  if (key === "PageDown") return clampPosition(position - LARGE_STEP)
  if (key === "PageUp") return clampPosition(position + LARGE_STEP)
  if (key === "Home") return SLIDER_MIN
  if (key === "End") return SLIDER_MAX
  return null
}

/** Pointer x within the comparison box → position, clamped (a drag past either edge stops there). */
export function positionFromPointer(clientX: number, box: { left: number; width: number }) {
  if (box.width <= 0) return SLIDER_START
  return clampPosition(((clientX - box.left) / box.width) * 100)
}

/** `trackRef`'s width maps to 0–100; the handle captures the pointer, so a drag continues outside it. */
export function useBeforeAfter() {
  const [position, setPosition] = useState(SLIDER_START)
  const [dragState, setDragState] = useState<"idle" | "dragging">("idle")
  const trackRef = useRef<HTMLDivElement>(null)

  const moveTo = (clientX: number) => {
    const box = trackRef.current?.getBoundingClientRect()
    if (box) setPosition(positionFromPointer(clientX, box))
  }

  const handleProps = {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const next = positionForKey(position, event.key, event.shiftKey)
      if (next === null) return
      event.preventDefault()
      setPosition(next)
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === "mouse" && event.button !== 0) return
      event.preventDefault() // no text selection; focus is set by hand below
      event.currentTarget.setPointerCapture(event.pointerId)
      event.currentTarget.focus({ preventScroll: true })
      setDragState("dragging")
      moveTo(event.clientX)
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event.clientX)
    },
    // The browser releases the capture itself right after pointerup and pointercancel.
    onLostPointerCapture() {
      setDragState("idle")
    },
  }

  return { position, dragState, trackRef, handleProps }
}

const COMPARISON_SIZES = "(min-width: 768px) 50vw, 100vw"

type BeforeAfterPhoto = { src: string; alt: string; label?: string }

type SliderProps = {
  before: BeforeAfterPhoto
  after: BeforeAfterPhoto
  label: string
  /** Set for a slider at the top of the page so its photos load eagerly. */
  priority?: boolean
}

/** The before photo clipped at a WAI-ARIA slider handle; touch-action is off on the handle only, so photos scroll. */
export function BeforeAfterSlider({ before, after, label, priority = false }: SliderProps) {
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
      className="relative isolate w-full overflow-hidden rounded-panel bg-mist shadow-soft select-none data-[state=dragging]:cursor-ew-resize"
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
        <span aria-hidden="true" className="slider-knob">
          <SpriteIcon name="chevrons-left-right" className="size-5" strokeWidth={2.25} />
        </span>
      </div>
    </div>
  )
}
