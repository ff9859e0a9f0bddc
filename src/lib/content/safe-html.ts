// The one sanitising path of the owner's Markdown (issue 57, decision 029): articles (astro.config.ts's processor) and
// the owner pages' text sections (markdown.ts) both render through `safeHtml`, so what an owner or a merged pull
// request types can add no script, no redirect and no live `javascript:` link to a page, even past the content check.
import { defineHastPlugin } from "satteri"

/** The schemes a visitor may follow from the owner's text; `javascript:`, `data:`, `vbscript:` and the rest are not. */
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"])

/**
 * Raw HTML kept as markup: a few inline tags that do nothing but style text, with no attribute but an abbreviation's
 * title. Each tag is its own raw node (the parser splits `<kbd>Ctrl</kbd>` in three), so the whole node must be one
 * such tag; anything else is shown as written.
 */
const INERT_TAG = /^<(?:\/(?:abbr|kbd|mark|sub|sup)|(?:kbd|mark|sub|sup)|br\s*\/?|abbr(?:\s+title="[^"<>]*")?)>$/i

/** An HTML comment, the owner's note to themselves: left out of the page, as a browser would hide it. */
const COMMENT = /^<!--[\s\S]*-->$/

/**
 * The scheme a browser reads in a link, lowercased (`javascript` for ` JaVa&#x09;Script:`, once Markdown has decoded
 * the entity): as the URL standard parses it, leading spaces and control characters are skipped and tabs and newlines
 * anywhere dropped; percent-escapes are read too, so no spelling hides one. Undefined for a relative link.
 */
export function linkScheme(url: string): string | undefined {
  let text = url
  try {
    text = decodeURIComponent(url)
  } catch {
    // A stray % is left as written.
  }
  text = text.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "")
  return /^([a-z][a-z\d+.-]*):/i.exec(text)?.[1]?.toLowerCase()
}

/** Whether a visitor may be sent to `url` from the owner's text: a path on the site, or http(s), mailto or tel. */
export function isSafeLink(url: string) {
  const scheme = linkScheme(url)
  return scheme === undefined || SAFE_SCHEMES.has(scheme)
}

/**
 * Raw HTML becomes text shown as written (a comment is left out), bar the inert tags above; a link to any scheme but
 * http(s), mailto and tel becomes its words alone.
 */
export const safeHtml = defineHastPlugin({
  name: "safe-html",
  raw(node, ctx) {
    if (INERT_TAG.test(node.value)) return
    ctx.replaceNode(node, COMMENT.test(node.value) ? [] : { type: "text", value: node.value })
  },
  element: {
    filter: ["a"],
    visit(node, ctx) {
      const href = node.properties.href
      if (href !== undefined && !isSafeLink(String(href))) ctx.replaceNode(node, node.children)
    },
  },
})
