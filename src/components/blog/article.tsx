import { Fragment, type CSSProperties, type ReactNode } from "react"

import { PostMeta } from "~/components/blog/post-list"
import { buttonVariants } from "~/components/ui/button"
import { JsonLd } from "~/components/ui/json-ld"
import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import { cn } from "~/lib/cn"
import type { BlogHeading, BlogPostSummary } from "~/lib/content/blog"
import { env } from "~/lib/env"
import { articleJsonLd, localBusinessJsonLd } from "~/lib/structured-data"
import { siteConfig } from "~/site.config"
import labels from "site:content/labels"

const BACK_LINKS = [
  ["/blog", labels.backToArticles],
  ["/", labels.backHome],
] as const

type ArticleProps = {
  post: BlogPostSummary
  headings: BlogHeading[]
  /** The article's text, rendered by Astro from its Markdown (src/pages/blog/[slug].astro). */
  children: ReactNode
  /** The closing box's copy and link (content/pages.json, blog.articleCtas). */
  cta: { heading: string; text: string; linkLabel: string; to: string }
}

export function Article({ post, headings, cta, children }: ArticleProps) {
  const host = new URL(env.siteUrl).host
  return (
    // On paper a link reads as the full address (app.css, print), which starts with this host.
    <article aria-labelledby="page-heading" style={{ "--print-host": JSON.stringify(host) } as CSSProperties}>
      <JsonLd data={[articleJsonLd(post), localBusinessJsonLd()]} />
      <header className="bg-gradient-to-b from-mist to-linen">
        <div className="container-page pt-8 pb-10 sm:pt-12 sm:pb-14">
          <div className="article-layout">
            <div className="article-main">
              <nav aria-label="Breadcrumb" data-print="hide">
                <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-soft">
                  <li>
                    <a href="/" className="underline-offset-4 hover:text-forest hover:underline">
                      Home
                    </a>
                  </li>
                  <li aria-hidden="true" className="text-eucalyptus-600">
                    /
                  </li>
                  <li>
                    <a href="/blog" className="underline-offset-4 hover:text-forest hover:underline">
                      Blog
                    </a>
                  </li>
                </ol>
              </nav>
              <span className="tag mt-8 bg-white/80 text-forest-700 sm:mt-10">{post.category}</span>
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
      <div className="container-page pt-10 pb-16 sm:pt-14 sm:pb-24">
        <div className="article-layout">
          <div className="article-aside" data-print="hide">
            <TableOfContents headings={headings} className="lg:sticky lg:top-28" />
          </div>
          <div className="article-main">
            {children}
            {/* Paper has no header or footer: it says where the article came from and how to reach the business. */}
            <p className="mt-10 hidden border-t border-line pt-4 text-sm print:block">
              {[siteConfig.name, `${host}/blog/${post.slug}`, siteConfig.phone.display, siteConfig.email].map(
                (part, i) => (
                  // A line breaks after a dot, never inside a part or before its dot.
                  <Fragment key={part}>
                    {i > 0 && "\u00a0· "}
                    <span className="whitespace-nowrap">{part}</span>
                  </Fragment>
                ),
              )}
            </p>
            <section
              aria-labelledby="article-cta-heading"
              data-print="hide"
              className="cta-panel mt-14 px-5 py-10 text-linen sm:mt-16 sm:px-10 sm:py-12"
            >
              <h2 id="article-cta-heading" className="text-h2 font-semibold text-linen">
                {cta.heading}
              </h2>
              <p className="mt-4 max-w-xl text-lead text-mist">{cta.text}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <QuoteLink location="blog_article" size="lg" className="w-full sm:w-auto" />
                <a href={cta.to} className={cn(buttonVariants({ variant: "light", size: "lg" }), "w-full sm:w-auto")}>
                  {cta.linkLabel}
                  <span aria-hidden="true">→</span>
                </a>
              </div>
            </section>
            <nav
              aria-label={labels.backLinks}
              data-print="hide"
              className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-sm font-semibold"
            >
              {BACK_LINKS.map(([to, label]) => (
                <a key={to} href={to} className="text-forest underline-offset-4 hover:underline">
                  <span aria-hidden="true">← </span>
                  {label}
                </a>
              ))}
            </nav>
          </div>
        </div>
      </div>
    </article>
  )
}

function ContentsList({ headings }: { headings: BlogHeading[] }) {
  return (
    <ol className="space-y-1 text-[0.9375rem] leading-snug">
      {headings.map((heading, index) => (
        <li key={heading.id}>
          <a
            href={`#${heading.id}`}
            className="group flex gap-3 rounded-md py-1.5 text-forest-700 transition-colors hover:text-forest"
          >
            <span aria-hidden="true" className="w-5 shrink-0 font-serif text-eucalyptus-700 tabular-nums">
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className="decoration-eucalyptus underline-offset-4 group-hover:underline">{heading.text}</span>
          </a>
        </li>
      ))}
    </ol>
  )
}

/** A link per `##` section: on phones a closed disclosure (the article starts on screen one), wide a sticky list. */
function TableOfContents({ headings, className }: { headings: BlogHeading[]; className: string }) {
  if (headings.length < 2) return null
  return (
    <div className={className}>
      <details className="group/toc rounded-card border border-line bg-white/70 lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-forest [&::-webkit-details-marker]:hidden">
          <span>
            In this article <span className="font-normal text-ink-soft">· {headings.length} sections</span>
          </span>
          <SpriteIcon
            name="chevron-down"
            className="size-5 transition-transform duration-200 group-open/toc:rotate-180"
          />
        </summary>
        <nav aria-label="In this article" className="border-t border-line px-5 pt-3 pb-4">
          <ContentsList headings={headings} />
        </nav>
      </details>
      <nav aria-labelledby="toc-heading" className="hidden lg:block">
        <h2 id="toc-heading" className="font-sans text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">
          In this article
        </h2>
        <div className="mt-4">
          <ContentsList headings={headings} />
        </div>
      </nav>
    </div>
  )
}
