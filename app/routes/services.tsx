import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/services"

import type { Route } from "./+types/services"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/services" })

// The whole page is prerendered HTML: its code loads only for a client-side visit.
export default island(() => import("~/components/pages/services").then((m) => m.ServicesPage))
