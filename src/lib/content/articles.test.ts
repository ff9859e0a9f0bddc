import { readFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

import { describe, expect, it } from "vitest"

import { readFrontMatter } from "../../../scripts/lib/front-matter"
import { siteConfig } from "../../site.config"
import { articleSchema, typographic } from "./article-schema"
import { summary, type ArticleEntry } from "./articles"
import { countWords, readMinutes } from "./blog"
import { inContentDir } from "./content-dir"
import { markdownProcessor } from "./markdown"

/** The articles' read times: 7, 8 and 6 minutes. */
const ARTICLE_MINUTES: Record<string, number> = {
  "hepa-filters-clean-home": 7,
  "family-home-cleaning-guide": 8,
  "clean-workspaces-productivity": 6,
}

/** An article as the content layer holds it: front matter through the collection's schema, and the raw body. */
function entryOf(source: string) {
  const { data, content } = readFrontMatter(source)
  return { data: articleSchema.parse(data), body: content } as ArticleEntry
}
// The articles of the tests' copy of the content (CONTENT_DIR, decision 034).
const shippedEntry = (slug: string) => entryOf(readFileSync(inContentDir("blog", `${slug}.md`), "utf8"))

const render = async (markdown: string, file = "content/blog/new-article.md") => {
  const renderer = await markdownProcessor.createRenderer({ syntaxHighlight: false } as never)
  return renderer.render(markdown, { fileURL: pathToFileURL(join(process.cwd(), file)) } as never)
}

describe("read time", () => {
  it.each(Object.entries(ARTICLE_MINUTES))("%s reads in %i minutes", (slug, minutes) => {
    expect(summary(shippedEntry(slug)).minutes).toBe(minutes)
  })

  it("rounds up at 200 words a minute", () => {
    expect(readMinutes(0)).toBe(1)
    expect(readMinutes(200)).toBe(1)
    expect(readMinutes(201)).toBe(2)
    expect(readMinutes(1337)).toBe(7)
  })

  it("counts words, not Markdown punctuation", () => {
    expect(countWords("## A heading\n\n- **Bold:** one two\n> quoted [link](/residential) --")).toBe(8)
  })
})

describe("an article's front matter", () => {
  it("keeps the date as written when YAML has read it as a day", () => {
    const { data } = shippedEntry("hepa-filters-clean-home")
    expect(articleSchema.parse({ ...data, date: new Date("2025-11-03T00:00:00Z") }).date).toBe("2025-11-03")
  })

  it("gives the title and description typographic quotes and filled {placeholders}", () => {
    expect(shippedEntry("family-home-cleaning-guide").data.title).toBe(
      "The Busy Family\u2019s Guide to a Calm, Clean, Low-Tox Home",
    )
    expect(typographic('Insured for {publicLiability}: "HEPA-type" -- what\'s that?')).toBe(
      `Insured for ${siteConfig.claims.publicLiability}: \u201cHEPA-type\u201d \u2013 what\u2019s that?`,
    )
  })

  it("has the picture its front matter names, of any kind, as the published photo, and none without one", () => {
    const entry = shippedEntry("hepa-filters-clean-home")
    expect(summary({ ...entry, data: { ...entry.data, photo: "blog/spring.png" } }).cover).toBe(
      "/api/content/attached_assets/blog/spring.jpg",
    )
    expect(summary({ ...entry, data: { ...entry.data, photo: undefined } }).cover).toBeNull()
  })
})

describe("an article's Markdown, rendered as Astro renders it", () => {
  it("gives every heading an id, repeated ones unique, and keeps an id written after the heading", async () => {
    const { code, metadata } = await render(
      "## Daily\n\ntext\n\n### Tips\n\n## Daily\n\n## Why 0.3 microns matter {#why-0-3-microns-matter}\n",
    )
    expect(metadata.headings.map((heading) => [heading.depth, heading.slug])).toEqual([
      [2, "daily"],
      [3, "tips"],
      [2, "daily-1"],
      [2, "why-0-3-microns-matter"],
    ])
    expect(code).toContain('<h2 id="why-0-3-microns-matter">Why 0.3 microns matter</h2>')
  })

  it("curls quotes and apostrophes in text but never inside tags, and names a heading by its text", async () => {
    const { code, metadata } = await render(
      '## HEPA vs "HEPA-type"\n\nThe family\'s "cleaner" and [Albury](/residential)\'s homes\n',
    )
    expect(code).toContain(
      '<p>The family\u2019s \u201ccleaner\u201d and <a href="/residential">Albury</a>\u2019s homes</p>',
    )
    expect(metadata.headings[0]).toMatchObject({ slug: "hepa-vs-hepa-type", text: "HEPA vs \u201cHEPA-type\u201d" })
  })

  it("fills {placeholders} from the site config", async () => {
    const { code } = await render("Insured for {publicLiability}, trusted by {familiesServed} families.\n")
    expect(code).toContain(
      `Insured for ${siteConfig.claims.publicLiability}, trusted by ${siteConfig.claims.familiesServed} families.`,
    )
  })

  it("stops on a misspelt {placeholder}, naming the file and the name", async () => {
    await expect(render("Insured for {publicLiabilty}.\n", "content/blog/figures.md")).rejects.toThrow(
      "content/blog/figures.md: (article text): uses an unknown {placeholder} ({publicLiabilty})",
    )
  })
})
