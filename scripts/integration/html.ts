/**
 * The build's reading of the prerendered HTML through ultrahtml (Astro's own parser), which gives each element's place
 * in the text: a page changes only where an element goes or a tag is rewritten, every other byte kept (decision 033).
 */
import { createHash } from "node:crypto"

import { ELEMENT_NODE, parse, walkSync, type Node } from "ultrahtml"

function elementsOf(html: string) {
  const nodes: Node[] = []
  walkSync(parse(html), (node: Node) => void (node.type === ELEMENT_NODE && nodes.push(node)))
  return nodes.map((node) => {
    const [open, close = open] = node.loc as [{ start: number; end: number }, { start: number; end: number }?]
    return {
      name: String(node.name).toLowerCase(),
      attributes: node.attributes as Record<string, string>,
      text: (node.children as Node[]).map((child) => (typeof child.value === "string" ? child.value : "")).join(""),
      start: open.start,
      openEnd: open.end,
      closeStart: close.start,
      end: close.end,
    }
  })
}
type Element = ReturnType<typeof elementsOf>[number]

const DATA_TYPES = new Set(["application/ld+json", "application/json"])

const inlineScripts = (elements: Element[]) =>
  elements.filter(
    ({ name, attributes, text }) =>
      name === "script" && !("src" in attributes) && text && !DATA_TYPES.has((attributes.type ?? "").toLowerCase()),
  )

export const sha256 = (body: string) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`

/** The CSP's hashes of the site's own inline scripts (`own`); `foreign`: any other, which stops the build (029). */
export function siteScriptHashes(pages: Record<string, string>, own: readonly string[]) {
  const hashes = new Set<string>()
  const foreign: string[] = []
  for (const [path, html] of Object.entries(pages))
    for (const { text } of inlineScripts(elementsOf(html)))
      if (own.includes(text)) hashes.add(sha256(text))
      else foreign.push(`${path} has an inline script the site did not write: ${JSON.stringify(text.slice(0, 60))}`)
  return { hashes: [...hashes].sort(), foreign }
}

/**
 * Links to a path with no page (`pages`: path to HTML) or file (`isFile`), or to a #part its page does not have;
 * `held`: links an island holds as data, not in a page's HTML, by where they are written.
 */
export function brokenLinks(
  pages: Record<string, string>,
  isFile: (path: string) => boolean,
  held: Record<string, string[]> = {},
): string[] {
  const parsed = Object.fromEntries(Object.entries(pages).map(([path, html]) => [path, elementsOf(html)]))
  const ids = (path: string) => new Set(parsed[path]!.map(({ attributes }) => attributes.id).filter(Boolean))
  const broken = new Set<string>()
  const check = (page: string, href: string) => {
    const [pathAndQuery = "", part] = href.replaceAll("&amp;", "&").split("#")
    const path = pathAndQuery ? decodeURIComponent(pathAndQuery.split("?")[0]!).replace(/(.)\/$/, "$1") : page
    const target = parsed[path]
    if (target === undefined && !isFile(path)) broken.add(`${page} links to ${href}: there is no such page`)
    else if (part && target !== undefined && !ids(path).has(part))
      broken.add(`${page} links to ${href}: that page has no part "#${part}"`)
  }
  for (const [page, elements] of Object.entries(parsed))
    for (const { name, attributes } of elements)
      if (name === "a" && /^(\/(?!\/)|#.)/.test(attributes.href ?? "")) check(page, attributes.href!)
  for (const [where, hrefs] of Object.entries(held)) for (const href of hrefs) check(where, href)
  return [...broken]
}

/** Replaces each `[start, end)` with its text; the ranges do not overlap. */
function splice(html: string, edits: [start: number, end: number, text: string][]) {
  let out = html
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end)
  return out
}

/**
 * Decision 026: Astro's island scripts into one file, `code` at `src`, deferred at low priority as the module script;
 * order does not matter (the runtime starts an island whose directive arrives later). `islands`: pages with one.
 */
export function moveIslandScripts(
  pages: Record<string, string>,
  src: (code: string) => string,
  astroScripts: string[],
) {
  const parsed = Object.entries(pages).map(([path, html]) => [path, html, elementsOf(html)] as const)
  const isAstroScript = ({ name, attributes, text }: Element) =>
    name === "script" && !("src" in attributes) && astroScripts.includes(text)
  const bodies = new Set(parsed.flatMap(([, , elements]) => elements.filter(isAstroScript).map(({ text }) => text)))
  const islands = parsed.filter(([, , elements]) => elements.some(({ name }) => name === "astro-island")).length
  const code = [...bodies].join("\n")
  if (!code) return { pages, code, islands }
  const tag = `<script src="${src(code)}" defer fetchpriority="low"></script>`
  const moved = Object.fromEntries(
    parsed.map(([path, html, elements]) => {
      const edits: [number, number, string][] = []
      for (const element of elements) {
        const { name, attributes, start, openEnd, end } = element
        if (name !== "script") continue
        if (isAstroScript(element)) edits.push([start, end, ""])
        else if (attributes.type === "module" && attributes.src && Object.keys(attributes).length === 2)
          edits.push([start, openEnd, `<script type="module" fetchpriority="low" src="${attributes.src}">`])
      }
      const head = elements.find(({ name }) => name === "head")
      if (head && edits.some(([, , text]) => text === "")) edits.push([head.closeStart, head.closeStart, tag])
      return [path, splice(html, edits)]
    }),
  )
  return { pages: moved, code, islands }
}
