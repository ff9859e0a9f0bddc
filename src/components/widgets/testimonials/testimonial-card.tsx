import { useId, useState } from "react"

import { SpriteIcon } from "~/components/ui/sprite-icon"
import type { Testimonial } from "~/lib/content/schemas"

import { truncate } from "./truncate"

/** One review: collapsed to 200 characters with 'Read more' when long (SPEC sections 4 and 9). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const [state, setState] = useState<"collapsed" | "expanded">("collapsed")
  const textId = useId()
  const preview = truncate(testimonial.text)
  const long = preview !== testimonial.text
  const expanded = state === "expanded"

  return (
    <figure
      data-slot="testimonial"
      data-state={long ? state : undefined}
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
            onClick={() => setState(expanded ? "collapsed" : "expanded")}
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
