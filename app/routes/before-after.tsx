import { ArrowLeft } from "lucide-react"
import { lazy, Suspense } from "react"
import { Link } from "react-router"

import { PageHero } from "~/components/sections/page-hero"
import { buttonVariants } from "~/components/ui/button"
import copy from "virtual:page-copy/beforeAfter"
import { GALLERY_JSON } from "~/lib/content/paths"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/before-after"


export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/before-after" })

// The run-time read starts with the page, not after its JavaScript (DESIGN.md).
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: GALLERY_JSON, as: "fetch", crossOrigin: "use-credentials" },
]

// Prerendered (with its loading placeholders), hydrated once its own chunk arrives, so TanStack
// Query, zod and the slider stay out of the first-load JavaScript.
const BeforeAfterList = import.meta.env.SSR
  ? (await import("~/components/widgets/before-after/before-after-list")).BeforeAfterList
  : lazy(() =>
      import("~/components/widgets/before-after/before-after-list").then((m) => ({ default: m.BeforeAfterList })),
    )

export default function BeforeAfterPage() {
  return (
    <>
      <PageHero
        heading={copy.heading}
        intro={copy.intro}
        actions={
          <Link to="/" className={buttonVariants({ variant: "outline", size: "sm" })}>
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        }
      />
      <section aria-label="Comparisons" className="container-page pt-4 pb-20">
        <Suspense fallback={null}>
          <BeforeAfterList />
        </Suspense>
      </section>
    </>
  )
}
