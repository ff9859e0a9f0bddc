import { data } from "react-router"

import { island } from "~/components/ui/island"
import { getPost } from "~/lib/content/blog.server"
import { seoMeta } from "~/lib/seo"
import { PAGES } from "~/lib/site-routes"
import copy from "virtual:page-copy/blog"

import type { Route } from "./+types/blog.$slug"

// Build time only. What is returned is inlined in the page for hydration, so it carries only what the page shows.
// Each article has its own route in routes.ts, so the slug is the last segment of the page's path.
export function loader({ request }: Route.LoaderArgs) {
  const slug = /([^/]*?)(?:\.data)?$/.exec(new URL(request.url).pathname)?.[1] ?? ""
  const post = getPost(slug)
  if (!post) throw data(null, { status: 404 })
  return { post, cta: { ...copy.articleCtas[post.cta], to: PAGES[post.cta].path } }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const { post } = loaderData
  return [
    ...seoMeta({ ...post, path: `/blog/${post.slug}`, type: "article", publishedTime: post.date }),
    { property: "article:section", content: post.category },
  ]
}

export default island(() => import("~/components/pages/blog-article").then((m) => m.BlogArticlePage))
