import { siteConfig } from "../site.config.ts"

export type SeoInput = {
  title: string
  description: string
  path: string
  type?: "website" | "article"
  publishedTime?: string
  articleSection?: string
  noindex?: boolean
  /** The picture a shared link shows, when the page has its own (an article's): a published photo's URL path. */
  image?: string
}

/** A `<meta>` (or, with tagName, a `<link>`) of the document head, as its attributes. */
export type HeadTag = { tagName?: "meta" | "link"; [attribute: string]: string | undefined }

/** Every head tag a page needs: title, description, canonical, Open Graph and Twitter. */
export function seoMeta(input: SeoInput): { title: string; tags: HeadTag[] } {
  const title = `${input.title} | ${siteConfig.name}`
  const url = new URL(input.path, `${siteConfig.url}/`).href
  const image = new URL(input.image ?? "/og-image.jpg", `${siteConfig.url}/`).href
  // The site's own preview is made at this size (lib/social-image.ts); a page's photo keeps its own.
  const imageSize = input.image
    ? []
    : [
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
      ]
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
    ...imageSize,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ]
  if (input.publishedTime) tags.push({ property: "article:published_time", content: input.publishedTime })
  if (input.articleSection) tags.push({ property: "article:section", content: input.articleSection })
  if (input.noindex) tags.push({ name: "robots", content: "noindex" })
  return { title, tags }
}

/** Starts a run-time JSON read (lib/api.ts) with the page: with cookies like the read, or it is fetched twice. */
export const preloadJson = (href: string): HeadTag => ({
  tagName: "link",
  rel: "preload",
  href,
  as: "fetch",
  crossorigin: "use-credentials",
})
