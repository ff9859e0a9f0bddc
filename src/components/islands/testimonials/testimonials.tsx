import { useId, useState } from "react"

import { Carousel, CarouselButton, CarouselContent, CarouselDots } from "~/components/ui/carousel/carousel"
import { ScriptsOffNote } from "~/components/ui/scripts-off-note"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { useTestimonials, withContentQuery } from "~/lib/content/queries"
import type { Testimonial } from "~/lib/content/schemas"

export const TESTIMONIAL_PREVIEW_LENGTH = 200

/** Review text longer than 200 characters is cut (trailing spaces dropped: never "word …") until expanded. */
export function truncate(text: string) {
  if (text.length <= TESTIMONIAL_PREVIEW_LENGTH) return text
  return `${text.slice(0, TESTIMONIAL_PREVIEW_LENGTH).trimEnd()}…`
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const [expanded, setExpanded] = useState(false)
  const textId = useId()
  const preview = truncate(testimonial.text)
  const long = preview !== testimonial.text

  return (
    <figure
      data-slot="testimonial"
      data-state={long ? (expanded ? "expanded" : "collapsed") : undefined}
      className="flex h-full flex-col rounded-card border border-line/70 bg-white p-6 shadow-soft sm:p-7"
    >
      <div className="flex items-center justify-between gap-4">
        <div role="img" aria-label={`Rated ${testimonial.rating} out of 5`} className="flex gap-0.5 text-clay">
          {Array.from({ length: testimonial.rating }, (_, index) => (
            <SpriteIcon name="star" key={index} data-slot="star" className="size-4.5 fill-current" strokeWidth={1.5} />
          ))}
        </div>
        <SpriteIcon name="quote" className="size-7 text-eucalyptus" />
      </div>
      <blockquote className="mt-4 grow text-forest">
        <p id={textId} className="leading-relaxed">
          {expanded ? testimonial.text : preview}
        </p>
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded(!expanded)}
            className="mt-2 rounded-md text-sm font-semibold text-eucalyptus-700 underline decoration-eucalyptus/60 underline-offset-4 hover:text-forest"
          >
            {expanded ? "Read less" : "Read more"}
          </button>
        )}
      </blockquote>
      <figcaption className="mt-6 border-t border-line/70 pt-4">
        <span className="block font-semibold text-forest">{testimonial.name}</span>
        <span className="block text-sm text-ink-soft">
          {testimonial.location} · {testimonial.service}
        </span>
      </figcaption>
    </figure>
  )
}

/** The home reviews: spinner, carousel or empty message, at one height so nothing below moves. */
function TestimonialsView() {
  const { data, status } = useTestimonials()

  return (
    <div data-slot="testimonials" data-status={status} className="grid min-h-120 grid-cols-1 content-center">
      {status === "pending" ? (
        <>
          <div role="status" className="flex flex-col items-center gap-3 text-ink-soft noscript:hidden">
            <SpriteIcon name="loader" className="size-8 animate-spin text-eucalyptus-600 motion-reduce:animate-none" />
            <span>Loading reviews...</span>
          </div>
          <ScriptsOffNote className="text-lead">Turn on JavaScript in your browser to read our reviews.</ScriptsOffNote>
        </>
      ) : status === "error" || !data || data.length === 0 ? (
        <p className="text-center text-lead text-ink-soft">No testimonials available at this time.</p>
      ) : (
        <Carousel label="Client reviews" autoplayDelay={5000} className="self-stretch">
          <CarouselContent
            items={data}
            slideName="Review "
            slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
            className="items-stretch py-1"
          >
            {(testimonial) => <TestimonialCard testimonial={testimonial} />}
          </CarouselContent>
          <div className="mt-8 flex items-center justify-center gap-3">
            <CarouselButton kind="previous" label="Previous review" />
            <CarouselDots />
            <CarouselButton kind="next" label="Next review" />
            <CarouselButton kind="play-pause" />
          </div>
        </Carousel>
      )}
    </div>
  )
}

export default withContentQuery(TestimonialsView)
