import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import matter from "gray-matter"
import { marked } from "marked"

import { blogFrontMatterSchema, formatIssues, type BlogFrontMatter } from "./schemas.ts"

const BLOG_DIR = join(process.cwd(), "content", "blog")

export type BlogPostSummary = BlogFrontMatter
export type BlogPost = BlogFrontMatter & { html: string; words: number; headings: { id: string; text: string }[] }

function readPostFile(file: string) {
  const source = readFileSync(join(BLOG_DIR, file), "utf8")
  const { data, content } = matter(source)
  const parsed = blogFrontMatterSchema.safeParse(data)
  if (!parsed.success) throw new Error(formatIssues(`content/blog/${file}`, parsed.error))
  if (`${parsed.data.slug}.md` !== file) {
    throw new Error(`content/blog/${file}: slug "${parsed.data.slug}" must match the file name`)
  }
  return { meta: parsed.data, body: content }
}

function postFiles() {
  return readdirSync(BLOG_DIR)
    .filter((file) => file.endsWith(".md"))
    .sort()
}

/** Every article's front matter, newest first. */
export function listPosts(): BlogPostSummary[] {
  return postFiles()
    .map((file) => readPostFile(file).meta)
    .sort((a, b) => b.date.localeCompare(a.date))
}

export function listPostSlugs(): string[] {
  return postFiles().map((file) => file.replace(/\.md$/, ""))
}

/** Words of an article's body with Markdown punctuation stripped, for the read-time figure. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/[#>*_`[\]()-]+/g, " ").trim()
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
}

export function getPost(slug: string): BlogPost | null {
  if (!listPostSlugs().includes(slug)) return null
  const { meta, body } = readPostFile(`${slug}.md`)
  const headings: BlogPost["headings"] = []
  const renderer = new marked.Renderer()
  renderer.heading = function ({ tokens, depth }) {
    const text = this.parser.parseInline(tokens)
    const plain = text.replace(/<[^>]+>/g, "")
    const id = slugify(plain)
    if (depth === 2) headings.push({ id, text: plain })
    return `<h${depth} id="${id}">${text}</h${depth}>\n`
  }
  const html = marked.parse(body, { renderer, async: false })
  return { ...meta, html, words: countWords(body), headings }
}
