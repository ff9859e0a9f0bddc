/** What `astro build` does after Astro has written the pages (the integration's astro:build:done, index.ts). */
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import { SITE_INLINE_SCRIPTS } from "../../src/lib/inline-scripts.ts"
import { brokenLinks, moveIslandScripts, siteScriptHashes } from "../lib/html.ts"
import { headerRules, toNetlifyHeaders } from "./headers.ts"

const walk = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))

/** The site's path of a page Astro wrote: "/" for index.html, "/about" for about.html. */
const pagePath = (client: string, file: string) => {
  const name = relative(client, file).split("\\").join("/")
  return name === "index.html" ? "/" : `/${name.replace(/\.html$/, "")}`
}

/** Stops on the links that lead nowhere, most likely a typo in content/. */
function stopOnBrokenLinks(client: string, pages: Record<string, string>) {
  const broken = brokenLinks(pages, (path) => existsSync(join(client, path)) && statSync(join(client, path)).isFile())
  if (!broken.length) return
  const lead = broken.length === 1 ? "a link leads" : `${broken.length} links lead`
  throw new Error([`${lead} nowhere (check the links in content/):`, ...broken.map((line) => `  ${line}`)].join("\n"))
}

/**
 * Astro's inline island scripts (`astroScripts`, their exact texts) become one cached file (decision 026), named by
 * its content like Vite's files in _astro/, and each page that had them is written back without them. `files` maps
 * each page's path to its file. Pages with islands and nothing moved stop the build: Astro writes other texts now.
 */
function moveIslandScriptsToFile(
  client: string,
  pages: Record<string, string>,
  files: Record<string, string>,
  astroScripts: string[],
) {
  const file = (code: string) =>
    `_astro/islands.${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`
  const { pages: moved, code, islands } = moveIslandScripts(pages, (code) => `/${file(code)}`, astroScripts)
  if (!code && islands)
    throw new Error(
      `${islands} pages have islands, but none of Astro's island scripts was found to move into a file (decision 026): ` +
        "compare scripts/lib/astro-scripts.ts with what this Astro version writes",
    )
  if (!code) return pages
  writeFileSync(join(client, file(code)), `${code}\n`)
  for (const [path, html] of Object.entries(moved)) if (html !== pages[path]) writeFileSync(files[path]!, html)
  return moved
}

/** Text types worth sending compressed: each gets a .br and a .gz beside it, which the servers send in its place. */
const COMPRESSIBLE = /\.(html|js|css|json|webmanifest|xml|txt|svg|yml)$/i

/**
 * Brotli 11 for the site; the editor's folder, Decap's 5 MB bundle, gets a quicker level (it is not on any public
 * page), and is left out of the site's pass (`skip`). Every page gets its copies, however small (the editor's
 * admin.html is 420 bytes, and went out uncompressed: headers.spec.ts); another text file under 512 bytes does not, as
 * its copy would save a few bytes at most.
 */
function precompress(dir: string, brotliQuality = 11, skip?: string) {
  let count = 0
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || (skip && file.startsWith(skip))) continue
    const data = readFileSync(file)
    if (data.length < 512 && !file.endsWith(".html")) continue
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    )
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
    count++
  }
  return count
}

/**
 * Finishes the build in `client`: moves Astro's island scripts into a file, stops on a broken link or a foreign inline
 * script, precompresses, and writes the header rules last. `htmlFiles` are the pages Astro says it wrote.
 */
export async function finishBuild(client: string, htmlFiles: string[], astroScripts: string[]) {
  const files = Object.fromEntries(htmlFiles.map((file) => [pagePath(client, file), file]))
  const pages = moveIslandScriptsToFile(
    client,
    Object.fromEntries(Object.entries(files).map(([path, file]) => [path, readFileSync(file, "utf8")])),
    files,
    astroScripts,
  )
  stopOnBrokenLinks(client, pages)
  // Only the site's own inline scripts get a hash; one that content smuggled in stops the build (decision 029).
  const { hashes, foreign } = siteScriptHashes(pages, SITE_INLINE_SCRIPTS)
  if (foreign.length) throw new Error(["Content may not add scripts to a page:", ...foreign].join("\n  "))
  const rules = headerRules(hashes)
  // The editor's files, Astro's own routes (scripts/admin/cms-admin.ts); none with CMS=off.
  const admin = join(client, "admin")
  const compressed = precompress(client, 11, `${admin}/`)
  const editor = existsSync(admin) ? `editor at /admin (${precompress(admin, 5)} files precompressed)` : "no editor"
  const hashed = readdirSync(join(client, "_astro"))
    .filter((name) => !/\.(br|gz)$/.test(name))
    .map((name) => `/_astro/${name}`)
  // Last: a client folder with its `_headers` is a finished build, which publishing may copy (server/release.ts).
  writeFileSync(join(client, "_headers"), toNetlifyHeaders(rules, hashed))
  return { rules, summary: `${Object.keys(pages).length} pages, ${compressed} files precompressed, ${editor}` }
}
