/** What the build reads from the prerendered HTML (scripts/integration/finish-build.ts). */
import { createHash } from "node:crypto"

/** 'sha256-…' for each executable inline script in the prerendered pages. */
export function inlineScriptHashes(pages: string[]) {
  const hashes = new Set<string>()
  for (const html of pages) {
    for (const [, attrs = "", body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attrs) || !body) continue
      const type = /\btype="([^"]*)"/.exec(attrs)?.[1]
      if (type && type !== "module" && type !== "text/javascript") continue
      hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`)
    }
  }
  return [...hashes].sort()
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
