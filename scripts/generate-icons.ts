/** `npm run icons`, after changing public/favicon.svg: favicons and app icons, committed so the build needs no step. */
import { readFileSync, writeFileSync } from "node:fs"

import sharp from "sharp"

const svg = readFileSync("public/favicon.svg")

async function png(size: number, padding = 0) {
  const inner = size - padding * 2
  const icon = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer()
  const background = padding ? "#faf7f2" : { r: 0, g: 0, b: 0, alpha: 0 }
  // A palette keeps the anti-aliased edges and cuts the files to a third: the manifest icon loads with the first page.
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: icon, left: padding, top: padding }])
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toBuffer()
}

/** A one-image .ico holding a PNG, which every current browser reads. */
function ico(pngData: Buffer, size: number) {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10)
  header.writeUInt16LE(32, 12)
  header.writeUInt32LE(pngData.length, 14)
  header.writeUInt32LE(22, 18)
  return Buffer.concat([header, pngData])
}

writeFileSync("public/favicon.ico", ico(await png(32), 32))
writeFileSync("public/apple-touch-icon.png", await png(180, 18))
writeFileSync("public/icon-192.png", await png(192))
writeFileSync("public/icon-512.png", await png(512))
writeFileSync("public/icon-maskable-512.png", await png(512, 64))
console.log("icons: written to public/")
