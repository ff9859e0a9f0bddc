import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/commercial"

import type { Route } from "./+types/commercial"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/commercial" })

export default island(() => import("~/components/pages/commercial").then((m) => m.CommercialPage))
