import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/about"

import type { Route } from "./+types/about"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/about" })

export default island(() => import("~/components/pages/about").then((m) => m.AboutPage))
