import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/ndis"

import type { Route } from "./+types/ndis"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/ndis" })

// The whole page is prerendered HTML; its code loads as one of its widgets comes near (or for a
// client-side visit), and the page hydrates as one part.
export default island(() => import("~/components/pages/ndis").then((m) => m.NdisPage), "visible", '[data-slot="faq"]')
