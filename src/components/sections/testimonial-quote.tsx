import { SpriteIcon } from "~/components/ui/sprite-icon"
import type { TestimonialQuote as TestimonialQuoteCopy } from "~/lib/content/schemas"

export function TestimonialQuote({ quote, name, role }: TestimonialQuoteCopy) {
  return (
    <figure
      data-slot="testimonial"
      className="relative rounded-panel border border-line bg-white p-8 shadow-soft sm:p-12"
    >
      <SpriteIcon name="quote" className="size-10 text-eucalyptus" />
      <blockquote className="mt-5 font-serif text-xl leading-relaxed text-forest sm:text-2xl sm:leading-relaxed">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-mist font-serif text-lg font-semibold"
        >
          {name.charAt(0)}
        </span>
        <span>
          <span className="block font-semibold text-forest">{name}</span>
          <span className="block text-sm text-ink-soft">{role}</span>
        </span>
      </figcaption>
    </figure>
  )
}
