import { Carousel, CarouselButton, CarouselContent } from "~/components/ui/carousel/carousel"
import { Picture } from "~/components/ui/picture"
import { trustedByWords as content } from "~/lib/content/home-islands"
import { photo } from "~/lib/images"

import { Section, SectionHeading } from "../section"

/** 'Trusted By', home's last section: an island whose words and logos come with its script (decision 038). */
export function TrustedBy() {
  return (
    <Section labelledBy="trusted-heading" tone="linen" padding="none" innerClassName="py-16 sm:py-20">
      <SectionHeading spaced={false} id="trusted-heading" {...content} />
      {/* The logos advance every 3000 ms, loop, keep going after a click, pause on hover. */}
      <Carousel
        label="Businesses that trust us"
        autoplayDelay={3000}
        className="mx-auto mt-10 flex max-w-3xl items-center justify-center gap-3 sm:gap-5"
      >
        <CarouselButton kind="previous" label="Previous logo" className="shrink-0" />
        {/* Whole slots only, so no logo shows cut at the edge: 1, 2 or 3 of the 200 px slots, less the last one's gap. */}
        <div className="min-w-0 grow max-sm:max-w-[184px] sm:max-w-[384px] lg:max-w-[584px]">
          <CarouselContent items={content.logos} slideClassName="basis-50!">
            {(logo) => (
              <div className="flex h-24 items-center justify-center rounded-card bg-white px-4 shadow-soft">
                <Picture
                  src={photo(logo.src)}
                  alt={logo.alt}
                  width={200}
                  height={80}
                  className="block"
                  imgClassName="h-16 w-auto"
                />
              </div>
            )}
          </CarouselContent>
        </div>
        <CarouselButton kind="next" label="Next logo" className="shrink-0" />
      </Carousel>
    </Section>
  )
}
