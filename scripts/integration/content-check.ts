/** Checks every content file against its schema (content-files.ts): one line per problem, naming file and field. */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { config, locales } from "zod"
import * as z from "zod/mini"

import { CONTENT_DIR, PHOTOS_DIR } from "../../src/lib/content/content-dir.ts"
import { rememberParsed, type ContentOf } from "../../src/lib/content/content-file.ts"
import { CONTENT_FILE_NAMES, CONTENT_FILES } from "../../src/lib/content/content-files.ts"
import { namingPackages, type EstimateRules, type PackageNames } from "../../src/lib/content/estimate.ts"
import { ADDRESS_MESSAGES } from "../../src/lib/content/owner-pages.ts"
import { unknownPlaceholderMessage, unknownPlaceholders } from "../../src/lib/content/placeholder-names.ts"
import { ownerPageSchema } from "../../src/lib/content/reserved-addresses.ts"
import { markupProblems } from "../../src/lib/content/safe-html.ts"
import { blogFrontMatterSchema, formatIssues, photoPathSchema, photoSrc } from "../../src/lib/content/schemas.ts"
import { PUBLIC_PREFIX, publishedPhotoUrl, sourceToPublicUrl } from "../../src/lib/image-paths.ts"
import { readFrontMatter } from "../lib/front-matter.ts"
import { jsonProblem, plainError, yamlErrorAt } from "../lib/plain-errors.ts"
import { fieldPaths, SUMMARY_KEYS, valuesAt } from "../lib/schema-walk.ts"

// zod's generic problems in plain words, English for the rest (the browser bundle leaves the locale out: size).
config({ ...locales.en(), customError: plainError })

const ordinal = (n: number) => `${n}${(n % 100 > 10 && n % 100 < 14 ? "" : ["", "st", "nd", "rd"][n % 10]) || "th"}`

/** Which list item a problem is in, as the owner counts and names it: ` (the 3rd in its list, "Priya and Tom")`. */
export function itemNote(data: unknown, path: readonly PropertyKey[]) {
  const at = path.findLastIndex((key) => typeof key === "number")
  if (at < 0) return ""
  const item = path
    .slice(0, at + 1)
    .reduce((value: unknown, key) => (value as Record<PropertyKey, unknown>)?.[key], data)
  const fields = (typeof item === "object" && item) as Record<string, unknown>
  const name =
    typeof item === "string" ? item : SUMMARY_KEYS.map((key) => fields[key]).find((v) => typeof v === "string")
  const shown =
    typeof name === "string" && name.trim() ? `, "${name.length > 40 ? `${name.slice(0, 39)}…` : name}"` : ""
  return ` (the ${ordinal((path[at] as number) + 1)} in its list${shown})`
}

type Photos = { dir: string; published: Set<string> }
const photosIn = (dir: string): Photos => ({
  dir,
  published: new Set(readdirSync(dir, { recursive: true }).map((rel) => sourceToPublicUrl(String(rel)))),
})

/** Problems of one content file: JSON, schema, then the photos it names; a package goes by its name in `packages`. */
export function checkJsonFile(file: string, schema: z.core.$ZodType, photos?: Photos, packages: PackageNames = []) {
  const text = readFileSync(file, "utf8")
  const notJson = jsonProblem(file, text)
  if (notJson) return [notJson]
  const data: unknown = JSON.parse(text)
  const result = z.safeParse(schema, data)
  if (!result.success) {
    const issues = namingPackages(result.error.issues, packages)
    return formatIssues(file, { issues }, (path) => itemNote(data, path)).split("\n")
  }
  // The build reads the file as checked here, not again (decision 043).
  rememberParsed(file, result.data)
  return photos ? missingPhotos(file, schema, data, photos) : []
}

/** Photos a file names that are not there: a gallery's placeholder is for one that fails to load, not a missing one. */
function missingPhotos(file: string, schema: z.core.$ZodType, data: unknown, photos: Photos): string[] {
  const named = (kind: z.core.$ZodType) =>
    fieldPaths(schema, kind).flatMap((path) => valuesAt(data, path).map((value) => [path, String(value)] as const))
  return [
    ...named(photoPathSchema)
      .filter(([, photo]) => !existsSync(join(photos.dir, photo)))
      .map(([path, photo]) => `${file}: ${path}: there is no photo content/photos/${photo}`),
    ...named(photoSrc)
      .filter(([, url]) => !photos.published.has(publishedPhotoUrl(url)))
      .map(([path, url]) => `${file}: ${path}: there is no photo content/photos${url.slice(PUBLIC_PREFIX.length)}`),
  ]
}

