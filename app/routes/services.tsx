import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/services"

import type { Route } from "./+types/services"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/services" })

export default island(() => import("~/components/pages/services").then((m) => m.ServicesPage))
