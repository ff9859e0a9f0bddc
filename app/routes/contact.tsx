import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/contact"

import type { Route } from "./+types/contact"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/contact" })

export default island(
  () => import("~/components/pages/contact").then((m) => m.ContactPage),
  "visible",
  '[data-slot="service-area-map"], [data-slot="embed-frame"]',
)