/** The owner's pages, each file named after its address, as the editor names it and never renames it (decision 020). */
function checkOwnerPages(dir: string, photos: Photos): string[] {
  if (!existsSync(dir)) return []
  const names = readdirSync(dir).filter((name) => name.endsWith(".json"))
  return names.flatMap((name) => {
    const file = join(dir, name)
    const problems = checkJsonFile(file, ownerPageSchema, photos)
    if (problems.length) return problems
    const { slug } = JSON.parse(readFileSync(file, "utf8")) as { slug: string }
    if (`${slug}.json` === name) return []
    if (!names.includes(`${slug}.json`))
      return [
        `${file}: slug: must match the file name, "${name.slice(0, -5)}" (rename the file, or set the address back)`,
      ]
    const other = JSON.parse(readFileSync(join(dir, `${slug}.json`), "utf8")) as { title?: string }
    const message = ADDRESS_MESSAGES.taken.replace("%{title}", String(other.title))
    return [`${file}: slug: ${message} (${join(dir, `${slug}.json`)} has it)`]
  })
}

/** Once each file is right on its own: the estimate prices exactly the add-ons the packages list. */
function crossFileProblems(packagesFile: string, estimateFile: string): string[] {
  const { addOns } = JSON.parse(readFileSync(packagesFile, "utf8")) as ContentOf<"packages">
  const prices = (JSON.parse(readFileSync(estimateFile, "utf8")) as EstimateRules).addOns
  const listed = addOns.map(({ id }) => id)
  return [
    ...addOns
      .filter(({ id }) => !(id in prices))
      .map(
        ({ id, name }) =>
          `${estimateFile}: addOns: has no price for "${name}" (${id}), an add-on of ${packagesFile}: write its price, 0 for no charge`,
      ),
    ...Object.keys(prices)
      .filter((id) => !listed.includes(id))
      .map(
        (id) =>
          `${estimateFile}: addOns.${id}: prices an add-on ${packagesFile} does not list: remove it, or add the add-on there`,
      ),
  ]
}

/** packages.json's packages even with a slip elsewhere in it; none if it does not read. */
function packagesIn(file: string): PackageNames {
  try {
    const { packages } = JSON.parse(readFileSync(file, "utf8")) as Partial<ContentOf<"packages">>
    return Array.isArray(packages) ? packages : []
  } catch {
    return []
  }
}

/** An article: its front matter (YAML, then the schema), its picture, its text's {placeholders} and markup. */
function checkArticle(file: string, name: string, photos: Photos): string[] {
  let source: string
  let article: ReturnType<typeof readFrontMatter>
  try {
    source = readFileSync(file, "utf8")
    article = readFrontMatter(source)
  } catch (error) {
    return [`${file}: (front matter): not valid YAML: ${yamlErrorAt(error as Error)}`]
  }
  const { data, content } = article
  const result = blogFrontMatterSchema.safeParse(data)
  // The build would stop on it too, but one article at a time and after every page before it.
  const unknown = unknownPlaceholders(content)
  // The text's first line in the file, after the front matter, so a problem names the file's own line.
  const firstLine = source.slice(0, source.length - content.length).split("\n").length
  return [
    ...(result.success ? [] : formatIssues(file, result.error).split("\n")),
    ...(result.success && `${result.data.slug}.md` !== name ? [`${file}: slug: must match the file name`] : []),
    ...(result.success ? missingPhotos(file, blogFrontMatterSchema, data, photos) : []),
    ...(unknown.length ? [`${file}: (article text): ${unknownPlaceholderMessage(unknown)}`] : []),
    ...markupProblems(content, firstLine).map((problem) => `${file}: (article text): ${problem}`),
  ]
}

/** `root` is the project folder (tests point it at a copy), `dir` the content folder in it (decision 034). */
export function checkContent(root = ".", dir = CONTENT_DIR): string[] {
  const at = (path: string) => join(root, dir, path)
  const photos = photosIn(join(root, PHOTOS_DIR))
  const packages = packagesIn(at("packages.json"))
  const eachFile = CONTENT_FILE_NAMES.flatMap((name) => {
    const file = at(`${name}.json`)
    return existsSync(file)
      ? checkJsonFile(file, CONTENT_FILES[name].schema, photos, packages)
      : [`${file}: (file): missing`]
  })
  return [
    ...eachFile,
    ...(eachFile.length ? [] : crossFileProblems(at("packages.json"), at("estimate.json"))),
    ...checkOwnerPages(at("owner-pages"), photos),
    ...readdirSync(at("blog"))
      .filter((name) => name.endsWith(".md"))
      .flatMap((name) => checkArticle(join(at("blog"), name), name, photos)),
  ]
}
