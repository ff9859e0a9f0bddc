/**
 * Finishes `astro build`: moves Astro's inline island scripts into one cached file, stops on a link between pages that
 * leads nowhere, copies the run-time content JSON, writes
 * robots.txt and the web manifest, hashes every inline script for the CSP, writes the header rules for
 * the Node server, `_headers` and nginx, and precompresses text files. (The social preview is an Astro endpoint:
 * src/pages/og-image.jpg.ts; the sitemap is @astrojs/sitemap's, astro.config.ts.)
 */
import { createHash } from "node:crypto"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { join, relative } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import "./lib/load-env.ts"

import { BUILD_DIR, CLIENT_DIR as CLIENT, HEADERS_FILE } from "../server/build-dir.ts"
import { headerRules, toNetlifyHeaders, toNginxSnippet } from "../server/headers.ts"
import { COMPRESSIBLE } from "../server/static.ts"
import { GALLERY_JSON, PORTFOLIO_JSON, TESTIMONIALS_JSON } from "../src/lib/content/paths.ts"
import { siteConfig } from "../src/site.config.ts"
import { cmsEnabled, writeAdmin } from "./lib/cms-admin.ts"
import { cmsConfig } from "./lib/cms-config.ts"
import { brokenLinks, inlineScriptHashes, moveIslandScripts } from "./lib/html.ts"

const walk = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))

/** The site's path of a page Astro wrote: "/" for index.html, "/about" for about.html. */
const pagePath = (file: string) => {
  const name = relative(CLIENT, file).split("\\").join("/")
  return name === "index.html" ? "/" : `/${name.replace(/\.html$/, "")}`
}

/** Stops the build on a link that leads nowhere, most likely a typo in a link written in content/. */
function checkLinks(pages: Record<string, string>) {
  const broken = brokenLinks(pages, (path) => existsSync(join(CLIENT, path)) && statSync(join(CLIENT, path)).isFile())
  if (!broken.length) return
  console.error(
    `postbuild: ${broken.length === 1 ? "a link leads" : `${broken.length} links lead`} nowhere (check the links in content/):`,
  )
  for (const line of broken) console.error(`  ${line}`)
  process.exit(1)
}

/**
 * Astro's inline island scripts become one cached file (decision 026), named by its content like Vite's files in
 * _astro/, and each page that had them is written back without them. `files` maps each page's path to its file.
 */
function moveIslandScriptsToFile(pages: Record<string, string>, files: Record<string, string>) {
  let file = ""
  const { pages: moved, code } = moveIslandScripts(pages, (code) => {
    file = `_astro/islands.${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`
    return `/${file}`
  })
  if (!code) return pages
  writeFileSync(join(CLIENT, file), `${code}\n`)
  for (const [path, html] of Object.entries(moved)) if (html !== pages[path]) writeFileSync(files[path]!, html)
  return moved
}

/** robots.txt: everything may be crawled but the 404 page, and the sitemap @astrojs/sitemap wrote is named. */
function writeRobots() {
  writeFileSync(
    join(CLIENT, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${siteConfig.url}/sitemap-index.xml\n`,
  )
}

function writeManifest() {
  const manifest = {
    name: siteConfig.name,
    short_name: siteConfig.shortName,
    description: siteConfig.description,
    start_url: "/",
    display: "standalone",
    background_color: "#faf7f2",
    theme_color: "#1f3b32",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  }
  writeFileSync(join(CLIENT, "manifest.webmanifest"), JSON.stringify(manifest, null, 2))
}

/** Brotli 11 for the site; the editor's 5 MB bundle gets a quicker level (it is not on any public page). */
function precompress(dir = CLIENT, brotliQuality = 11) {
  let count = 0
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const data = readFileSync(file)
    if (data.length < 512) continue
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    )
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
    count++
  }
  return count
}

/** /admin: the Decap CMS editor (issue 15), unless built with CMS=off. */
async function writeEditor() {
  const dir = join(CLIENT, "admin")
  if (!cmsEnabled(process.env)) return "no editor (CMS=off)"
  await writeAdmin(dir, cmsConfig(process.env, siteConfig.url), siteConfig.name)
  return `editor at /admin (${precompress(dir, 5)} files precompressed)`
}

const started = Date.now()
rmSync(join(CLIENT, "admin"), { recursive: true, force: true })
// The content check before the build requires each of these files.
mkdirSync(join(CLIENT, "content"), { recursive: true })
for (const url of [GALLERY_JSON, PORTFOLIO_JSON, TESTIMONIALS_JSON]) copyFileSync(`.${url}`, join(CLIENT, url))
// Every page Astro wrote (the editor's /admin is written after these steps), by its path, read once.
const files = Object.fromEntries(
  walk(CLIENT)
    .filter((file) => file.endsWith(".html"))
    .map((file) => [pagePath(file), file]),
)
const pages = moveIslandScriptsToFile(
  Object.fromEntries(Object.entries(files).map(([path, file]) => [path, readFileSync(file, "utf8")])),
  files,
)
checkLinks(pages)
writeRobots()
writeManifest()
const rules = headerRules(inlineScriptHashes(Object.values(pages)))
writeFileSync(HEADERS_FILE, JSON.stringify(rules, null, 2))
writeFileSync(join(CLIENT, "_headers"), toNetlifyHeaders(rules))
writeFileSync(join(BUILD_DIR, "nginx-headers.conf"), toNginxSnippet(rules))
const compressed = precompress()
const editor = await writeEditor()
console.log(
  `postbuild: ${Object.keys(pages).length} pages, ${compressed} files precompressed, headers for ${relative(".", CLIENT)}, ${editor} (${((Date.now() - started) / 1000).toFixed(1)}s)`,
)
if (!process.env.SITE_URL) {
  console.warn(
    `postbuild: SITE_URL is not set, so canonical links, the sitemap and social previews name ${siteConfig.url}. ` +
      "Set it to the site's address before deploying (README, deploy-time values).",
  )
}
