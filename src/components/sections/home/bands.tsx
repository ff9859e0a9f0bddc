// The home page's bands in page order; those that hydrate are islands of their own.
import type { ReactNode } from "react"

import { Pills, TickList } from "~/components/sections/lists"
import { ArrowLink, buttonVariants } from "~/components/ui/button"
import { FadeIn } from "~/components/ui/fade-in"
import { Picture } from "~/components/ui/picture"
import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon"
import { EmailLink, PhoneLink, QuoteLink } from "~/components/ui/tracked-links"
import { CLOSING_SECTION_ID, HERO_ACTIONS_ID, QUOTE_FORM_PANEL_ID } from "~/lib/band-ids"
import { cn } from "~/lib/cn"
import type { FaqItem, HomeContent, PackagesFile } from "~/lib/content/schemas"
import { ownQuoteForm } from "~/lib/env"
import { dollars } from "~/lib/format"
import { photo } from "~/lib/images"

import { IconCard, IconCardList } from "../card"
import { Faq } from "../faq"
import { Eyebrow, Section, SectionHeading, WaveDivider, type SectionTone } from "../section"

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
          <TickList items={content.highlights} className="mt-9 flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem]" />
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
            <a href="/about#team" className="soft-underline group inline-flex items-center gap-1.5 text-sm">
              {content.teamLinkLabel}
              <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </a>
          </div>
        </div>
      </div>
      {/* Phones: a rounded photo under the text. Wider screens: full-bleed behind it, washed with linen. */}
      <Picture
        src={photo(content.photo)}
        alt={content.photoAlt}
        priority
        sizes="(min-width: 768px) 100vw, calc(100vw - 2.5rem)"
        className="mx-5 mb-14 block aspect-[4/3] overflow-hidden rounded-panel shadow-lift sm:mx-8 md:absolute md:inset-0 md:-z-20 md:m-0 md:aspect-auto md:rounded-none md:shadow-none"
        imgClassName="h-full w-full object-cover md:object-[70%_60%]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden md:block md:bg-gradient-to-r md:from-linen md:via-linen/88 md:via-45% md:to-linen/0"
      />
    </section>
  )
}

