import { CheckList } from "~/components/sections/check-list"
import { CtaBand } from "~/components/sections/cta-band"
import { Notice } from "~/components/sections/notice"
import { PageHero } from "~/components/sections/page-hero"
import { MediaSplit } from "~/components/sections/photo-frame"
import { QuoteCallActions } from "~/components/sections/quote-call-actions"
import { RoomLists } from "~/components/sections/room-lists"
import { Section } from "~/components/sections/section"
import { Paragraphs, SectionHeading } from "~/components/sections/section-heading"
import { ServiceCards } from "~/components/sections/service-cards"
import { QuoteLink } from "~/components/ui/quote-link"
import { WaveDivider } from "~/components/ui/wave-divider"
import { residentialContent as content } from "~/lib/content/residential"
import copy from "virtual:page-copy/residential"

const { sameCleaner } = content

export function ResidentialPage() {
  return (
    <>
      <PageHero {...content} {...copy} actions={<QuoteLink location="residential_page" size="lg" />} />
      <Section labelledBy="services-heading" heading={content.services}>
        <ServiceCards cards={content.services.cards} />
      </Section>
      <Section tone="white" labelledBy="same-cleaner-heading">
        <MediaSplit path={sameCleaner.photo} alt={sameCleaner.photoAlt}>
          <SectionHeading id="same-cleaner-heading" align="left" spaced={false} {...sameCleaner} intro={undefined} />
          <Paragraphs items={sameCleaner.paragraphs} />
          <CheckList items={sameCleaner.points} className="mt-8" />
        </MediaSplit>
      </Section>
      <WaveDivider colorClass="text-mist" className="bg-white" />
      <Section tone="mist" labelledBy="included-heading" heading={content.included}>
        <RoomLists rooms={content.included.rooms} />
        <Notice id="guarantee-heading" icon="shield-check" className="mx-auto mt-12 max-w-3xl" {...content.guarantee} />
      </Section>
      <CtaBand
        id="residential-cta"
        afterMist
        {...content.closing}
        actions={<QuoteCallActions location="residential_page" onDark />}
      />
    </>
  )
}
