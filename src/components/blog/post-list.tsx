import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import { formatPostDate, type BlogPostSummary } from "~/lib/content/blog"

/** Each card is clickable through its one link's stretched hit area, whose name carries the title to screen readers. */
export function PostList({ posts }: { posts: BlogPostSummary[] }) {
  return (
    <section aria-label="Articles" className="container-page pt-4 pb-20 sm:pb-28">
      <ul className="post-list grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-10">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="post-card group">
              {post.cover && (
                <div className="post-cover">
                  <Picture
                    src={post.cover}
                    alt=""
                    sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
                    className="block size-full"
                    imgClassName="size-full object-cover transition-transform duration-700 ease-calm group-hover:scale-103 motion-reduce:transition-none"
                  />
                </div>
              )}
              <div className="flex flex-1 flex-col p-6 sm:p-7">
                <span className="tag self-start bg-mist text-forest-700">{post.category}</span>
                <h2 className="mt-4 font-serif text-h3 font-semibold">{post.title}</h2>
                <PostMeta date={post.date} minutes={post.minutes} className="mt-3" />
                <p className="mt-4 text-base leading-relaxed text-ink-soft">{post.description}</p>
                <div className="mt-auto pt-6">
                  <div className="border-t border-line pt-5">
                    <a
                      href={`/blog/${post.slug}`}
                      className="stretched-link inline-flex items-center gap-1.5 text-sm font-semibold text-forest underline-offset-4 group-hover:underline"
                    >
                      Read Article<span className="sr-only">: {post.title}</span>
                      <SpriteIcon
                        name="arrow-right"
                        className="size-4 transition-transform duration-300 ease-calm group-hover:translate-x-0.5"
                      />
                    </a>
                  </div>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** "Nov 3 2025 · 7 min read", the date machine-readable for search engines and readers. */
export function PostMeta({ date, minutes, className }: { date: string; minutes: number; className: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm text-ink-soft", className)}>
      <time dateTime={date}>{formatPostDate(date)}</time>
      <span aria-hidden="true" className="size-1 rounded-full bg-eucalyptus-600" />
      <span>{minutes} min read</span>
    </p>
  )
}
