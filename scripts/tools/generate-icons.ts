/** `npm run icons`, after changing public/favicon.svg: favicons and app icons, committed so the build needs no step. */
import { readFileSync, writeFileSync } from "node:fs"

import sharp, { type Color } from "sharp"

const svg = readFileSync("public/favicon.svg")

/** The logo, `padding` in from each edge: on linen when padded, or on `background` (the owner's app: forest). */
async function png(size: number, padding = 0, background: Color = padding ? "#faf7f2" : "#0000") {
  const inner = size - padding * 2
  const icon = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer()
  // A palette keeps the anti-aliased edges and cuts the files to a third: the manifest icon loads with the first page.
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: icon, left: padding, top: padding }])
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toBuffer()
}

/**
 * A one-image .ico holding a PNG, which every current browser reads: the directory (reserved, type 1 for an icon, one
 * image), then the image's entry (width, height, no palette, reserved, one plane, 32 bits, the PNG's length at 14, and
 * where it starts: after these 22 bytes).
 */
function ico(pngData: Buffer, size: number) {
  const header = Buffer.from([0, 0, 1, 0, 1, 0, size, size, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0])
  header.writeUInt32LE(pngData.length, 14)
  return Buffer.concat([header, pngData])
}

writeFileSync("public/favicon.ico", ico(await png(32), 32))
writeFileSync("public/apple-touch-icon.png", await png(180, 18))
writeFileSync("public/icon-192.png", await png(192))
writeFileSync("public/icon-512.png", await png(512))
writeFileSync("public/icon-maskable-512.png", await png(512, 64))
// The owner's inbox as an app (its manifest, src/pages/admin/leads.webmanifest.ts): the logo's own forest to the edges,
// the leaf well inside the maskable safe zone (the middle 80 %), so it reads apart from the public site's icon.
writeFileSync("public/owner-icon-maskable-512.png", await png(512, 32, "#1f3b32"))
writeFileSync("public/owner-apple-touch-icon.png", await png(180, 11, "#1f3b32"))
console.log("icons: written to public/")
