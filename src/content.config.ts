// Every content file is a collection of Astro's content layer, checked against the same zod schema that shapes the
// editor at /admin and `npm run check:content` (declared once in lib/content/content-files.ts). Pages read them with getEntry (through
// lib/content/read.ts) and the articles with getCollection and render (lib/content/articles.ts).
import { resolve } from "node:path"

import { defineCollection } from "astro:content"
import { glob, type Loader } from "astro/loaders"
import * as z from "zod/mini"

import { articleSchema } from "./lib/content/article-schema.ts"
import { inContentDir } from "./lib/content/content-dir.ts"
import { contentFile, fillDeep, siteValues, type ContentOf } from "./lib/content/content-file.ts"
import { CONTENT_FILE_NAMES, CONTENT_FILES, type ContentFileName } from "./lib/content/content-files.ts"
import { ownerPageSchema } from "./lib/content/reserved-addresses.ts"

/**
 * A JSON file is one entry, with the file's name for collection and id (`getEntry("home", "home")`), as the build read
 * it once (lib/content/content-file.ts: checked, {placeholders} filled), so it is not parsed again here; the schema
 * gives the entry its type. `astro dev` reads it again on a save, and every file on a save of business.json.
 */
function jsonFile<N extends ContentFileName>(name: N) {
  const watched = [name, "business"].map((file) => resolve(inContentDir(`${file}.json`)))
  const loader: Loader = {
    name: "content-file",
    load: async ({ store, watcher, logger }) => {
      const read = () => {
        store.clear()
        store.set({ id: name, data: contentFile(name) as Record<string, unknown> })
      }
      read()
      watcher?.add(watched)
      watcher?.on("change", (file) => {
        if (!watched.includes(resolve(file))) return
        try {
          read()
        } catch (error) {
          logger.error(error instanceof Error ? error.message : String(error))
        }
      })
    },
  }
  return defineCollection({ loader, schema: CONTENT_FILES[name].schema as unknown as z.ZodMiniType<ContentOf<N>> })
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
    schema: z.pipe(
      ownerPageSchema,
      z.transform((page) => fillDeep(page, siteValues())),
    ),
  }),
}
