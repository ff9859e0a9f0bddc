import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { marked } from "marked"

import { photo } from "../images.ts"
import type { BlogHeading } from "./blog.ts"
import { readFrontMatter } from "./front-matter.ts"
import { fillText, siteValues, unknownPlaceholderMessage, unknownPlaceholders } from "./placeholders.ts"
import { blogFrontMatterSchema, parseFile } from "./schemas.ts"

/** The owner's articles; tests pass a temporary folder instead. */
const BLOG_DIR = join(process.cwd(), "content", "blog")

// One article, its {placeholders} filled like the content files' (placeholders.ts); a misspelt placeholder fails
// the build rather than showing braces to visitors.
function readPostFile(dir: string, slug: string) {
  const file = `content/blog/${slug}.md`
  const source = readFileSync(join(dir, `${slug}.md`), "utf8")
  const unknown = unknownPlaceholders(source)
  if (unknown.length) throw new Error(`${file}: ${unknownPlaceholderMessage(unknown)}`)
  const { data, content } = readFrontMatter(source)
  const front = parseFile(blogFrontMatterSchema, file, data)
  if (front.slug !== slug) throw new Error(`${file}: slug "${front.slug}" must match the file name`)
  const fill = (text: string) => smartQuotes(fillText(text, siteValues))
  const meta = { ...front, title: fill(front.title), description: fill(front.description) }
  return { meta, body: fillText(content, siteValues) }
}

/** Words of an article's body with Markdown punctuation stripped, for the read-time figure. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/[#>*_`[\]()-]+/g, " ").trim()
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0
}

/** Whole minutes to read `words` at 200 a minute (SPEC section 2's figures), rounded up: 1,337 words → 7. */
export function readMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200))
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" }

/** Plain text of inline HTML, for the table of contents. */
function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, "").replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
}

// Tags inside a line of text: a quote right after one belongs to the text before it.
const INLINE_TAG = /^<\/?(a|abbr|b|code|del|em|i|mark|small|span|strong|sub|sup)\b/i

/**
 * Typographer's quotes and dashes for text outside tags: "HEPA-type" → “HEPA-type”,
 * family's → family’s, " -- " → " – ". Handles both raw characters and marked's entities.
 */
export function smartQuotes(html: string): string {
  const fix = (text: string) =>
    text
      .replace(/(^|[\s([{\u2014\u2013-])(?:"|&quot;)/g, "$1\u201c")
      .replace(/"|&quot;/g, "\u201d")
      .replace(/(^|[\s([{\u2014\u2013-])(?:'|&#39;)/g, "$1\u2018")
      .replace(/'|&#39;/g, "\u2019")
      .replace(/ -- /g, " \u2013 ")
  // Split into tags and text; only the text between tags changes. A quote right after bold text or a link closes (or
  // is an apostrophe): the text before an inline tag counts, as it reads; a block's start or end starts afresh.
  let before = ""
  return html.replace(/(<[^>]*>)|([^<]+)/g, (_, tag: string | undefined, text = "") => {
    if (tag) {
      if (!INLINE_TAG.test(tag)) before = ""
      return tag
    }
    const fixed = fix(before + text).slice(before.length)
    before = text.slice(-1)
    return fixed
  })
}

function summary({ meta, body }: ReturnType<typeof readPostFile>) {
  return {
    ...meta,
    // Worked out from the text, so it stays true as the owner edits; there is no field to keep in step.
    minutes: readMinutes(countWords(body)),
    cover: meta.photo ? photo(meta.photo) : null,
  }
}

/** Every article's card data, newest first. */
export function listPosts(dir = BLOG_DIR) {
  return listPostSlugs(dir)
    .map((slug) => summary(readPostFile(dir, slug)))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
}

export function listPostSlugs(dir = BLOG_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => file.replace(/\.md$/, ""))
}

/** Renders Markdown with an id on every heading (unique within the article) and lists the `##` ones. */
export function renderMarkdown(markdown: string): { html: string; headings: BlogHeading[] } {
  const headings: BlogHeading[] = []
  const used = new Map<string, number>()
  const renderer = new marked.Renderer()
  renderer.heading = function ({ tokens, depth }) {
    const text = smartQuotes(this.parser.parseInline(tokens))
    const plain = plainText(text)
    const base = slugify(plain) || "section"
    const seen = used.get(base) ?? 0
    used.set(base, seen + 1)
    const id = seen ? `${base}-${seen + 1}` : base
    if (depth === 2) headings.push({ id, text: plain })
    return `<h${depth} id="${id}">${text}</h${depth}>\n`
  }
  const html = smartQuotes(marked.parse(markdown, { renderer, async: false }))
  return { html, headings }
}

export function getPost(slug: string, dir = BLOG_DIR) {
  if (!listPostSlugs(dir).includes(slug)) return null
  const post = readPostFile(dir, slug)
  return { ...summary(post), ...renderMarkdown(post.body), words: countWords(post.body) }
}
