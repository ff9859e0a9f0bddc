/** What the build reads from the prerendered HTML (scripts/integration/finish-build.ts). */
import { createHash } from "node:crypto"

/** Script types that hold data, not code: structured data (JSON-LD). Any other type counts as code. */
const DATA_TYPES = new Set(["application/ld+json", "application/json"])

/** The text of each inline script a browser might run: no `src`, and no data type such as JSON-LD's. */
function* inlineScripts(html: string) {
  for (const [, attrs = "", body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs) || !body) continue
    if (!DATA_TYPES.has((/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? "").toLowerCase())) yield body
  }
}

const sha256 = (body: string) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`

/** 'sha256-…' for each executable inline script in `pages`, whoever wrote it (what a test reads off a page). */
export function inlineScriptHashes(pages: string[]) {
  return [...new Set(pages.flatMap((html) => [...inlineScripts(html)].map(sha256)))].sort()
}

/**
 * The CSP's script hashes for the built pages (decision 029): those of the site's own inline scripts, `own`, found in a
 * page, and never one of any other. `foreign` names each page carrying another inline script, which only content
 * could have put there (the Markdown sanitiser, src/lib/content/safe-html.ts, shows such HTML as text): the build
 * stops on it rather than admit or silently break it.
 */
export function siteScriptHashes(pages: Record<string, string>, own: readonly string[]) {
  const hashes = new Set<string>()
  const foreign: string[] = []
  for (const [path, html] of Object.entries(pages)) {
    for (const body of inlineScripts(html)) {
      if (own.includes(body)) hashes.add(sha256(body))
      else foreign.push(`${path} has an inline script the site did not write: ${JSON.stringify(body.slice(0, 60))}`)
    }
  }
  return { hashes: [...hashes].sort(), foreign }
}

/**
 * Links of the prerendered pages that lead nowhere on this site: a path with no page or file, or a #part its page does
 * not have (on another page or the same one). `pages` maps each page's path ("/about") to its HTML; `isFile` says
 * whether another path is a built file.
 */
export function brokenLinks(pages: Record<string, string>, isFile: (path: string) => boolean): string[] {
  const broken = new Set<string>()
  for (const [page, html] of Object.entries(pages)) {
    for (const [, href = ""] of html.matchAll(/<a\s[^>]*?\bhref="(\/(?!\/)[^"]*|#[^"]+)"/g)) {
      const [pathAndQuery = "", part] = href.replaceAll("&amp;", "&").split("#")
      // "#part" is a part of the page itself.
      const path = pathAndQuery ? decodeURIComponent(pathAndQuery.split("?")[0]!).replace(/(.)\/$/, "$1") : page
      const target = pages[path]
      if (target === undefined && !isFile(path)) broken.add(`${page} links to ${href}: there is no such page`)
      else if (part && target !== undefined && !target.includes(` id="${part}"`))
        broken.add(`${page} links to ${href}: that page has no part "#${part}"`)
    }
  }
  return [...broken]
}

/**
 * Astro's inline island scripts: the `astro-island` element's definition and each `client:` directive's (an IIFE that
 * sets `self.Astro.<name>`). They are the same on every page that has islands. Content cannot write one: the Markdown
 * sanitiser shows any script in it as text (decision 029).
 */
const ISLAND_SCRIPT =
  /<script>(\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?(?:customElements\.define\("astro-island"|\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=)(?:(?!<\/script>)[\s\S])*)<\/script>/g

/**
 * Decision 026: moves Astro's inline island scripts out of every page into one shared file, `code`, which each page that
 * had them loads as a deferred script at low priority (`src` is its URL), and gives the page's own module script low
 * priority too. The document then fits the first round trip (home: 2 KB less with brotli), its first paint waits for no
 * script, and later pages find both files cached. The runtime starts an island whose directive arrives later (each
 * directive announces itself with an `astro:<name>` event), so the files' order does not matter.
 */
export function moveIslandScripts(pages: Record<string, string>, src: (code: string) => string) {
  const bodies: string[] = []
  for (const html of Object.values(pages)) {
    for (const [, body] of html.matchAll(ISLAND_SCRIPT)) if (!bodies.includes(body!)) bodies.push(body!)
  }
  const code = bodies.join("\n")
  if (!code) return { pages, code }
  const url = src(code)
  const moved = Object.fromEntries(
    Object.entries(pages).map(([path, html]) => {
      const without = html.replace(ISLAND_SCRIPT, "")
      const tag = `<script src="${url}" defer fetchpriority="low"></script>`
      const withTag = without === html ? without : without.replace("</head>", `${tag}</head>`)
      return [path, withTag.replace(/<script type="module" src=/g, '<script type="module" fetchpriority="low" src=')]
    }),
  )
  return { pages: moved, code }
}
