/**
 * `npm run placeholders`: a labelled placeholder, in the brand colours, for every photo the content names that
 * content/photos does not have yet, so a new page builds until the real photo comes. Existing files are never touched.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { pathToFileURL } from "node:url"

import sharp from "sharp"

import { sourceToPublicUrl } from "../../src/lib/image-paths.ts"
import { readFrontMatter } from "../lib/front-matter.ts"

// A quoted (or Markdown-linked) path below content/photos, with or without its public URL prefix.
const PHOTO_REF =
  /["'(](?:\/api\/content\/attached_assets\/)?([a-z0-9-]+\/[a-z0-9][a-z0-9._-]*\.(?:jpe?g|png|webp|avif|svg))["')]/g
/** Sizes of the photos each folder already holds (width, height); other folders get 4:3. */
const SIZES: Record<string, [number, number]> = {
  hero: [1600, 1067],
  pages: [1600, 1067],
  blog: [1600, 900],
  "before-after": [1200, 800],
  postbuild: [900, 1200],
  team: [800, 1000],
  logos: [320, 120],
}
const BRAND = ["eucalyptus", "forest", "linen", "mist", "clay"] as const

const filesUnder = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }).map((name) => join(dir, name)) : []

function frontMatter(file: string, text: string) {
  try {
    return readFrontMatter(text).data
  } catch {
    throw new Error(`${file}: its front matter is not valid YAML (npm run check:content says where)`)
  }
}

/** Every photo path content JSON and articles name, with each article's picture (its front matter's `photo`). */
export function referencedPhotos(root: string): string[] {
  const refs = new Set<string>()
  for (const file of filesUnder(join(root, "content")).filter((name) => /\.(json|md)$/.test(name))) {
    const text = readFileSync(file, "utf8")
    for (const match of text.matchAll(PHOTO_REF)) refs.add(match[1]!)
    // Written unquoted (`photo: blog/spring-clean.jpg`), which the pattern above does not see.
    const { photo } = file.endsWith(".md") ? frontMatter(file, text) : {}
    if (typeof photo === "string") refs.add(photo)
  }
  return [...refs].sort()
}

/** Referenced photos with no file yet: build-images.ts publishes a raster photo of any format it reads as one .jpg. */
export function missingPhotos(root: string) {
  const photos = join(root, "content", "photos")
  const present = new Set(filesUnder(photos).map((file) => sourceToPublicUrl(relative(photos, file))))
  return referencedPhotos(root).filter((photo) => !present.has(sourceToPublicUrl(photo)))
}

/** The brand tokens of src/styles/app.css, so placeholders follow a palette change. */
function brandColours(css: string) {
  const colour = (name: (typeof BRAND)[number]) => {
    const hex = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1]
    if (!hex) throw new Error(`src/styles/app.css: no --color-${name}`)
    return hex
  }
  return Object.fromEntries(BRAND.map((name) => [name, colour(name)])) as Record<(typeof BRAND)[number], string>
}

/** Calm bands with the file name on them, so nobody mistakes it for a photo. */
function placeholderSvg(photo: string, width: number, height: number, c: ReturnType<typeof brandColours>) {
  // Bold sans glyphs average about 0.62 em: the name fills at most 80 % of the width.
  const size = Math.round(Math.min(height / 10, (width * 0.8) / (photo.length * 0.62)))
  const r = Math.round(Math.min(width, height) * 0.12)
  const horizon = Math.round(height * 0.64)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${c.linen}"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${c.mist}"/>
  <circle cx="${width - r * 2}" cy="${r * 2}" r="${r}" fill="${c.eucalyptus}"/>
  <rect x="${Math.round(width * 0.4)}" y="${horizon - 4}" width="${Math.round(width * 0.2)}" height="8" fill="${c.clay}"/>
  <text x="50%" y="${Math.round(height * 0.5)}" text-anchor="middle" font-family="sans-serif" font-weight="600" font-size="${size}" fill="${c.forest}">${photo}</text>
  <text x="50%" y="${horizon + size * 1.5}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(size * 0.6)}" fill="${c.forest}">placeholder photo</text>
</svg>`
}

export async function generatePlaceholders(root = ".") {
  const colours = brandColours(readFileSync(join(root, "src", "styles", "app.css"), "utf8"))
  const missing = missingPhotos(root)
  for (const photo of missing) {
    const [width, height] = SIZES[photo.split("/")[0]!] ?? [1200, 900]
    const out = join(root, "content", "photos", photo)
    const svg = placeholderSvg(photo, width, height, colours)
    mkdirSync(dirname(out), { recursive: true })
    if (photo.endsWith(".svg")) writeFileSync(out, svg)
    else {
      const format = photo.slice(photo.lastIndexOf(".") + 1).replace("jpg", "jpeg") as "jpeg" | "png" | "webp" | "avif"
      await sharp(Buffer.from(svg)).toFormat(format, { quality: 80 }).toFile(out)
    }
  }
  return missing
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const written = await generatePlaceholders()
  console.log(
    `placeholders: ${written.length} written${written.map((photo) => `\n  content/photos/${photo}`).join("")}`,
  )
}
