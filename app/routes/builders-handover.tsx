import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/buildersHandover"

import type { Route } from "./+types/builders-handover"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/builders-handover" })

// Idle, not never: the carousels sit high on the page, and their buttons must work for the first Tab pass.
export default island(() => import("~/components/pages/builders-handover").then((m) => m.BuildersHandoverPage), "idle")
