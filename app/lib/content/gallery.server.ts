import { readFileSync } from "node:fs"

import { parseGallery } from "./gallery.ts"

const FILE = "content/gallery.json"

/** content/gallery.json as the prerender reads it, for what a page puts in its first HTML. */
export const readGallery = () => parseGallery(JSON.parse(readFileSync(FILE, "utf8")), FILE)
