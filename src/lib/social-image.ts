import sharp from "sharp"

import { readContent } from "./content/read.ts"

/**
 * The picture a shared link shows (Open Graph, and the business in JSON-LD): home's hero photo, whichever one the
 * owner has chosen in content/home.json, cut to the 1200 × 630 that social sites ask for.
 */
export async function socialImage() {
  const hero = `content/photos/${readContent("home").hero.photo}`
  return sharp(hero).resize(1200, 630, { fit: "cover" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
}
