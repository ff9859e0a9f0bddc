import type { EmblaCarouselType } from "embla-carousel"
import { createContext, useContext, useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from "react"

import { cn } from "~/lib/cn"

import { IconTooltip } from "../icon-tooltip"
import { SpriteIcon } from "../sprite-icon"

type CarouselState = {
  api: EmblaCarouselType | undefined
  viewportRef: React.RefObject<HTMLDivElement | null>
  snaps: { selected: number; count: number }
  playing: boolean
  togglePlay: () => void
}

// The parts are only used inside <Carousel>, which provides it.
const CarouselContext = createContext<CarouselState>(null!)

type CarouselProps = ComponentProps<"section"> & {
  label: string
  /** How long each slide shows while it plays, in ms. */
  autoplayDelay: number
  /** Hold the autoplay while true (e.g. one of its photos is open in a lightbox). */
  held?: boolean
}

/** A carousel region (WAI-ARIA carousel pattern) over ordinary prerendered slides. */
export function Carousel({ label, autoplayDelay: delay, held = false, className, children, ...props }: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const [snaps, setSnaps] = useState({ selected: 0, count: 0 })
  const [playing, setPlaying] = useState(true)
  // Stopped by the visitor's Pause, or never started under reduced motion, until the visitor presses Play.
  const stoppedByVisitor = useRef(false)
  // Embla (its own chunk) starts as soon as the carousel runs, so its controls work on the first Tab pass.
  useEffect(() => {
    const node = viewportRef.current
    if (!node) return
    let embla: EmblaCarouselType | undefined
    let cancelled = false
    void Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled) return
        const playOnInit = !window.matchMedia("(prefers-reduced-motion: reduce)").matches
        stoppedByVisitor.current = !playOnInit
        const autoplay = Autoplay({ delay, stopOnInteraction: false, stopOnMouseEnter: true, playOnInit })
        embla = EmblaCarousel(node, { loop: true, align: "start" }, [autoplay])
        const sync = (carousel: EmblaCarouselType) =>
          setSnaps({ selected: carousel.selectedScrollSnap(), count: carousel.scrollSnapList().length })
        sync(embla)
        setPlaying(autoplay.isPlaying())
        // Embla emits these before it updates isPlaying(), so they say the new state themselves.
        embla.on("select", sync).on("reInit", sync)
        embla.on("autoplay:play", () => setPlaying(true)).on("autoplay:stop", () => setPlaying(false))
        setApi(embla)
      },
    )
    return () => {
      cancelled = true
      embla?.destroy() // and its listeners
      setApi(undefined)
    }
  }, [delay])

  useEffect(() => {
    const plugin = api?.plugins().autoplay
    if (!api || !plugin) return
    // Embla restarts autoplay whenever the pointer or focus leaves the slides, or a swipe ends (focus also leaves
    // when a photo opens in the lightbox): while held or stopped by the visitor, stop again right after each restart.
    const keepStopped = () => {
      if (held || stoppedByVisitor.current) queueMicrotask(() => plugin.stop())
    }
    if (held) plugin.stop()
    api.on("autoplay:play", keepStopped)
    return () => {
      api.off("autoplay:play", keepStopped)
      if (held && !stoppedByVisitor.current) plugin.play()
    }
  }, [api, held])

  const togglePlay = () => {
    const plugin = api?.plugins().autoplay
    if (!plugin) return
    // The autoplay:play / autoplay:stop listeners update `playing`.
    stoppedByVisitor.current = plugin.isPlaying()
    if (plugin.isPlaying()) plugin.stop()
    else plugin.play()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") api?.scrollPrev()
    else if (event.key === "ArrowRight") api?.scrollNext()
    else return
    event.preventDefault()
  }

  return (
    <CarouselContext.Provider value={{ api, viewportRef, snaps, playing, togglePlay }}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        data-slot="carousel"
        data-ready={api ? "true" : "false"}
        data-playing={playing ? "true" : "false"}
        onKeyDownCapture={onKeyDown}
        className={cn("relative", className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  )
}

type CarouselContentProps<T> = Omit<ComponentProps<"div">, "children"> & {
  items: readonly T[]
  /** Each slide is named "N of M" after this ("Review 2 of 6"). */
  slideName?: string
  slideClassName: string
  children: (item: T, index: number) => React.ReactNode
}

/** The slides, one per item, in the viewport Embla moves. */
export function CarouselContent<T>(props: CarouselContentProps<T>) {
  const { items, slideName = "", slideClassName, className, children, ...rest } = props
  const { viewportRef, playing } = useContext(CarouselContext)
  return (
    // Without scripts Embla never starts: the slides scroll by themselves, a swipe or the scroll bar away.
    <div
      ref={viewportRef}
      className="overflow-hidden noscript:snap-x noscript:snap-mandatory noscript:overflow-x-auto"
      data-slot="carousel-viewport"
    >
      <div
        data-slot="carousel-content"
        aria-live={playing ? "off" : "polite"}
        className={cn("-ml-4 flex touch-pan-y noscript:touch-auto", className)}
        {...rest}
      >
        {items.map((item, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            data-slot="carousel-item"
            className={cn("min-w-0 shrink-0 grow-0 basis-full pl-4 noscript:snap-start", slideClassName)}
            aria-label={`${slideName}${index + 1} of ${items.length}`}
          >
            {children(item, index)}
          </div>
        ))}
      </div>
    </div>
  )
}

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-forest/15 bg-white text-forest shadow-soft transition-colors hover:bg-mist disabled:opacity-40 noscript:hidden"

type ButtonProps = { className?: string } & (
  { kind: "previous" | "next"; label: string } | { kind: "play-pause"; label?: never }
)

/** Previous, next, or pause / play for autoplaying carousels (WCAG 2.2.2). */
export function CarouselButton(props: ButtonProps) {
  const { api, playing, togglePlay } = useContext(CarouselContext)
  const { kind, className } = props
  const label = props.label ?? `${playing ? "Pause" : "Play"} automatic slide show`
  const icon = { previous: "chevron-left", next: "chevron-right", "play-pause": playing ? "pause" : "play" } as const
  return (
    <IconTooltip label={label}>
      <button
        type="button"
        onClick={kind === "previous" ? () => api?.scrollPrev() : kind === "next" ? () => api?.scrollNext() : togglePlay}
        disabled={!api}
        data-slot={`carousel-${kind}`}
        className={cn(controlClass, className)}
      >
        <SpriteIcon name={icon[kind]} className={kind === "play-pause" ? "size-4" : "size-5"} />
        <span className="sr-only">{label}</span>
      </button>
    </IconTooltip>
  )
}

export function CarouselDots() {
  const { snaps, api } = useContext(CarouselContext)
  const { count, selected } = snaps
  if (count <= 1) return null
  return (
    <div className="flex items-center justify-center gap-1" data-slot="carousel-dots">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => api?.scrollTo(index)}
          aria-current={index === selected ? "true" : undefined}
          className="group inline-flex size-6 items-center justify-center"
        >
          <span aria-hidden="true" className="carousel-dot" />
          <span className="sr-only">Go to slide {index + 1}</span>
        </button>
      ))}
    </div>
  )
}
