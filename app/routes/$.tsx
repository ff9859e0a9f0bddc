import { NotFound } from "~/components/sections/not-found"
import { seoMeta } from "~/lib/seo"
import { NOT_FOUND_PATH } from "~/lib/site-routes"
import copy from "virtual:page-copy/notFound"

import type { Route } from "./+types/$"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: NOT_FOUND_PATH, noindex: true })

export default function NotFoundPage() {
  return <NotFound copy={copy} />
}
