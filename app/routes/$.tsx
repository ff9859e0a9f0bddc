import { Link } from "react-router"

import { buttonVariants } from "~/components/ui/button"
import { labels } from "~/lib/content/labels"
import { seoMeta } from "~/lib/seo"
import { NOT_FOUND_PATH } from "~/lib/site-routes"
import copy from "virtual:page-copy/notFound"

import type { Route } from "./+types/$"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: NOT_FOUND_PATH, noindex: true })

/** Any unknown path. Prerendered at /404 and served by the server with status 404. */
export default function NotFoundPage() {
  return (
    <section className="container-page section-y" aria-labelledby="page-heading">
      <p className="font-serif text-7xl font-semibold text-eucalyptus-700" aria-hidden="true">
        404
      </p>
      <h1 id="page-heading" className="mt-4 text-h1 font-semibold">
        {copy.heading}
      </h1>
      <p className="mt-4 max-w-xl text-lead text-ink-soft">{labels.notFound.text}</p>
      <p className="mt-3 font-mono text-sm text-ink-soft">{copy.intro}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={buttonVariants({ variant: "secondary" })}>
          {labels.backHome}
        </Link>
        <Link to="/services" className={buttonVariants({ variant: "outline" })}>
          {labels.notFound.servicesLabel}
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: "outline" })}>
          {labels.contactUs}
        </Link>
      </div>
    </section>
  )
}
