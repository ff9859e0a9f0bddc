import sharp from "sharp"

import { readContent } from "./content/read.ts"
import { SITE_PREVIEW } from "./seo.ts"

/** The picture a shared link shows (Open Graph, JSON-LD): home's hero photo, cut to the size social sites ask for. */
export async function socialImage() {
  const hero = `content/photos/${(await readContent("home")).hero.photo}`
  return sharp(hero)
    .resize(SITE_PREVIEW.width, SITE_PREVIEW.height, { fit: "cover" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
}
