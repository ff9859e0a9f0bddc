import { describe, expect, it } from "vitest"

import { siteConfig } from "../site.config"
import { env } from "./env"
import { imageInfo } from "./images"
import { seoMeta } from "./seo"

describe("seoMeta", () => {
  const { title, tags } = seoMeta({ title: "Our Services", description: "A description.", path: "/services" })

  it("titles pages '{page title} | {business name}'", () => {
    expect(title).toBe(`Our Services | ${siteConfig.name}`)
  })

  it("builds the canonical and og:url from the site URL and path", () => {
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${env.siteUrl}/services` })
    expect(tags).toContainEqual({ property: "og:url", content: `${env.siteUrl}/services` })
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

  it("shares the site's 1200 × 630 preview, with its size and no description", () => {
    expect(tags).toContainEqual({ property: "og:image", content: `${env.siteUrl}/og-image.jpg` })
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" })
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" })
    expect(tags.some((tag) => tag.property === "og:image:alt")).toBe(false)
  })

  it("shares a page's own photo with the size the image pipeline found, and what it shows", () => {
    const photo = "/api/content/attached_assets/pages/ndis.jpg"
    const { tags: page } = seoMeta({ title: "T", description: "D", path: "/ndis", image: photo, imageAlt: "A room" })
    expect(page).toContainEqual({ property: "og:image", content: `${env.siteUrl}${photo}` })
    expect(page).toContainEqual({ name: "twitter:image", content: `${env.siteUrl}${photo}` })
    const size = imageInfo(photo)!
    expect(page).toContainEqual({ property: "og:image:width", content: String(size.width) })
    expect(page).toContainEqual({ property: "og:image:height", content: String(size.height) })
    expect(page).toContainEqual({ property: "og:image:alt", content: "A room" })
    expect(page).toContainEqual({ name: "twitter:image:alt", content: "A room" })
    // Open Graph gives a size and description to the og:image before them.
    const at = page.findIndex((tag) => tag.property === "og:image")
    expect(page.slice(at + 1, at + 4).map((tag) => tag.property)).toEqual([
      "og:image:width",
      "og:image:height",
      "og:image:alt",
    ])
  })

  it("gives no size for a picture the image pipeline did not make", () => {
    const { tags: page } = seoMeta({ title: "T", description: "D", path: "/a", image: "/elsewhere/a.jpg" })
    expect(page).toContainEqual({ property: "og:image", content: `${env.siteUrl}/elsewhere/a.jpg` })
    expect(page.some((tag) => tag.property === "og:image:width")).toBe(false)
  })
})
