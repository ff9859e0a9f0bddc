import { Link } from "react-router"

import type { BlogPostSummary } from "~/lib/content/blog"

import { PostMeta } from "./post-meta"

/** "Keep reading": the other articles as a quiet list of titles, after the one just read. */
export function MoreArticles({
  posts,
}: {
  posts: Pick<BlogPostSummary, "slug" | "title" | "category" | "date" | "minutes">[]
}) {
  if (posts.length === 0) return null
  return (
    <section
      aria-labelledby="more-heading"
      data-print="hide"
      className="border-t border-line bg-mist/60 py-14 sm:py-20"
    >
      <div className="container-page">
        <div className="mx-auto max-w-5xl">
          <h2 id="more-heading" className="text-h2 font-semibold">
            Keep reading
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {posts.map((post) => (
              <li
                key={post.slug}
                className="group relative rounded-card bg-white p-6 shadow-soft ring-1 ring-line/70 transition-shadow duration-300 ease-calm hover:shadow-lift has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-clay sm:p-7"
              >
                <p className="text-xs font-semibold tracking-[0.12em] text-eucalyptus-700 uppercase">{post.category}</p>
                <h3 className="mt-3 font-serif text-h3 font-semibold">
                  <Link
                    to={`/blog/${post.slug}`}
                    className="decoration-eucalyptus underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-card after:content-['']"
                  >
                    {post.title}
                  </Link>
                </h3>
                <PostMeta date={post.date} minutes={post.minutes} className="mt-3" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
