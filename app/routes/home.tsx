import { QuoteLink } from "~/components/ui/quote-link"
import { JsonLd } from "~/components/ui/json-ld"
import { homeFaqs } from "~/lib/content/faqs"
import copy from "virtual:page-copy/home"
import { seoMeta } from "~/lib/seo"
import { faqJsonLd, localBusinessJsonLd } from "~/lib/structured-data"
import { Link } from "react-router"
import { buttonVariants } from "~/components/ui/button"

import type { Route } from "./+types/home"


export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/" })

export default function HomePage() {
  return (
    <>
      <JsonLd data={localBusinessJsonLd()} />
      <JsonLd data={faqJsonLd(homeFaqs)} />
      <section className="bg-gradient-to-b from-mist to-linen" aria-labelledby="page-heading">
        <div className="container-page section-y">
          <h1 id="page-heading" className="max-w-3xl text-display font-semibold">
            {copy.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-ink-soft">{copy.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <QuoteLink location="hero_primary" size="lg" />
            <Link to="/services" className={buttonVariants({ variant: "outline", size: "lg" })}>
              View Services
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
