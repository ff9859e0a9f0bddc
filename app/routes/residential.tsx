import { PageHero } from "~/components/sections/page-hero"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/residential"

const copy = pageCopy.residential

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/residential" })

export default function ResidentialPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />
}
