import { island } from "~/components/ui/island"
import { listPosts } from "~/lib/content/blog.server"
import { seoMeta } from "~/lib/seo"
import copy from "virtual:page-copy/blog"

import type { Route } from "./+types/blog"

// Runs at build time only: the index is prerendered from content/blog, newest first.
export function loader() {
  return { posts: listPosts() }
}

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/blog" })

export default island(() => import("~/components/pages/blog-index").then((m) => m.BlogIndexPage))
