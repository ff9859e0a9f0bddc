// The owner's articles (content/blog/*.md): the `blog` collection of src/content.config.ts.
import { getCollection, render, type CollectionEntry } from "astro:content"

import { photo } from "../images.ts"
import { countWords, readMinutes, type BlogPostSummary } from "./blog.ts"
import { fillDeep } from "./content-file.ts"

export type ArticleEntry = CollectionEntry<"blog">

export function summary({ data, body = "" }: ArticleEntry): BlogPostSummary {
  // From the text as visitors read it, so the figure stays true as the owner edits; there is no field to keep in step.
  const words = countWords(fillDeep(body))
  return { ...data, words, minutes: readMinutes(words), cover: data.photo ? photo(data.photo) : null }
}

export async function listPosts() {
  return (await getCollection("blog"))
    .map(summary)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
}

/** One article's page: its card data, its body to render and its `##` headings for the table of contents. */
export async function readArticle(entry: ArticleEntry) {
  const { Content, headings } = await render(entry)
  const contents = headings.filter((heading) => heading.depth === 2).map(({ slug, text }) => ({ id: slug, text }))
  return { post: summary(entry), Content, headings: contents }
}
