import { PostCard } from "~/components/blog/post-card"
import { PageHero } from "~/components/sections/page-hero"
import copy from "virtual:page-copy/blog"

import type { Route } from "../../routes/+types/blog"

export function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...copy} />
      <section aria-label="Articles" className="container-page pt-4 pb-20 sm:pb-28">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-10">
          {loaderData.posts.map((post, index) => (
            <li key={post.slug} className={index === 0 ? "md:col-span-2 lg:col-span-1" : undefined}>
              <PostCard post={post} featured={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
