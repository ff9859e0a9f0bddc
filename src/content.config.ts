// Every content file is a collection of Astro's content layer (lib/content/read.ts, lib/content/articles.ts).
import { defineCollection } from "astro:content"
import { file, glob, type Loader } from "astro/loaders"
import * as z from "zod/mini"

import { articleSchema } from "./lib/content/article-schema.ts"
import { inContentDir } from "./lib/content/content-dir.ts"
import { contentFile, fillDeep } from "./lib/content/content-file.ts"
import { CONTENT_FILE_NAMES, type ContentFileName } from "./lib/content/content-files.ts"
import { ownerPageSchema } from "./lib/content/reserved-addresses.ts"

// A JSON file is one entry, `getEntry("home", "home")`: the file as the build read it once (content-file.ts), so Astro's
// loader, which reads it again on a save in `astro dev`, does not parse or check it a second time.
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
  // The content check holds an owner page's file name to its slug, which the loader takes for the id (decision 020).
  ownerPages: defineCollection({
    loader: quietWhenEmpty(glob({ pattern: "*.json", base: inContentDir("owner-pages") })),
    schema: z.pipe(
      ownerPageSchema,
      z.transform((page) => fillDeep(page)),
    ),
  }),
}
