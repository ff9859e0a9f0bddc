// Where the content files are read from: content/, or CONTENT_DIR (the tests' frozen copy, decision 034).
import { join, relative, resolve } from "node:path"

export const CONTENT_DIR = relative(".", resolve(process.env.CONTENT_DIR?.trim() || "content"))

/** A file's place in the content folder: inContentDir("home.json") is "content/home.json" as shipped. */
export const inContentDir = (...path: string[]) => join(CONTENT_DIR, ...path)

/** The photos' folder, whichever content folder is read: the image step reads them there. */
export const PHOTOS_DIR = "content/photos"
