// The one sanitiser of the owner's Markdown, articles and owner pages alike (decision 029): no script, redirect or live
// `javascript:` link reaches a page, even past the content check.
import { defineHastPlugin, htmlToHast, markdownToMdast, type HastNode, type MdastNode } from "satteri"

const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"])

// The inert tags kept as markup: a whole raw node, one tag each (the parser splits `<kbd>Ctrl</kbd>` in three).
const INERT_TAG = /^<(?:\/(?:abbr|kbd|mark|sub|sup)|(?:kbd|mark|sub|sup)|br\s*\/?|abbr(?:\s+title="[^"<>]*")?)>$/i

/** An HTML comment, the owner's note to themselves: left out of the page, as a browser would hide it. */
const COMMENT = /^<!--[\s\S]*-->$/

/** A link's scheme as the URL standard reads it (` JaVa%09Script:` is `javascript`); undefined for a relative link. */
export function linkScheme(url: string): string | undefined {
  let text = url
  try {
    text = decodeURIComponent(url)
  } catch {
    // A stray % is left as written.
  }
  text = text.replace(/[\t\n\r]/g, "").replace(/^[\p{Cc} ]+/u, "")
  return /^([a-z][a-z\d+.-]*):/i.exec(text)?.[1]?.toLowerCase()
}

export function isSafeLink(url: string) {
  const scheme = linkScheme(url)
  return scheme === undefined || SAFE_SCHEMES.has(scheme)
}

// Elements that run, load, submit or redirect: none reach `safeHtml` while raw HTML stays `raw` nodes (satteri's
// `rawHtml` off), but they would be dropped (safe-html.test.ts runs that too).
const UNSAFE_ELEMENTS = new Set([
  ...["script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "portal", "meta", "link", "base"],
  ...["form", "input", "button", "textarea", "select", "noscript", "template", "svg", "math"],
])

// `## Heading {…}` may set an anchor only: a class of the site's own (`fixed inset-0`) would cover the page.
const HEADING_ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const HEADING = /^h[1-6]$/

/** Attributes whose value a browser follows or loads as an address. */
const ADDRESS_ATTRIBUTES = new Set(["href", "src", "action", "formAction", "xLinkHref", "poster", "data", "cite"])

export const safeHtml = defineHastPlugin({
  name: "safe-html",
  raw(node, ctx) {
    if (INERT_TAG.test(node.value)) return
    ctx.replaceNode(node, COMMENT.test(node.value) ? [] : { type: "text", value: node.value })
  },
  element: {
    filter: [],
    visit(node, ctx) {
      if (UNSAFE_ELEMENTS.has(node.tagName)) return ctx.replaceNode(node, [])
      const { properties } = node
      // A heading keeps its id (its anchor, or Astro's own) and nothing else `{…}` gave it.
      if (HEADING.test(node.tagName))
        for (const name of Object.keys(properties)) if (name !== "id") ctx.setProperty(node, name, undefined)
      if (node.tagName === "a" && properties.href !== undefined && !isSafeLink(String(properties.href)))
        return ctx.replaceNode(node, node.children)
      for (const [name, value] of Object.entries(properties))
        if (/^on/i.test(name) || (ADDRESS_ATTRIBUTES.has(name) && !isSafeLink(String(value))))
          ctx.setProperty(node, name, undefined)
    },
  },
})

const linkProblem = (url: string) =>
  isSafeLink(url)
    ? []
    : [
        `has a link to a "${linkScheme(url)}:" address, which can run code in a visitor's browser: link only to web ` +
          "addresses (https://…), e-mail (mailto:), phone numbers (tel:) or this site's own pages",
      ]

const MARKUP = {
  script: "has a <script> tag: text cannot add scripts to the site, so remove it",
  refresh: "has a <meta http-equiv> tag, which can send visitors to another site: remove it",
  iframe:
    "has an <iframe>: text cannot show another site's page inside this one (the map and the quote form are the site's own embeds): remove it",
  handler: (name: string) => `has an "${name.toLowerCase()}" attribute, which runs a script: remove it`,
}

/** What is wrong with one piece of raw HTML, read as a browser reads it (entities decoded, any case). */
function htmlProblems(node: HastNode): string[] {
  const children = "children" in node ? node.children.flatMap(htmlProblems) : []
  if (node.type !== "element") return children
  const { tagName, properties } = node
  const own = [
    tagName === "script" ? [MARKUP.script] : [],
    tagName === "meta" && properties.httpEquiv !== undefined ? [MARKUP.refresh] : [],
    tagName === "iframe" ? [MARKUP.iframe] : [],
    Object.keys(properties)
      .filter((name) => /^on/i.test(name))
      .map(MARKUP.handler),
    Object.entries(properties)
      .filter(([name]) => ADDRESS_ATTRIBUTES.has(name))
      .flatMap(([, value]) => linkProblem(String(value))),
  ]
  return [...own.flat(), ...children]
}

/** The same tags in text the parser did not take for HTML (`<img/onerror=…>`): harmless, but not what was meant. */
function textProblems(text: string): string[] {
  return [
    /<\s*script\b/i.test(text) ? [MARKUP.script] : [],
    /<\s*meta\b[^>]*\bhttp-equiv\b/i.test(text) ? [MARKUP.refresh] : [],
    /<\s*iframe\b/i.test(text) ? [MARKUP.iframe] : [],
    [...text.matchAll(/<[a-z][^>]*?[\s/"'](on[a-z]+)\s*=/gi)].map((match) => MARKUP.handler(match[1]!)),
  ].flat()
}

/** What `{…}` after a heading sets beyond an anchor, on the line it is written (`firstLine`: the text's first). */
function headingAttributeProblems(node: MdastNode, firstLine: number): string[] {
  const properties = (node.data as { hProperties?: Record<string, unknown> } | undefined)?.hProperties ?? {}
  const line = `line ${firstLine + (node.position?.start.line ?? 1) - 1}`
  const others = Object.keys(properties)
    .filter((name) => name !== "id")
    .map((name) => (name === "className" ? "class" : name))
  const anchor = properties.id === undefined ? "" : String(properties.id)
  return [
    others.length
      ? `${line}: the heading's {…} sets ${others.map((name) => `"${name}"`).join(", ")}, which could change how the page looks: only an anchor like {#cleaning-tips} may follow a heading, so remove the rest`
      : "",
    anchor && !HEADING_ANCHOR.test(anchor)
      ? `${line}: the heading's anchor "#${anchor}" may hold only small letters, digits and hyphens (like #cleaning-tips)`
      : "",
  ].filter(Boolean)
}

function markdownNodeProblems(node: MdastNode, firstLine: number): string[] {
  const children = "children" in node ? node.children.flatMap((child) => markdownNodeProblems(child, firstLine)) : []
  if (node.type === "heading") return [...headingAttributeProblems(node, firstLine), ...children]
  if (node.type === "text") return textProblems(node.value)
  if (node.type === "html") return [...htmlProblems(htmlToHast(node.value, { fragment: true })), ...children]
  if (node.type === "link" || node.type === "definition" || node.type === "image")
    return [...linkProblem(node.url), ...children]
  return children
}

/**
 * The content check's reading of the owner's Markdown (decision 029), each problem once, in plain words (`firstLine`:
 * the text's first line in its file). `safeHtml` makes them harmless anyway; this tells the owner why.
 */
export function markupProblems(markdown: string, firstLine = 1): string[] {
  const tree = markdownToMdast(markdown, { features: { frontmatter: false, headingAttributes: true } })
  return [...new Set(markdownNodeProblems(tree, firstLine))]
}
