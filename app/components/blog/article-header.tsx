import { Link } from "react-router"

import { Picture } from "~/components/ui/picture"
import type { BlogPostSummary } from "~/lib/content/blog"

import { CategoryBadge, PostMeta } from "./post-meta"

/** Breadcrumb back links, category, the article's h1, its standfirst and the date line, then the cover. */
export function ArticleHeader({ post }: { post: BlogPostSummary }) {
  return (
    <header className="bg-gradient-to-b from-mist to-linen">
      <div className="container-page pt-8 pb-10 sm:pt-12 sm:pb-14">
        <div className="article-layout">
          <div className="article-main">
            <nav aria-label="Breadcrumb" data-print="hide">
              <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-soft">
                <li>
                  <Link to="/" className="underline-offset-4 hover:text-forest hover:underline">
                    Home
                  </Link>
                </li>
                <li aria-hidden="true" className="text-eucalyptus-600">
                  /
                </li>
                <li>
                  <Link to="/blog" className="underline-offset-4 hover:text-forest hover:underline">
                    Blog
                  </Link>
                </li>
              </ol>
            </nav>
            <CategoryBadge category={post.category} className="mt-8 bg-white/80 sm:mt-10" />
            <h1 id="page-heading" className="mt-5 text-h1 font-semibold">
              {post.title}
            </h1>
            <p className="mt-5 text-lead text-ink-soft">{post.description}</p>
            <PostMeta date={post.date} minutes={post.minutes} className="mt-6 text-base" />
          </div>
        </div>
      </div>
      {post.cover && (
        <div className="container-page">
          <div className="mx-auto max-w-5xl">
            <Picture
              src={post.cover}
              // Decorative: the heading right above says what the article is about.
              alt=""
              priority
              sizes="(min-width: 1100px) 1024px, 100vw"
              className="block overflow-hidden rounded-panel shadow-soft"
              imgClassName="aspect-16/9 w-full object-cover lg:aspect-2/1"
            />
          </div>
        </div>
      )}
    </header>
  )
}
