import { buttonVariants } from "~/components/ui/button"
import { IconTile } from "~/components/ui/sprite-icon"
import labels from "site:content/labels"

export function NotFound({ copy }: { copy: { heading: string; intro: string } }) {
  return (
    <section className="container-page section-y" aria-labelledby="page-heading">
      {/* The heading already says 404: the mark above it is a picture, not a second number. */}
      <IconTile name="map-pin" size={14} thin aria-hidden="true" className="rounded-full bg-mist text-eucalyptus-700" />
      <h1 id="page-heading" className="mt-6 text-h1 font-semibold">
        {copy.heading}
      </h1>
      <p className="mt-4 max-w-xl text-lead text-ink-soft">{labels.notFound.text}</p>
      <p className="mt-3 font-mono text-sm text-ink-soft">{copy.intro}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="/" className={buttonVariants({ variant: "secondary" })}>
          {labels.backHome}
        </a>
        <a href="/services" className={buttonVariants({ variant: "outline" })}>
          {labels.notFound.servicesLabel}
        </a>
        <a href="/contact" className={buttonVariants({ variant: "outline" })}>
          {labels.contactUs}
        </a>
      </div>
    </section>
  )
}
