import { PageHero } from "~/components/sections/page-hero"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/about"

const copy = pageCopy.about

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/about" })

export default function AboutPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />
}
