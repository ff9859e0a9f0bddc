import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel"
import { useEffect, useState, type RefObject } from "react"

export type AutoplayOptions = {
  /** Milliseconds between slides. */
  delay: number
  /** Pause while the pointer is over the carousel (resumes when it leaves). */
  pauseOnHover?: boolean
}

/** Starts loading the carousel engine this far before the carousel scrolls into view. */
const NEAR_VIEWPORT = "400px"

/**
 * Embla, loaded only when the carousel comes near the viewport: the prerendered slides are plain
 * markup, so pages pay nothing for carousels a visitor never scrolls to.
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

    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        void start()
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(node)
    return () => {
      cancelled = true
      observer.disconnect()
      embla?.destroy()
      setApi(undefined)
    }
  }, [viewportRef, optionsKey, autoplayKey, autoplay])

  return api
}
