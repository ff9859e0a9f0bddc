import { TickList } from "~/components/sections/check-list"
import { buttonVariants } from "~/components/ui/button"
import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import type { HomeContent } from "~/lib/content/schemas"
import { photo } from "~/lib/images"

/** The floating quote button steps aside while the hero's buttons (or the closing section) are on screen. */
export const HERO_ACTIONS_ID = "hero-actions"

type HomeHeroProps = {
  heading: string
  intro: string
  content: HomeContent["hero"]
  rating: { value: number; best: number; count: number }
}

/** Home's first screen. Its photo is the largest paint: in the HTML, at high priority, sized for the viewport. */
export function HomeHero({ heading, intro, content, rating }: HomeHeroProps) {
  return (
    <section aria-labelledby="page-heading" className="relative isolate overflow-hidden bg-linen">
      <div className="container-page pt-12 pb-10 sm:pt-16 md:pt-24 md:pb-28 lg:pt-28 lg:pb-32">
        <div className="max-w-xl lg:max-w-2xl">
          <p className="mb-5 inline-flex items-center gap-2 rounded-pill border border-forest/10 bg-white/70 px-4 py-1.5 text-sm font-semibold text-eucalyptus-700 backdrop-blur-sm">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-eucalyptus-600" />
            {content.eyebrow}
          </p>
          <h1 id="page-heading" className="text-display font-semibold">
            {heading}
          </h1>
          <p className="mt-6 max-w-lg text-lead text-ink-soft">{intro}</p>
          <div id={HERO_ACTIONS_ID} className="mt-9 grid gap-3 sm:flex sm:flex-wrap">
            <QuoteLink location="hero_primary" size="lg" />
            <a href="/services" className={buttonVariants({ variant: "outline", size: "lg" })}>
              {content.servicesLabel}
            </a>
          </div>
          <TickList
            items={content.highlights}
            className="mt-9 flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem] text-forest"
          />
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-forest/10 pt-6">
            <p className="flex items-center gap-2 text-sm text-ink-soft">
              <span className="flex text-clay" aria-hidden="true">
                {Array.from({ length: rating.best }, (_, i) => (
                  <SpriteIcon name="star" key={i} className="size-4 fill-current" strokeWidth={1.5} />
                ))}
              </span>
              <span>
                <strong className="font-semibold text-forest">{rating.value.toFixed(1)}</strong> from {rating.count}{" "}
                Google reviews
              </span>
            </p>
            <a
              href="/about#team"
              className="group inline-flex items-center gap-1.5 text-sm font-semibold text-forest underline decoration-forest/25 underline-offset-4 hover:decoration-forest"
            >
              {content.teamLinkLabel}
              <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </a>
          </div>
        </div>
      </div>
      {/* Phones: a rounded photo under the text. Wider screens: full-bleed behind it, washed with linen. */}
      <div className="mx-5 mb-14 aspect-[4/3] overflow-hidden rounded-panel shadow-lift sm:mx-8 md:absolute md:inset-0 md:-z-20 md:m-0 md:aspect-auto md:rounded-none md:shadow-none">
        <Picture
          src={photo(content.photo)}
          alt={content.photoAlt}
          priority
          sizes="(min-width: 768px) 100vw, calc(100vw - 2.5rem)"
          className="block h-full"
          imgClassName="h-full w-full object-cover md:object-[70%_60%]"
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden md:block md:bg-gradient-to-r md:from-linen md:via-linen/88 md:via-45% md:to-linen/0"
      />
    </section>
  )
}
