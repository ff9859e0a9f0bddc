import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import { formatPostDate, type BlogPostSummary } from "~/lib/content/blog"

/** Each card is clickable through its one link's stretched hit area, whose name carries the title to screen readers. */
export function PostList({ posts }: { posts: BlogPostSummary[] }) {
  return (
    <section aria-label="Articles" className="container-page pt-4 pb-20 sm:pb-28">
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-10">
        {posts.map((post, index) => (
          <li key={post.slug} className={index === 0 ? "md:col-span-2 lg:col-span-1" : undefined}>
            <article
              className={cn(
                "group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-line/70 transition-shadow duration-300 ease-calm hover:shadow-lift has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-clay",
                index === 0 && "md:max-lg:flex-row",
              )}
            >
              {post.cover && (
                <div
                  className={cn(
                    "aspect-16/9 overflow-hidden bg-mist",
                    index === 0 && "md:max-lg:aspect-auto md:max-lg:w-1/2 md:max-lg:shrink-0",
                  )}
                >
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
                <CategoryBadge category={post.category} className="self-start" />
                <h2 className="mt-4 font-serif text-h3 font-semibold">{post.title}</h2>
                <PostMeta date={post.date} minutes={post.minutes} className="mt-3" />
                <p className="mt-4 text-base leading-relaxed text-ink-soft">{post.description}</p>
                <div className="mt-auto pt-6">
                  <div className="border-t border-line pt-5">
                    <a
                      href={`/blog/${post.slug}`}
                      className="inline-flex items-center gap-1.5 text-sm font-semibold text-forest underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-card after:content-['']"
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

/** "3 Nov 2025 · 7 min read", the date machine-readable for search engines and readers. */
export function PostMeta({ date, minutes, className }: { date: string; minutes: number; className: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm text-ink-soft", className)}>
      <time dateTime={date}>{formatPostDate(date)}</time>
      <span aria-hidden="true" className="size-1 rounded-full bg-eucalyptus-600" />
      <span>{minutes} min read</span>
    </p>
  )
}

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-pill bg-mist px-3 py-1 text-xs font-semibold tracking-[0.08em] text-forest-700 uppercase",
        className,
      )}
    >
      {category}
    </span>
  )
}
