import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/residential"

import type { Route } from "./+types/residential"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/residential" })

export default island(() => import("~/components/pages/residential").then((m) => m.ResidentialPage))
