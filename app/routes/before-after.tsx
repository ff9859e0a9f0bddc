import { Link } from "react-router"

import { PageHero } from "~/components/sections/page-hero"
import { buttonVariants } from "~/components/ui/button"
import { island } from "~/components/ui/island"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { COMPARISON_SIZES } from "~/components/widgets/before-after/sizes"
import { readGallery } from "~/lib/content/gallery.server"
import { labels } from "~/lib/content/labels"
import { GALLERY_JSON } from "~/lib/content/paths"
import { preloadPhoto } from "~/lib/images"
import { preloadJson, seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/beforeAfter"

import type { Route } from "./+types/before-after"

// Build time only: the first comparison's photos are the page's largest paint, so they are preloaded
// with the HTML instead of waiting for the list's JavaScript and /content/gallery.json.
export function loader() {
  return { first: readGallery().beforeAfter[0] }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const first = loaderData?.first
  const photos = first ? [first.before.src, first.after.src] : []
  return [...seoMeta({ ...copy, path: "/before-after" }), ...photos.map((src) => preloadPhoto(src, COMPARISON_SIZES))]
}

export const links: Route.LinksFunction = () => [preloadJson(GALLERY_JSON)]

// Prerendered (with its loading placeholders), hydrated once its own chunk arrives, as soon as the
// page is idle, so TanStack Query, zod and the slider stay out of the first-load JavaScript.
const BeforeAfterList = island(
  () => import("~/components/widgets/before-after/before-after-list").then((m) => m.BeforeAfterList),
  "idle",
)

export default function BeforeAfterPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        {...copy}
        actions={
          <Link to="/" className={buttonVariants({ variant: "outline", size: "sm" })}>
            <SpriteIcon name="arrow-left" />
            {labels.backHome}
          </Link>
        }
      />
      <section aria-label="Comparisons" className="container-page pt-4 pb-20">
        <BeforeAfterList first={loaderData.first} />
      </section>
    </>
  )
}
