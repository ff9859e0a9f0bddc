import { PageHero } from "~/components/sections/page-hero"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/contact"

const copy = pageCopy.contact

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/contact" })

export default function ContactPage() {
  return <PageHero heading={copy.heading} intro={copy.intro} />
}
