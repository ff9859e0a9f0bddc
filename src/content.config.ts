// Every content file is a collection of Astro's content layer. Pages read them with getEntry (through
// lib/content/read.ts) and the articles with getCollection and render (lib/content/articles.ts).
import { defineCollection } from "astro:content"
import { file, glob, type Loader } from "astro/loaders"
import * as z from "zod/mini"

import { articleSchema } from "./lib/content/article-schema.ts"
import { inContentDir } from "./lib/content/content-dir.ts"
import { contentFile, fillDeep, siteValues } from "./lib/content/content-file.ts"
import { CONTENT_FILE_NAMES, type ContentFileName } from "./lib/content/content-files.ts"
import { ownerPageSchema } from "./lib/content/reserved-addresses.ts"

/**
 * A JSON file is one entry, with the file's name for collection and id (`getEntry("home", "home")`): the file as the
 * build read it once (lib/content/content-file.ts: checked against its schema, {placeholders} filled), so Astro's
 * loader, which reads it again on a save in `astro dev`, neither parses nor checks it a second time.
 */
const jsonFile = (name: ContentFileName) =>
  defineCollection({ loader: file(inContentDir(`${name}.json`), { parser: () => ({ [name]: contentFile(name) }) }) })

const jsonFiles = Object.fromEntries(CONTENT_FILE_NAMES.map((name) => [name, jsonFile(name)])) as Record<
  ContentFileName,
  ReturnType<typeof jsonFile>
>

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
    schema: z.pipe(
      ownerPageSchema,
      z.transform((page) => fillDeep(page, siteValues())),
    ),
  }),
}
