// Where the content files are read from (decision 034): content/ as shipped. CONTENT_DIR points a build, the editor
// and the unit tests at another folder: the tests read a frozen copy in tests/fixtures/, so an owner's edit of content/
// never turns a test red. The photos stay in content/photos whatever the setting (the image step reads them there).
import { join, relative, resolve } from "node:path"

/** The content folder, relative to the project ("content" unless CONTENT_DIR says otherwise). */
export const CONTENT_DIR = relative(".", resolve(process.env.CONTENT_DIR?.trim() || "content"))

/** A file's place in the content folder: inContentDir("home.json") is "content/home.json" as shipped. */
export const inContentDir = (...path: string[]) => join(CONTENT_DIR, ...path)

/** The photos' folder: the shipped one, whichever content folder is read. */
export const PHOTOS_DIR = "content/photos"