export function Coverage({ content, suburbs }: { content: HomeContent["coverage"]; suburbs: readonly string[] }) {
  return (
    <Section
      labelledBy="coverage-heading"
      tone="white"
      className="border-y border-line/60"
      padding="none"
      innerClassName="grid gap-6 py-12 sm:py-14 lg:grid-cols-[minmax(0,20rem)_1fr] lg:items-center lg:gap-14"
    >
      <IconCard
        as="div"
        surface="plain"
        layout="beside"
        icon="map-pin"
        thin
        level="h2"
        headingId="coverage-heading"
        heading={content.heading}
        text={content.intro}
      />
      <div>
        <ul className="flex flex-wrap gap-2" aria-label="Suburbs we serve">
          {suburbs.map((suburb) => (
            <li key={suburb} className="suburb-chip">
              {suburb}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-soft">…{content.outro}</p>
      </div>
    </Section>
  )
}

export function WhyChooseUs({ content }: { content: HomeContent["whyChooseUs"] }) {
  return (
    <Section labelledBy="why-heading" tone="linen" heading={{ ...content, spaced: false }}>
      <FadeIn className="mt-14">
        <IconCardList
          items={content.cards}
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
          layout="above-from-sm"
          thin
        />
      </FadeIn>
      <ul
        aria-label={content.badgesLabel}
        className="mt-12 flex flex-wrap justify-center gap-3"
        data-slot="partner-badges"
      >
        {content.badges.map((badge) => (
          <li key={badge.label} className="badge-chip">
            <SpriteIcon name={badge.icon} className="size-4 text-eucalyptus-600" strokeWidth={1.75} />
            {badge.label}
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function PremiumServices({ content }: { content: HomeContent["premiumServices"] }) {
  return (
    <Section labelledBy="premium-heading" tone="white" heading={{ ...content, spaced: false }}>
      <FadeIn className="mt-14">
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.cards.map((card, index) => (
            <li key={card.title} className={index === 2 ? "md:col-span-2 lg:col-span-1" : undefined}>
              <article className="flex h-full flex-col overflow-hidden rounded-panel border border-line/60 bg-linen shadow-soft">
                <Picture
                  src={photo(card.photo)}
                  alt={card.photoAlt}
                  sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
                  className="block aspect-[3/2] overflow-hidden"
                />
                <div className="flex grow flex-col p-7">
                  <h3 className="text-h3 font-semibold">{card.title}</h3>
                  <p className="mt-2 text-ink-soft">{card.description}</p>
                  <TickList items={card.points} className="mt-5 grid gap-2 text-[0.95rem]" />
                  <div className="mt-auto pt-7">
                    {card.action.kind === "quote" ? (
                      <QuoteLink location={card.action.location} variant="secondary" className="w-full sm:w-auto">
                        {card.action.label}
                      </QuoteLink>
                    ) : (
                      <ArrowLink href={card.action.to} variant="outline" className="w-full whitespace-normal sm:w-auto">
                        {card.action.label}
                      </ArrowLink>
                    )}
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </FadeIn>
    </Section>
  )
}

export function Packages({ content, packages, addOns }: { content: HomeContent["packages"] } & PackagesFile) {
  return (
    <Section labelledBy="packages-heading" tone="mist" heading={{ ...content, spaced: false }}>
      <FadeIn className="mt-14">
        <ul className="grid items-stretch gap-6 lg:grid-cols-3">
          {packages.map((item) => (
            <li key={item.id}>
              <article
                data-slot="package"
                data-popular={item.popular ? "true" : undefined}
                aria-labelledby={`package-${item.id}`}
              >
                {item.popular && (
                  <p className="absolute -top-3.5 left-8 inline-flex items-center gap-1.5 rounded-pill bg-clay px-3.5 py-1 text-sm font-semibold text-white shadow-soft">
                    <SpriteIcon name="sparkles" className="size-3.5" />
                    {content.popularLabel}
                  </p>
                )}
                <h3 id={`package-${item.id}`} className="text-h3 font-semibold">
                  {item.name}
                </h3>
                <p className="mt-3 flex items-baseline gap-2">
                  <span className="package-muted text-sm">{content.fromLabel}</span>
                  <span className="font-serif text-5xl font-semibold tracking-tight">{dollars(item.priceFrom)}</span>
                </p>
                <p className="package-muted mt-4">{item.description}</p>
                <TickList items={item.features} className="package-features" tickClassName="package-muted" />
                <div className="mt-auto pt-8">
                  <QuoteLink
                    location={`package_${item.id}`}
                    variant={item.popular ? "primary" : "secondary"}
                    className="w-full"
                    aria-describedby={`package-${item.id}`}
                  >
                    {content.quoteLabel}
                  </QuoteLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </FadeIn>

      <div className="mx-auto mt-20 max-w-2xl text-center">
        <h3 className="text-h3 font-semibold">{content.addOnsHeading}</h3>
        <p className="mt-2 text-ink-soft">{content.addOnsIntro}</p>
      </div>
      <IconCardList
        items={addOns.map(({ name, ...addOn }) => ({ ...addOn, title: name }))}
        className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        slot="add-ons"
        surface="soft"
        layout="small-point"
        thin
        level="h4"
      />
    </Section>
  )
}

type OngoingCleaningProps = { content: HomeContent["ongoing"]; sameCleaner: HomeContent["sameCleaner"] }

export function OngoingCleaning({ content, sameCleaner }: OngoingCleaningProps) {
  return (
    <Section labelledBy="ongoing-heading" tone="linen" innerClassName="grid gap-8 lg:grid-cols-2 lg:gap-10">
      <FadeIn direction="right" className="h-full">
        <div className="flex h-full flex-col rounded-panel bg-white p-8 shadow-soft sm:p-10">
          <IconTile name="calendar-check" size={12} thin className="rounded-2xl bg-mist text-eucalyptus-700" />
          <Eyebrow text={content.eyebrow} className="mt-6 text-eucalyptus-700" />
          <h2 id="ongoing-heading" className="mt-2 text-h2 font-semibold">
            {content.heading}
          </h2>
          <p className="mt-4 text-lead text-ink-soft">{content.text}</p>
          <Pills items={content.frequencies} label="How often" className="mt-6" />
          <div className="mt-auto pt-9">
            <ArrowLink href="/contact" variant="secondary">
              {content.ctaLabel}
            </ArrowLink>
          </div>
        </div>
      </FadeIn>
      <div className="grid h-full overflow-hidden rounded-panel bg-mist sm:grid-cols-[2fr_3fr] lg:grid-cols-1 xl:grid-cols-[2fr_3fr]">
        <Picture
          src={photo(sameCleaner.photo)}
          alt={sameCleaner.photoAlt}
          sizes="(min-width: 1280px) 230px, (min-width: 1024px) 560px, (min-width: 640px) 40vw, 100vw"
          className="block h-full min-h-64 overflow-hidden lg:max-h-72 xl:max-h-none"
          imgClassName="h-full w-full object-cover object-top"
        />
        <div className="p-8 sm:p-10">
          <h3 className="text-h3 font-semibold">{sameCleaner.heading}</h3>
          <p className="mt-3 text-ink-soft">{sameCleaner.text}</p>
          <TickList items={sameCleaner.points} className="mt-5 grid gap-2.5 text-[0.95rem]" />
        </div>
      </div>
    </Section>
  )
}

type IslandBandProps = {
  id: string
  tone: SectionTone
  content: { heading: string; eyebrow?: string; intro?: string }
  islandClassName?: string
  /** The links under the island; a page passes them as the named slot "actions". */
  actions?: ReactNode
  children: ReactNode
}

/** A home band around a run-time island, `children`, with its links below: Our Work, the portfolio, the reviews. */
export function IslandBand({ id, tone, content, islandClassName = "mt-10", actions, children }: IslandBandProps) {
  return (
    <Section labelledBy={id} tone={tone} heading={{ ...content, spaced: false }}>
      <div className={islandClassName}>{children}</div>
      <div className="mt-12 flex flex-col items-center gap-5 text-center">{actions}</div>
    </Section>
  )
}

export function Team({ content }: { content: HomeContent["team"] }) {
  return (
    <Section labelledBy="team-heading" tone="white" innerClassName="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
      <FadeIn direction="right">
        <ul className="grid grid-cols-3 gap-3 sm:gap-4" aria-label="Some of our team">
          {content.photos.map((item, index) => (
            <li key={item.photo} className={cn(index === 1 && "translate-y-8")}>
              <Picture
                src={photo(item.photo)}
                alt={item.alt}
                sizes="(min-width: 1024px) 180px, 30vw"
                className="block aspect-[3/4] overflow-hidden rounded-card shadow-soft"
              />
            </li>
          ))}
        </ul>
      </FadeIn>
      <div>
        <SectionHeading id="team-heading" align="left" {...content} intro={content.text} />
        <IconCardList items={content.points} className="mt-8 grid gap-5" surface="plain" layout="point" thin />
        <ArrowLink href="/about" variant="outline" className="mt-9">
          {content.ctaLabel}
        </ArrowLink>
      </div>
    </Section>
  )
}

export function NdisSupport({ content }: { content: HomeContent["ndis"] }) {
  return (
    <Section labelledBy="ndis-heading" innerClassName="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
      <FadeIn direction="left" className="lg:order-2">
        <Picture
          src={photo(content.photo)}
          alt={content.photoAlt}
          sizes="(min-width: 1024px) 580px, 100vw"
          className="block aspect-[4/3] overflow-hidden rounded-panel shadow-lift"
        />
      </FadeIn>
      <div>
        <SectionHeading id="ndis-heading" align="left" {...content} intro={content.text} />
        <TickList items={content.points} className="mt-7 grid gap-2.5" />
        <p className="mt-7 flex items-start gap-3 rounded-card bg-sand/70 p-4 text-sm text-ink-soft">
          <SpriteIcon name="info" className="mt-0.5 size-4 shrink-0 text-forest" />
          {content.note}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <QuoteLink location="home_ndis">{content.quoteLabel}</QuoteLink>
          <ArrowLink href="/ndis" variant="outline">
            {content.linkLabel}
          </ArrowLink>
        </div>
      </div>
    </Section>
  )
}

export function HomeFaq({ content, items }: { content: HomeContent["faq"]; items: FaqItem[] }) {
  return (
    <Section labelledBy="faq-heading" tone="white" innerClassName="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
      <div>
        <SectionHeading id="faq-heading" align="left" {...content} />
        <p className="mt-6 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
          <PhoneLink location="home_faq" className="soft-underline" />
          <EmailLink location="home_faq" className="soft-underline" />
        </p>
      </div>
      <Faq items={items} />
    </Section>
  )
}

type ClosingCtaProps = { content: HomeContent["closing"]; phone: string; email: string; form?: ReactNode }

export function ClosingCta({ content, phone, email, form }: ClosingCtaProps) {
  return (
    <Section
      id={CLOSING_SECTION_ID}
      labelledBy="closing-heading"
      tone="forest"
      className="scroll-mt-20"
      padding="none"
      innerClassName="grid items-start gap-12 section-y pt-28 lg:grid-cols-[1fr_1.15fr] lg:gap-16 lg:pt-36"
    >
      <WaveDivider colorClass="text-mist" flip className="absolute inset-x-0 top-0" />
      <div className="lg:sticky lg:top-28">
        <SectionHeading id="closing-heading" align="left" tone="light" {...content} intro={content.text} />
        <ul className="mt-9 grid gap-3">
          {(
            [
              [PhoneLink, "phone", content.phoneLabel, phone],
              [EmailLink, "mail", content.emailLabel, email],
            ] as const
          ).map(([ContactLink, icon, label, value]) => (
            <li key={icon}>
              <ContactLink location="final_cta" className="contact-row group">
                <IconTile name={icon} size={11} className="rounded-full bg-linen text-forest" />
                <span>
                  <span className="block text-sm text-mist-200">{label}</span>
                  <span className="block text-lg font-semibold wrap-anywhere">{value}</span>
                </span>
              </ContactLink>
            </li>
          ))}
        </ul>
        {/* The outside form, beside this one; with the site's own store this one is the form (issue 65). */}
        {!ownQuoteForm && (
          <QuoteLink location="final_form" variant="light" className="mt-6">
            {content.quoteLabel}
          </QuoteLink>
        )}
      </div>
      <div
        id={QUOTE_FORM_PANEL_ID}
        data-slot="quote-card"
        className="rounded-panel bg-linen p-6 text-forest shadow-lift sm:p-9"
      >
        <h3 id="quote-form-heading" className="text-h3 font-semibold">
          {content.formHeading}
        </h3>
        <div className="mt-6">{form}</div>
      </div>
    </Section>
  )
}
