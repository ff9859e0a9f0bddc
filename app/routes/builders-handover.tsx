import { island } from "~/components/ui/island"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/buildersHandover"

import type { Route } from "./+types/builders-handover"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/builders-handover" })

// The whole page is prerendered HTML. Its carousels' buttons only work once the page runs, and a
// visitor tabbing down must find them working, so the page hydrates as one part once the browser is
// idle (or at once for a client-side visit).
export default island(() => import("~/components/pages/builders-handover").then((m) => m.BuildersHandoverPage), "idle")
