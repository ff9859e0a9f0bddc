import { relative } from "node:path"
import { fileURLToPath } from "node:url"

import { satteri } from "@astrojs/markdown-satteri"
import { defineMdastPlugin, markdownToHtml } from "satteri"

import { siteValues } from "./content-file.ts"
import { placeholdersIn, unknownPlaceholderMessage, unknownPlaceholders, withFigures } from "./placeholder-names.ts"
import { safeHtml } from "./safe-html.ts"

/**
 * Fills an article's {placeholders} as Astro renders it, like the JSON files' (content-file.ts). A
 * misspelt one stops the build naming the file, rather than showing braces to visitors; the content check, which runs
 * first, says the same.
 */
const fillPlaceholders = defineMdastPlugin({
  name: "fill-placeholders",
  text(node, ctx) {
    const unknown = unknownPlaceholders(node.value)
    if (unknown.length) {
      const file = ctx.fileURL ? relative(process.cwd(), fileURLToPath(ctx.fileURL)) : "an article"
      throw new Error(`${file}: (article text): ${unknownPlaceholderMessage(unknown)}`)
    }
    if (placeholdersIn(node.value).length)
      ctx.replaceNode(node, { type: "text", value: withFigures(node.value, siteValues()) })
  },
})

/**
 * How Astro renders the articles (astro.config.ts): its own Markdown engine with its defaults (GitHub-flavoured,
 * typographic quotes and dashes, heading ids), plus the {placeholders} and `## Heading {#id}`, which keeps an anchor
 * that links already use when Astro's id for the heading would differ. Raw HTML and links go through the owner pages'
 * sanitiser (safe-html.ts, decision 029): an article can add no script, redirect or `javascript:` link.
 */
export const markdownProcessor = satteri({
  features: { headingAttributes: true },
  mdastPlugins: [fillPlaceholders],
  hastPlugins: [safeHtml],
})

/**
 * An owner page's text section (decision 020): the articles' engine and punctuation, with the page hero's h1 kept the
 * page's one (`# Heading` becomes an h2), and the articles' sanitiser (safe-html.ts, decision 029), so the page stays
 * the site's own markup.
 */
const pageText = defineMdastPlugin({
  name: "page-text",
  heading(node, ctx) {
    if (node.depth === 1) ctx.setProperty(node, "depth", 2)
  },
})

export const pageTextHtml = (markdown: string) =>
  markdownToHtml(markdown, {
    features: { smartPunctuation: true, frontmatter: false },
    mdastPlugins: [pageText],
    hastPlugins: [safeHtml],
  }).html
