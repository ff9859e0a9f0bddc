import { Dialog } from "radix-ui"
import { useRef, type KeyboardEvent, type MouseEvent } from "react"

import { IconTooltip } from "~/components/ui/icon-tooltip"
import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"

/** `alt` is also the dialog's name when there is no `title` (the caption). */
export type LightboxImage = { src: string; alt: string; title?: string }

export type LightboxProps = {
  images: LightboxImage[]
  /** The photo shown: `LazyLightbox` mounts the viewer only while one is open. */
  index: number
  onIndexChange: (index: number | null) => void
}

export function stepIndex(index: number, step: number, count: number) {
  return (((index + step) % count) + count) % count
}

const navButton =
  "grid size-12 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-white"

const STEPS = {
  previous: { step: -1, label: "Previous photo", icon: "chevron-left", side: "sm:left-5" },
  next: { step: 1, label: "Next photo", icon: "chevron-right", side: "sm:right-5" },
} as const

/** Full-screen photo viewer on Radix Dialog: a click on the backdrop closes it, one on the photo does not. */
export function Lightbox({ images, index, onIndexChange }: LightboxProps) {
  const count = images.length
  const current = images[index]
  // Radix refocuses only a Dialog.Trigger; pages open this from their own thumbnails.
  const opener = useRef<HTMLElement | null>(null)
  const content = useRef<HTMLDivElement>(null)

  const go = (step: number) => {
    if (count > 1) onIndexChange(stepIndex(index, step, count))
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(-1)
    else if (event.key === "ArrowRight") go(1)
    else return
    event.preventDefault()
  }

  // The content fills the screen, so Radix sees no outside click: anywhere but the photo, a button or the caption is.
  const onBackdropClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as HTMLElement).closest("img, button, [data-keep-open]")) onIndexChange(null)
  }

  const stepButton = ({ step, label, icon, side }: (typeof STEPS)[keyof typeof STEPS]) => (
    <IconTooltip label={label}>
      <button
        type="button"
        onClick={() => go(step)}
        aria-label={label}
        className={`${navButton} shrink-0 sm:absolute sm:top-1/2 ${side} sm:-translate-y-1/2`}
      >
        <SpriteIcon name={icon} className="size-7" />
      </button>
    </IconTooltip>
  )

  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(next) => !next && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="lightbox-overlay" className="fixed inset-0 z-50 bg-forest-800" />
        <Dialog.Content
          data-slot="lightbox"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          ref={content}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
            // The viewer itself, not its first button: arrows work at once, Escape closes in one press, no tooltip shows.
            event.preventDefault()
            content.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
          onClick={onBackdropClick}
          className="fixed inset-0 z-50 flex flex-col text-linen outline-none"
        >
          {current && (
            <>
              <div className="flex items-center justify-between gap-4 px-4 pt-4 sm:px-6">
                <p
                  data-keep-open=""
                  className="rounded-pill bg-white/10 px-3 py-1 text-sm font-medium tabular-nums"
                  aria-live="polite"
                >
                  {index + 1} of {count}
                </p>
                <IconTooltip label="Close photo viewer" side="bottom">
                  <Dialog.Close className={navButton} aria-label="Close photo viewer">
                    <SpriteIcon name="close" className="size-6" />
                  </Dialog.Close>
                </IconTooltip>
              </div>

              <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 py-4 sm:px-20">
                <Picture
                  key={current.src}
                  src={current.src}
                  alt={current.alt}
                  sizes="100vw"
                  priority
                  data-slot="lightbox-image"
                  className="flex size-full items-center justify-center"
                  imgClassName="h-auto max-h-full w-auto max-w-full rounded-card object-contain shadow-lift"
                />
              </div>

              {/* On phones the arrows sit beside the caption, clear of the photo; from 640 px at the sides. */}
              <div className="flex items-center justify-between gap-3 px-4 pb-6 sm:justify-center sm:px-6">
                {count > 1 && stepButton(STEPS.previous)}
                <Dialog.Title data-keep-open="" className="min-w-0 text-center font-serif text-h3 text-linen">
                  {current.title ?? current.alt}
                </Dialog.Title>
                {count > 1 && stepButton(STEPS.next)}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
