import { PageHero } from "~/components/sections/page-hero"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/services"

const copy = pageCopy.services

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/services" })

export default function ServicesPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />
}
