import { Link } from "react-router"

import { PageHero } from "~/components/sections/page-hero"
import { listPosts } from "~/lib/content/blog.server"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"

import type { Route } from "./+types/blog"

const copy = pageCopy.blog

// Runs at build time only: the index is prerendered from content/blog.
export function loader() {
  return { posts: listPosts() }
}

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/blog" })

export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="container-page pb-20">
        <ul className="grid gap-4">
          {loaderData.posts.map((post) => (
            <li key={post.slug}>
              <Link to={`/blog/${post.slug}`} className="font-serif text-xl underline-offset-4 hover:underline">
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
