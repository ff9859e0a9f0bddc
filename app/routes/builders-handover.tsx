import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/buildersHandover"

import type { Route } from "./+types/builders-handover"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/builders-handover" })

// The whole page is prerendered HTML; its code loads as one of its widgets comes near (or for a
// client-side visit), and the page hydrates as one part.
export default island(
  () => import("~/components/pages/builders-handover").then((m) => m.BuildersHandoverPage),
  "visible",
  '[data-slot="carousel"]',
)
