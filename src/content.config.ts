// Every content file is a collection of Astro's content layer, checked against the same zod schema that shapes the
// editor at /admin and `npm run check:content` (declared once in lib/content/content-files.ts). Pages read them with getEntry (through
// lib/content/read.ts) and the articles with getCollection and render (lib/content/articles.ts).
import { defineCollection } from "astro:content"
import { file, glob, type Loader } from "astro/loaders"
import * as z from "zod/mini"

import { articleSchema } from "./lib/content/article-schema.ts"
import { inContentDir } from "./lib/content/content-dir.ts"
import {
  CONTENT_FILE_NAMES,
  CONTENT_FILES,
  type ContentFileName,
  type ContentFileSchema,
} from "./lib/content/content-files.ts"
import { withSiteValues } from "./lib/content/placeholders.ts"
import { ownerPageSchema } from "./lib/content/reserved-addresses.ts"

/** {placeholders} are filled once the file is known to be right, so pages get the figures themselves. */
const filled = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    schema,
    z.transform((data: z.output<S>) => withSiteValues<z.output<S>>(data)),
  )

/**
 * A JSON file is one entry, with the file's name for collection and id (`getEntry("home", "home")`): each file has
 * one shape of its own, where Astro's default would make every top-level key an entry of one shape.
 */
function jsonFile<N extends ContentFileName>(name: N) {
  return defineCollection({
    // From CONTENT_DIR: content/ as shipped, the tests' frozen copy in their builds (decision 034).
    loader: file(inContentDir(`${name}.json`), { parser: (text) => ({ [name]: JSON.parse(text) }) }),
    // The one schema of the file's own type (indexing the table with a type parameter would give every file's type).
    schema: filled(CONTENT_FILES[name].schema as unknown as z.ZodMiniType<z.output<ContentFileSchema<N>>>),
  })
}

/** One collection per declared content file (lib/content/content-files.ts). */
const jsonFiles = Object.fromEntries(CONTENT_FILE_NAMES.map((name) => [name, jsonFile(name)])) as {
  [N in ContentFileName]: ReturnType<typeof jsonFile<N>>
}

/** A loader without Astro's warning for a folder with no file: the site ships with no page of the owner's own. */
const quietWhenEmpty = (loader: Loader): Loader => ({
  ...loader,
  load: (context) => {
    const logger = Object.create(context.logger) as typeof context.logger
    logger.warn = (message) => void (message.startsWith("No files found") || context.logger.warn(message))
    return loader.load({ ...context, logger })
  },
})

export const collections = {
  ...jsonFiles,
  // An article's id is its front matter's slug, which the content check holds to the file name.
  blog: defineCollection({ loader: glob({ pattern: "*.md", base: inContentDir("blog") }), schema: articleSchema }),
  // The pages the owner adds in the editor (decision 020), one JSON file each; the content check holds the file name
  // to the page's address (slug), which the loader takes for the id.
  ownerPages: defineCollection({
    loader: quietWhenEmpty(glob({ pattern: "*.json", base: inContentDir("owner-pages") })),
    schema: filled(ownerPageSchema),
  }),
}
