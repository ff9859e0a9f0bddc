import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/about"

import type { Route } from "./+types/about"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/about" })

// The whole page is prerendered HTML: its code loads only for a client-side visit.
export default island(() => import("~/components/pages/about").then((m) => m.AboutPage))
