// The links of a Markdown file and the anchors its headings get on GitHub, so the docs' links can be checked
// without a Markdown parser: the guides use inline links, images and the odd reference definition, nothing more.
import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

/** The text outside fenced code blocks and inline code spans, line for line (code is blanked, not removed). */
function withoutCode(markdown: string): string[] {
  let fence: string | undefined
  return markdown.split("\n").map((line) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1]
    if (fence) {
      if (marker?.startsWith(fence)) fence = undefined
      return ""
    }
    if (marker) {
      fence = marker
      return ""
    }
    return line.replace(/(`+)[^`]*?\1/g, "")
  })
}

/** A heading's anchor as GitHub makes it: lowercase, punctuation dropped (not `-` or `_`), each space a hyphen. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .trim()
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-")
}

/** The anchors of a file's ATX headings; a repeated one gets `-1`, `-2` … as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = fenced ? undefined : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const slug = githubSlug(heading)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

export type MarkdownLink = { line: number; target: string }

/** Every link and image target: `[text](target)`, `![alt](target)` and `[name]: target` definitions. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = []
  withoutCode(markdown).forEach((text, index) => {
    const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1])
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(text)?.[1]
    for (const target of [...inline, definition]) if (target) links.push({ line: index + 1, target })
  })
  return links
}

/**
 * What is wrong with each relative link of `file` (a path inside `root`): a file or folder that is not there, or an
 * anchor that no heading of the Markdown file it names has. Web addresses (`https:`, `mailto:` …) are not followed.
 */
export function brokenLinks(root: string, file: string): string[] {
  const markdown = readFileSync(path.join(root, file), "utf8")
  const problems: string[] = []
  for (const { line, target } of markdownLinks(markdown)) {
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue
    const [rawPath = "", anchor] = target.split("#", 2)
    const linkPath = decodeURIComponent(rawPath)
    const resolved = !linkPath
      ? path.join(root, file)
      : linkPath.startsWith("/")
        ? path.join(root, linkPath)
        : path.join(root, path.dirname(file), linkPath)
    const where = `${file}:${line}: ${target}`
    if (!resolved.startsWith(path.resolve(root)) || !existsSync(resolved)) {
      problems.push(`${where}: no such file`)
      continue
    }
    if (anchor === undefined || statSync(resolved).isDirectory() || !resolved.endsWith(".md")) continue
    if (!headingAnchors(readFileSync(resolved, "utf8")).has(anchor.toLowerCase())) {
      problems.push(`${where}: no heading with that anchor`)
    }
  }
  return problems
}
