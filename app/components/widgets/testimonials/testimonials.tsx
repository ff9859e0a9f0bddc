import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPlayPause,
  CarouselPrevious,
} from "~/components/ui/carousel/carousel"
import { ContentQueryProvider } from "~/lib/content/queries"

import { TestimonialCard } from "./testimonial-card"
import { TESTIMONIALS_AUTOPLAY, TESTIMONIALS_EMPTY, TestimonialsFrame, TestimonialsLoading } from "./testimonials-frame"
import { useTestimonials } from "./use-testimonials"

/**
 * The home reviews: a spinner while /content/testimonials.json loads, then a looping carousel of
 * 1 / 2 / 3 cards (small / medium / large screens), or the empty message, also for unreadable data.
 * The area keeps one height through every state so nothing below it moves.
 */
function TestimonialsView() {
  const { data, status } = useTestimonials()

  return (
    <TestimonialsFrame status={status}>
      {status === "pending" ? (
        <TestimonialsLoading />
      ) : status === "error" || !data || data.length === 0 ? (
        <p className="text-center text-lead text-ink-soft">{TESTIMONIALS_EMPTY}</p>
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
    </TestimonialsFrame>
  )
}

/** The reviews with their query client; the home reviews section is an island that hydrates as it nears. */
export default function Testimonials() {
  return (
    <ContentQueryProvider>
      <TestimonialsView />
    </ContentQueryProvider>
  )
}
