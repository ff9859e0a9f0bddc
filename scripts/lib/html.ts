/** What the build reads from the prerendered HTML (scripts/postbuild.ts). */
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
