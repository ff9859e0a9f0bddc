import { data, Link } from "react-router"

import { ArticleBody } from "~/components/blog/article-body"
import { ArticleCta } from "~/components/blog/article-cta"
import { ArticleHeader } from "~/components/blog/article-header"
import { TableOfContents } from "~/components/blog/table-of-contents"
import { JsonLd } from "~/components/ui/json-ld"
import { ARTICLE_CTAS } from "~/lib/content/blog"
import { getPost } from "~/lib/content/blog.server"
import { labels } from "~/lib/content/labels"
import { seoMeta } from "~/lib/seo"
import { articleJsonLd, localBusinessJsonLd } from "~/lib/structured-data"

import type { Route } from "./+types/blog.$slug"

// Runs at build time only: every article is prerendered from content/blog. Everything returned
// here is inlined in the page for hydration, so it carries only what the page shows.
// Each article has its own route in routes.ts, so the slug is the last segment of the page's path.
export function loader({ request }: Route.LoaderArgs) {
  const slug =
    new URL(request.url).pathname
      .replace(/\.data$/, "")
      .split("/")
      .pop() ?? ""
  const post = getPost(slug)
  if (!post) throw data(null, { status: 404 })
  return { post, cta: ARTICLE_CTAS[post.cta] }
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
  const { post, cta } = loaderData
  return (
    <>
      <article aria-labelledby="page-heading">
        <JsonLd data={[articleJsonLd(post), localBusinessJsonLd()]} />
        <ArticleHeader post={post} />
        <div className="container-page pt-10 pb-16 sm:pt-14 sm:pb-24">
          <div className="article-layout">
            <div className="article-aside" data-print="hide">
              <TableOfContents headings={post.headings} className="lg:sticky lg:top-28" />
            </div>
            <div className="article-main">
              <ArticleBody html={post.html} />
              <div className="mt-14 sm:mt-16">
                <ArticleCta cta={cta} />
              </div>
              <nav
                aria-label={labels.backLinks}
                data-print="hide"
                className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-sm font-semibold"
              >
                <Link to="/blog" className="text-forest underline-offset-4 hover:underline">
                  <span aria-hidden="true">← </span>
                  {labels.backToArticles}
                </Link>
                <Link to="/" className="text-forest underline-offset-4 hover:underline">
                  <span aria-hidden="true">← </span>
                  {labels.backHome}
                </Link>
              </nav>
            </div>
          </div>
        </div>
      </article>
    </>
  )
}
