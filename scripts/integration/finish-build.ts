/** What `astro build` does after Astro has written the pages (the integration's astro:build:done, index.ts). */
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import { contentFile } from "../../src/lib/content/content-file.ts"
import { SITE_INLINE_SCRIPTS } from "../../src/lib/web-fonts.ts"
import { headerRules, toNetlifyHeaders } from "./headers.ts"
import { brokenLinks, moveIslandScripts, siteScriptHashes } from "./html.ts"

/** "/" for index.html, "/about" for about.html. */
const pagePath = (client: string, file: string) => {
  const name = relative(client, file).split("\\").join("/")
  return name === "index.html" ? "/" : `/${name.replace(/\.html$/, "")}`
}

/** Each gets a .br and a .gz beside it, which the servers send in its place. */
const COMPRESSIBLE = /\.(html|js|css|json|webmanifest|xml|txt|svg|yml)$/i

/** Pages get copies however small (headers.spec.ts); the editor's 5 MB, on no public page, a quicker level apart. */
function precompress(dir: string, brotliQuality = 11, skip?: string) {
  const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }
  let count = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name)
    if (entry.isDirectory() || !COMPRESSIBLE.test(file) || (skip && file.startsWith(skip))) continue
    const data = readFileSync(file)
    if (data.length < 512 && !file.endsWith(".html")) continue
    writeFileSync(`${file}.br`, brotliCompressSync(data, brotli))
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
    count++
  }
  return count
}

/** The chat helper's options, which reach its island as data: no page's HTML has them as links. */
export const heldLinks = () => ({
  "The chat helper (labels.json)": contentFile("labels").chat.options.flatMap((option) =>
    option.to ? [option.to] : [],
  ),
})

/**
 * Finishes the build in `client`, its header rules last; `astroScripts`: the exact texts of Astro's island scripts;
 * `held`: links the islands hold as data, checked with the pages' (heldLinks).
 */
export async function finishBuild(
  client: string,
  htmlFiles: string[],
  astroScripts: string[],
  held: Record<string, string[]> = {},
) {
  const files = Object.fromEntries(htmlFiles.map((file) => [pagePath(client, file), file]))
  const written = Object.fromEntries(Object.entries(files).map(([path, file]) => [path, readFileSync(file, "utf8")]))
  // Astro's island scripts become one cached file, named by its content like Vite's files in _astro/ (decision 026).
  const islandFile = (code: string) =>
    `_astro/islands.${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`
  const { pages, code, islands } = moveIslandScripts(written, (code) => `/${islandFile(code)}`, astroScripts)
  if (!code && islands)
    throw new Error(
      `${islands} pages have islands, but none of Astro's island scripts was found to move into a file (decision 026): ` +
        "compare scripts/integration/astro-scripts.ts with what this Astro version writes",
    )
  if (code) {
    writeFileSync(join(client, islandFile(code)), `${code}\n`)
    for (const [path, html] of Object.entries(pages)) if (html !== written[path]) writeFileSync(files[path]!, html)
  }
  const isFile = (path: string) => existsSync(join(client, path)) && statSync(join(client, path)).isFile()
  const broken = brokenLinks(pages, isFile, held)
  if (broken.length) {
    const lead = broken.length === 1 ? "a link leads" : `${broken.length} links lead`
    throw new Error([`${lead} nowhere (check the links in content/):`, ...broken.map((line) => `  ${line}`)].join("\n"))
  }
  const { hashes, foreign } = siteScriptHashes(pages, SITE_INLINE_SCRIPTS)
  if (foreign.length) throw new Error(["Content may not add scripts to a page:", ...foreign].join("\n  "))
  const rules = headerRules(hashes)
  const admin = join(client, "admin")
  const compressed = precompress(client, 11, `${admin}/`)
  const editor = existsSync(admin) ? `editor at /admin (${precompress(admin, 5)} files precompressed)` : "no editor"
  const hashed = readdirSync(join(client, "_astro"))
    .filter((name) => !/\.(br|gz)$/.test(name))
    .map((name) => `/_astro/${name}`)
  // Last: a client folder with its `_headers` is a finished build, which publishing may copy (server/release.ts).
  writeFileSync(join(client, "_headers"), toNetlifyHeaders(rules, hashed))
  return { rules, summary: `${Object.keys(pages).length} HTML files, ${compressed} files precompressed, ${editor}` }
}
