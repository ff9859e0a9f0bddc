import { PageHero } from "~/components/sections/page-hero"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/builders-handover"

const copy = pageCopy.buildersHandover

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/builders-handover" })

export default function BuildersHandoverPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />
}
