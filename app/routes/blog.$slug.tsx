import { ArrowLeft } from "lucide-react"
import { data, Link } from "react-router"

import { ArticleBody } from "~/components/blog/article-body"
import { ArticleCta } from "~/components/blog/article-cta"
import { ArticleHeader } from "~/components/blog/article-header"
import { PostCard } from "~/components/blog/post-card"
import { TableOfContents } from "~/components/blog/table-of-contents"
import { JsonLd } from "~/components/ui/json-ld"
import { ARTICLE_CTAS } from "~/lib/content/blog"
import { getPost, listPosts } from "~/lib/content/blog.server"
import { seoMeta } from "~/lib/seo"
import { articleJsonLd, localBusinessJsonLd } from "~/lib/structured-data"

import type { Route } from "./+types/blog.$slug"

// Runs at build time only: every article is prerendered from content/blog.
export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug)
  if (!post) throw data(null, { status: 404 })
  const more = listPosts()
    .filter((other) => other.slug !== post.slug)
    .slice(0, 2)
  return { post, more }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...seoMeta({
          title: loaderData.post.title,
          description: loaderData.post.description,
          path: `/blog/${loaderData.post.slug}`,
          type: "article",
          publishedTime: loaderData.post.date,
        }),
        { property: "article:section", content: loaderData.post.category },
      ]
    : []

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { post, more } = loaderData
  return (
    <>
      <article aria-labelledby="page-heading">
        <JsonLd data={[articleJsonLd(post), localBusinessJsonLd()]} />
        <ArticleHeader post={post} />
        <div className="container-page pt-10 pb-16 sm:pt-14 sm:pb-24">
          <div className="article-layout">
            <aside className="article-aside" data-print="hide">
              <TableOfContents headings={post.headings} className="lg:sticky lg:top-28" />
            </aside>
            <div className="article-main">
              <ArticleBody html={post.html} />
              <div className="mt-14 sm:mt-16">
                <ArticleCta cta={ARTICLE_CTAS[post.cta]} />
              </div>
              <nav
                aria-label="Back links"
                data-print="hide"
                className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-sm font-semibold"
              >
                <Link
                  to="/blog"
                  className="inline-flex items-center gap-2 text-forest underline-offset-4 hover:underline"
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back to all articles
                </Link>
                <Link to="/" className="inline-flex items-center gap-2 text-forest underline-offset-4 hover:underline">
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back to home
                </Link>
              </nav>
            </div>
          </div>
        </div>
      </article>
      {more.length > 0 && (
        <section aria-labelledby="more-heading" data-print="hide" className="bg-mist py-16 sm:py-20">
          <div className="container-page">
            <div className="mx-auto max-w-5xl">
              <h2 id="more-heading" className="text-h2 font-semibold">
                Keep reading
              </h2>
              <ul className="mt-8 grid gap-8 md:grid-cols-2">
                {more.map((other) => (
                  <li key={other.slug}>
                    <PostCard
                      post={other}
                      headingLevel={3}
                      sizes="(min-width: 1024px) 500px, (min-width: 768px) 50vw, 100vw"
                    />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      )}
    </>
  )
}
