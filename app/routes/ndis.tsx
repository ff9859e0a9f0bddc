import { PageHero } from "~/components/sections/page-hero"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/ndis"

const copy = pageCopy.ndis

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/ndis" })

export default function NdisPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />
}
