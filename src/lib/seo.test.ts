import { describe, expect, it } from "vitest"

import { siteConfig } from "../site.config"
import { seoMeta } from "./seo"

describe("seoMeta", () => {
  const { title, tags } = seoMeta({ title: "Our Services", description: "A description.", path: "/services" })

  it("titles pages '{page title} | {business name}'", () => {
    expect(title).toBe(`Our Services | ${siteConfig.name}`)
  })

  it("builds the canonical and og:url from the site URL and path", () => {
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteConfig.url}/services` })
    expect(tags).toContainEqual({ property: "og:url", content: `${siteConfig.url}/services` })
  })

  it("has description, Open Graph and Twitter tags", () => {
    for (const expected of [
      { name: "description", content: "A description." },
      { property: "og:type", content: "website" },
      { name: "twitter:card", content: "summary_large_image" },
    ]) {
      expect(tags).toContainEqual(expected)
    }
  })

  it("marks articles and noindex pages", () => {
    const { tags: article } = seoMeta({
      title: "T",
      description: "D",
      path: "/blog/x",
      type: "article",
      publishedTime: "2025-11-03",
      noindex: true,
      articleSection: "Health & Wellness",
    })
    expect(article).toContainEqual({ property: "og:type", content: "article" })
    expect(article).toContainEqual({ property: "article:published_time", content: "2025-11-03" })
    expect(article).toContainEqual({ name: "robots", content: "noindex" })
    expect(article).toContainEqual({ property: "article:section", content: "Health & Wellness" })
  })

  it("shares the site's 1200 × 630 preview, or the page's own photo", () => {
    expect(tags).toContainEqual({ property: "og:image", content: `${siteConfig.url}/og-image.jpg` })
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" })
    const photo = "/api/content/attached_assets/blog/a.jpg"
    const { tags: article } = seoMeta({ title: "T", description: "D", path: "/blog/a", image: photo })
    expect(article).toContainEqual({ property: "og:image", content: `${siteConfig.url}${photo}` })
    expect(article).toContainEqual({ name: "twitter:image", content: `${siteConfig.url}${photo}` })
    expect(article.some((tag) => tag.property === "og:image:width")).toBe(false)
  })
})
