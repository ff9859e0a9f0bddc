import { PageHero } from "~/components/sections/page-hero"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/commercial"

const copy = pageCopy.commercial

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/commercial" })

export default function CommercialPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />
}
