import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/ndis"

import type { Route } from "./+types/ndis"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/ndis" })

export default island(() => import("~/components/pages/ndis").then((m) => m.NdisPage), "visible", '[data-slot="faq"]')
