import { PageHero } from "~/components/sections/page-hero"
import { island } from "~/components/ui/island"
import { readGallery } from "~/lib/content/gallery.server"
import { GALLERY_JSON } from "~/lib/content/paths"
import { preloadJson, seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/gallery"

import type { Route } from "./+types/gallery"

// Build time only: the default tab's photos go into the prerendered HTML, so they start loading
// before any JavaScript; the page still reads /content/gallery.json at run time (SPEC section 7).
export function loader() {
  return { initial: { bathrooms: readGallery().categories.bathrooms } }
}

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/gallery" })

// The portfolio's file is not preloaded: its section is far below the first screen.
export const links: Route.LinksFunction = () => [preloadJson(GALLERY_JSON)]

// Prerendered in full, hydrated once its own chunk (TanStack Query, zod, the widgets) arrives, as
// soon as the page is idle: it is the page, right under the heading.
const GallerySection = island(
  () => import("~/components/widgets/gallery/gallery-section").then((m) => m.GallerySection),
  "idle",
)

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...copy} />
      <GallerySection initial={loaderData.initial} portfolio={copy.portfolio} />
    </>
  )
}
