import { siteConfig } from "../site.config.ts"
import { env } from "./env.ts"
import { imageInfo } from "./images.ts"

export type SeoInput = {
  title: string
  description: string
  path: string
  type?: "website" | "article"
  publishedTime?: string
  articleSection?: string
  noindex?: boolean
  /** The picture a shared link shows, when the page has its own (an article's, a hero's): a published photo's URL. */
  image?: string
  /** What that picture shows, for people who hear the shared link rather than see it. */
  imageAlt?: string
}

/** The site's own picture for shared links: home's hero photo cut to size (social-image.ts, pages/og-image.jpg.ts). */
export const SITE_PREVIEW = { path: "/og-image.jpg", width: 1200, height: 630 }

/** A `<meta>` (or, with tagName, a `<link>`) of the document head, as its attributes. */
export type HeadTag = { tagName?: "meta" | "link"; [attribute: string]: string | undefined }

export function seoMeta(input: SeoInput): { title: string; tags: HeadTag[] } {
  const title = `${input.title} | ${siteConfig.name}`
  const url = new URL(input.path, `${env.siteUrl}/`).href
  const image = new URL(input.image ?? SITE_PREVIEW.path, `${env.siteUrl}/`).href
  // With its size a share can draw the picture before fetching it; a page's photo has the size the pipeline found.
  const size = input.image ? imageInfo(input.image) : SITE_PREVIEW
  const tags: HeadTag[] = [
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:locale", content: "en_AU" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    // Open Graph reads an image's size and description as belonging to the og:image just before them.
    { property: "og:image:width", content: size && String(size.width) },
    { property: "og:image:height", content: size && String(size.height) },
    { property: "og:image:alt", content: input.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.imageAlt },
    { property: "article:published_time", content: input.publishedTime },
    { property: "article:section", content: input.articleSection },
    { name: "robots", content: input.noindex ? "noindex" : undefined },
  ]
  return { title, tags: tags.filter((tag) => !Object.values(tag).includes(undefined)) }
}

/** Starts a run-time JSON read (lib/content/queries.tsx) with the page: with cookies like the read, or it is fetched twice. */
export const preloadJson = (href: string): HeadTag => ({
  tagName: "link",
  rel: "preload",
  href,
  as: "fetch",
  crossorigin: "use-credentials",
})
