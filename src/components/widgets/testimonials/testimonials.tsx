import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPlayPause,
  CarouselPrevious,
} from "~/components/ui/carousel/carousel"
import { ScriptsOffNote } from "~/components/ui/scripts-off-note"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { ContentQueryProvider, useTestimonials } from "~/lib/content/queries"

import { TestimonialCard } from "./testimonial-card"

/** SPEC section 9: the reviews carousel advances every 5000 ms and pauses while hovered. */
const TESTIMONIALS_AUTOPLAY = { delay: 5000 }

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
        <Carousel label="Client reviews" autoplay={TESTIMONIALS_AUTOPLAY} className="self-stretch">
          <CarouselContent className="items-stretch py-1">
            {data.map((testimonial, index) => (
              <CarouselItem
                key={testimonial.id}
                aria-label={`Review ${index + 1} of ${data.length}`}
                className="basis-full md:basis-1/2 lg:basis-1/3"
              >
                <TestimonialCard testimonial={testimonial} />
              </CarouselItem>
            ))}
          </CarouselContent>
          <div className="mt-8 flex items-center justify-center gap-3">
            <CarouselPrevious label="Previous review" />
            <CarouselDots />
            <CarouselNext label="Next review" />
            <CarouselPlayPause />
          </div>
        </Carousel>
      )}
    </div>
  )
}

export default function Testimonials() {
  return (
    <ContentQueryProvider>
      <TestimonialsView />
    </ContentQueryProvider>
  )
}
