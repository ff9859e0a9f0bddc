import { ContactCards } from "~/components/sections/contact-cards"
import { EmbedFrame } from "~/components/sections/embed-frame"
import { PageHero } from "~/components/sections/page-hero"
import { Section } from "~/components/sections/section"
import { SectionHeading } from "~/components/sections/section-heading"
import { buttonVariants } from "~/components/ui/button"
import { EmailLink, PhoneLink } from "~/components/ui/contact-links"
import { ExternalLink } from "~/components/ui/external-link"
import { QuoteLink } from "~/components/ui/quote-link"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { WaveDivider } from "~/components/ui/wave-divider"
import { ServiceAreaMap } from "~/components/widgets/service-area-map/service-area-map"
import { contactContent as content } from "~/lib/content/contact"
import { labels } from "~/lib/content/labels"
import { siteConfig } from "~/site.config"
import copy from "virtual:page-copy/contact"

/** SPEC section 9: the embedded quote form is 800 px high. */
const QUOTE_FRAME_HEIGHT = 800

const LOCATION = "contact_page"

export function ContactPage() {
  const { form, map } = content
  return (
    <>
      <PageHero
        {...content}
        {...copy}
        photoAspect="aspect-[16/10]"
        actions={<QuoteLink location={LOCATION} size="lg" />}
      />
      <section aria-label={content.cardsLabel} className="pb-section">
        <div className="container-page">
          <ContactCards cards={content.cards} location={LOCATION} />
        </div>
      </section>
      <WaveDivider colorClass="text-white" className="bg-linen" />
      <Section id="quote-form" tone="white" labelledBy="form-heading" className="scroll-mt-20" heading={form}>
        <EmbedFrame
          src={siteConfig.quoteFormUrl}
          title={form.iframeTitle}
          height={QUOTE_FRAME_HEIGHT}
          className="mx-auto max-w-4xl"
          icon={<SpriteIcon name="loader" className="size-6 motion-safe:animate-spin" />}
          loading={form.loading}
          fallback={
            <QuoteLink location={LOCATION} variant="outline" data-slot="quote-form-fallback">
              <SpriteIcon name="external-link" />
              {form.fallback}
            </QuoteLink>
          }
        />
      </Section>
      <Section tone="mist" labelledBy="areas-heading" heading={content.areas}>
        <ServiceAreaMap areas={content.areas.list} allSuburbs={siteConfig.suburbs} />
      </Section>
      <Section labelledBy="map-heading">
        <div className="grid items-center gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-14">
          <div>
            <SectionHeading id="map-heading" align="left" spaced={false} {...map} />
            <p className="mt-5 flex items-center gap-2.5 text-ink-soft">
              <SpriteIcon name="map-pin" className="size-5 text-eucalyptus-700" />
              {siteConfig.address.locality} {siteConfig.address.region} {siteConfig.address.postcode}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <PhoneLink location={LOCATION} className={buttonVariants({ variant: "secondary" })}>
                <SpriteIcon name="phone" />
                {labels.callNumber}
              </PhoneLink>
              <EmailLink location={LOCATION} className={buttonVariants({ variant: "outline" })}>
                <SpriteIcon name="mail" />
                {labels.emailUs}
              </EmailLink>
            </div>
          </div>
          <EmbedFrame
            src={siteConfig.mapsEmbedUrl}
            title={map.iframeTitle}
            height={400}
            icon={<SpriteIcon name="map-pin" className="size-6" />}
            loading={map.loading}
            fallback={
              <ExternalLink
                href={siteConfig.mapsLinkUrl}
                data-slot="map-fallback"
                className="inline-flex items-center gap-2 font-semibold text-forest underline decoration-eucalyptus underline-offset-4 hover:decoration-forest"
              >
                <SpriteIcon name="external-link" className="size-4" />
                {map.fallback}
              </ExternalLink>
            }
          />
        </div>
      </Section>
    </>
  )
}
