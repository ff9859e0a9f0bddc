import { PageHero } from "~/components/sections/page-hero"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/gallery"

const copy = pageCopy.gallery

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/gallery" })

export default function GalleryPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />
}
