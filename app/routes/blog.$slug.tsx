import { data } from "react-router"

import { PageHero } from "~/components/sections/page-hero"
import { getPost } from "~/lib/content/blog.server"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/blog.$slug"

// Runs at build time only: every article is prerendered from content/blog.
export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug)
  if (!post) throw data(null, { status: 404 })
  return { post }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: loaderData.post.title,
        description: loaderData.post.description,
        path: `/blog/${loaderData.post.slug}`,
        type: "article",
        publishedTime: loaderData.post.date,
      })
    : []

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  return (
    <article>
      <PageHero heading={post.title} intro={post.description} eyebrow={post.category} />
      <div className="container-page pb-20">
        <div className="max-w-prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      </div>
    </article>
  )
}
