import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, beforeEach, describe, expect, it } from "vitest"

import { siteConfig } from "../../site.config"
import { countWords, getPost, listPosts, listPostSlugs, readMinutes, renderMarkdown, smartQuotes } from "./blog.server"

/** SPEC section 2's read times. */
const SPEC_MINUTES: Record<string, number> = {
  "hepa-filters-clean-home": 7,
  "family-home-cleaning-guide": 8,
  "clean-workspaces-productivity": 6,
}

describe("read time", () => {
  it.each(Object.entries(SPEC_MINUTES))("%s reads in %i minutes, as the spec says", (slug, minutes) => {
    expect(getPost(slug)?.minutes).toBe(minutes)
    expect(listPosts().find((post) => post.slug === slug)?.minutes).toBe(minutes)
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

describe("the three articles", () => {
  it("are listed newest first with the spec's categories", () => {
    expect(listPosts().map((p) => [p.slug, p.category, p.date])).toEqual([
      ["hepa-filters-clean-home", "Health & Wellness", "2025-11-03"],
      ["family-home-cleaning-guide", "Residential Cleaning", "2025-11-02"],
      ["clean-workspaces-productivity", "Commercial Cleaning", "2025-10-28"],
    ])
  })

  it("give the HEPA article its key fact and a contents entry per ## heading", () => {
    const post = getPost("hepa-filters-clean-home")!
    expect(post.html).toContain("99.97% of particles down to 0.3 microns")
    expect(post.headings[0]).toEqual({ id: "what-hepa-actually-means", text: "What HEPA actually means" })
    for (const heading of post.headings) expect(post.html).toContain(`<h2 id="${heading.id}">`)
    expect(post.headings.map((h) => h.text)).toContain("HEPA vs \u201cHEPA-type\u201d: read the label carefully")
  })

  it("returns null for an unknown slug", () => {
    expect(getPost("no-such-article")).toBeNull()
  })
})

describe("renderMarkdown", () => {
  it("gives repeated headings unique ids and lists only ## headings", () => {
    const { html, headings } = renderMarkdown("## Daily\n\ntext\n\n### Tips\n\n## Daily\n\n### Tips\n")
    expect(headings).toEqual([
      { id: "daily", text: "Daily" },
      { id: "daily-2", text: "Daily" },
    ])
    expect(html).toContain('<h3 id="tips">')
    expect(html).toContain('<h3 id="tips-2">')
  })

  it("decodes entities in contents entries", () => {
    expect(renderMarkdown("## Kitchens & bathrooms\n").headings[0]?.text).toBe("Kitchens & bathrooms")
  })
})

describe("smartQuotes", () => {
  it("curls quotes and apostrophes in text but never inside tags", () => {
    expect(smartQuotes('<p>The family\'s "HEPA-type" <a href="/x">vacuum</a></p>')).toBe(
      '<p>The family\u2019s \u201cHEPA-type\u201d <a href="/x">vacuum</a></p>',
    )
    expect(smartQuotes("<p>&quot;Yes&quot;, it&#39;s fine</p>")).toBe("<p>\u201cYes\u201d, it\u2019s fine</p>")
  })

  it("closes a quote and curls an apostrophe right after bold text or a link, and opens one at a paragraph's start", () => {
    expect(smartQuotes('<p>"the same <strong>cleaner</strong>"</p><p>"Calm"</p>')).toBe(
      "<p>\u201cthe same <strong>cleaner</strong>\u201d</p><p>\u201cCalm\u201d</p>",
    )
    expect(smartQuotes('<p><a href="/residential">Albury</a>\'s homes</p>')).toBe(
      '<p><a href="/residential">Albury</a>\u2019s homes</p>',
    )
  })
})

describe("a new Markdown file in a blog folder", () => {
  let dir: string
  const article = (slug: string, date: string, words: number) =>
    [
      "---",
      `title: "A new article about ${slug}"`,
      'description: "A short description of the new article that is long enough for the schema."',
      `date: ${date}`,
      `slug: ${slug}`,
      'category: "Residential Cleaning"',
      "cta: residential",
      "---",
      "",
      "## First section",
      "",
      Array.from({ length: words - 2 }, () => "word").join(" "),
      "",
    ].join("\n")

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "blog-"))
    writeFileSync(join(dir, "older-post.md"), article("older-post", "2025-01-10", 400))
    writeFileSync(join(dir, "notes.txt"), "not an article")
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("appears in the index, newest first, and among the pages to build", () => {
    writeFileSync(join(dir, "fresh-post.md"), article("fresh-post", "2026-02-01", 650))
    expect(listPosts(dir).map((p) => [p.slug, p.minutes])).toEqual([
      ["fresh-post", 4],
      ["older-post", 2],
    ])
    // pages/blog/[slug].astro builds one page for each (and postbuild lists the built pages in the sitemap).
    expect(listPostSlugs(dir)).toEqual(["fresh-post", "older-post"])
    expect(getPost("fresh-post", dir)?.headings).toEqual([{ id: "first-section", text: "First section" }])
  })

  it("has the picture its front matter names, of any kind, as the published photo, and none without one", () => {
    writeFileSync(
      join(dir, "fresh-post.md"),
      article("fresh-post", "2026-02-01", 650).replace("cta: residential", "cta: residential\nphoto: blog/spring.png"),
    )
    expect(listPosts(dir).map((p) => [p.slug, p.cover])).toEqual([
      ["fresh-post", "/api/content/attached_assets/blog/spring.jpg"],
      ["older-post", null],
    ])
  })

  it("fails with the file and field when its front matter is wrong", () => {
    writeFileSync(
      join(dir, "broken.md"),
      article("broken", "2026-02-01", 100).replace("cta: residential", "cta: garden"),
    )
    expect(() => listPosts(dir)).toThrow(/content\/blog\/broken\.md: cta/)
  })

  it("fills {placeholders} from the site config, and fails on a misspelt one", () => {
    const withFigures = article("figures", "2026-02-01", 100).replace(
      "## First section",
      "## First section\n\nInsured for {publicLiability}, trusted by {familiesServed} families.",
    )
    writeFileSync(join(dir, "figures.md"), withFigures)
    expect(getPost("figures", dir)?.html).toContain(
      `Insured for ${siteConfig.claims.publicLiability}, trusted by ${siteConfig.claims.familiesServed} families.`,
    )
    writeFileSync(join(dir, "figures.md"), withFigures.replace("{publicLiability}", "{publicLiabilty}"))
    expect(() => listPosts(dir)).toThrow("content/blog/figures.md: uses an unknown {placeholder} ({publicLiabilty})")
  })
})
