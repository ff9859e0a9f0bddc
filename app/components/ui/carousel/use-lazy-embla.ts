import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel"
import { useEffect, useState, type RefObject } from "react"

export type AutoplayOptions = {
  /** Milliseconds between slides. */
  delay: number
  /** Pause while the pointer is over the carousel (resumes when it leaves). */
  pauseOnHover?: boolean
}

/**
 * Embla, loaded as its own chunk once the carousel runs: the carousel's part of the page hydrates
 * when idle or near (docs/decisions/009), and its buttons and dots must be ready before a visitor
 * tabs to them, so the engine starts at once rather than on scrolling.
 */
export function useLazyEmbla(
  viewportRef: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
  autoplay?: AutoplayOptions,
) {
  const [api, setApi] = useState<EmblaCarouselType>()
  const optionsKey = JSON.stringify(options)
  const autoplayKey = JSON.stringify(autoplay ?? null)

  useEffect(() => {
    const node = viewportRef.current
    if (!node) return
    let embla: EmblaCarouselType | undefined
    let cancelled = false

    const start = async () => {
      const [{ default: EmblaCarousel }, autoplayModule] = await Promise.all([
        import("embla-carousel"),
        autoplay ? import("embla-carousel-autoplay") : Promise.resolve(undefined),
      ])
      if (cancelled) return
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches
      const plugins =
        autoplay && autoplayModule
          ? [
              autoplayModule.default({
                delay: autoplay.delay,
                stopOnInteraction: false,
                stopOnMouseEnter: autoplay.pauseOnHover ?? true,
                playOnInit: !reduceMotion,
              }),
            ]
          : []
      embla = EmblaCarousel(node, JSON.parse(optionsKey) as EmblaOptionsType, plugins)
      setApi(embla)
    }

    void start()
    return () => {
      cancelled = true
      embla?.destroy()
      setApi(undefined)
    }
  }, [viewportRef, optionsKey, autoplayKey, autoplay])

  return api
}
