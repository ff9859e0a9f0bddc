import { relative } from "node:path"
import { fileURLToPath } from "node:url"

import { satteri } from "@astrojs/markdown-satteri"
import { defineMdastPlugin, markdownToHtml } from "satteri"

import { fillDeep } from "./content-file.ts"
import { placeholdersIn, unknownPlaceholderMessage, unknownPlaceholders } from "./placeholder-names.ts"
import { safeHtml } from "./safe-html.ts"

/** Fills an article's {placeholders}; a misspelt one stops the build naming the file, rather than showing braces. */
const fillPlaceholders = defineMdastPlugin({
  name: "fill-placeholders",
  text(node, ctx) {
    const unknown = unknownPlaceholders(node.value)
    if (unknown.length) {
      const file = ctx.fileURL ? relative(process.cwd(), fileURLToPath(ctx.fileURL)) : "an article"
      throw new Error(`${file}: (article text): ${unknownPlaceholderMessage(unknown)}`)
    }
    if (placeholdersIn(node.value).length) ctx.replaceNode(node, { type: "text", value: fillDeep(node.value) })
  },
})

// How Astro renders articles (astro.config.ts): {placeholders}, `## Heading {#id}` and the sanitiser (decision 029).
export const markdownProcessor = satteri({
  features: { headingAttributes: true },
  mdastPlugins: [fillPlaceholders],
  hastPlugins: [safeHtml],
})

/** An owner page's text section (decision 020), rendered as articles are, but `# Heading` is an h2 (the hero's h1). */
const pageText = defineMdastPlugin({
  name: "page-text",
  heading(node, ctx) {
    if (node.depth === 1) ctx.setProperty(node, "depth", 2)
  },
})

/**
 * The editor's Text box is a plain box: a line the owner starts with Enter stays a line on the page (a hard break,
 * two spaces before the newline), where Markdown would join it to the line above. Lists, headings and empty lines
 * are Markdown's as before.
 */
export const pageTextHtml = (markdown: string) =>
  markdownToHtml(markdown.replace(/([^\n])\n(?=[^\n])/g, "$1  \n"), {
    features: { smartPunctuation: true, frontmatter: false },
    mdastPlugins: [pageText],
    hastPlugins: [safeHtml],
  }).html
