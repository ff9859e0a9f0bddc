import { Link } from "react-router"

import { ArticleBody } from "~/components/blog/article-body"
import { ArticleCta } from "~/components/blog/article-cta"
import { ArticleHeader } from "~/components/blog/article-header"
import { TableOfContents } from "~/components/blog/table-of-contents"
import { JsonLd } from "~/components/ui/json-ld"
import { labels } from "~/lib/content/labels"
import { articleJsonLd, localBusinessJsonLd } from "~/lib/structured-data"

import type { Route } from "../../routes/+types/blog.$slug"

const BACK_LINKS = [
  ["/blog", labels.backToArticles],
  ["/", labels.backHome],
] as const

export function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { post, cta } = loaderData
  return (
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
              {BACK_LINKS.map(([to, label]) => (
                <Link key={to} to={to} className="text-forest underline-offset-4 hover:underline">
                  <span aria-hidden="true">← </span>
                  {label}
                </Link>
              ))}
            </nav>
          </div>
        </div>
      </div>
    </article>
  )
}
