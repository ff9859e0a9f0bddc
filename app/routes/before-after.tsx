import { PageHero } from "~/components/sections/page-hero"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/before-after"

const copy = pageCopy.beforeAfter

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/before-after" })

export default function BeforeAfterPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />
}
