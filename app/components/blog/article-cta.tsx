import { Link } from "react-router"

import { buttonVariants } from "~/components/ui/button"
import { QuoteLink } from "~/components/ui/quote-link"
import { cn } from "~/lib/cn"
import type { ArticleCta as ArticleCtaCopy } from "~/lib/content/blog"

/** The closing call to action of an article: the matching service page and a quote request. */
export function ArticleCta({ cta }: { cta: ArticleCtaCopy }) {
  return (
    <section
      aria-labelledby="article-cta-heading"
      data-print="hide"
      className="relative overflow-hidden rounded-panel bg-forest px-5 py-10 text-linen shadow-lift sm:px-10 sm:py-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-eucalyptus/20"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-16 size-56 rounded-full bg-eucalyptus/10"
      />
      <div className="relative">
        <h2 id="article-cta-heading" className="text-h2 font-semibold text-linen">
          {cta.heading}
        </h2>
        <p className="mt-4 max-w-xl text-lead text-mist">{cta.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <QuoteLink location="blog_article" variant="primary" size="lg" className="w-full sm:w-auto" />
          <Link to={cta.to} className={cn(buttonVariants({ variant: "light", size: "lg" }), "w-full sm:w-auto")}>
            {cta.linkLabel}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  )
}
