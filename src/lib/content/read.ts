import { readFileSync } from "node:fs"

import type * as z from "zod/mini"

import { withSiteValues } from "./placeholders.ts"
import { parseFile } from "./runtime-schemas.ts"
import { CONTENT_FILE_SCHEMAS } from "./schemas.ts"

type Schemas = typeof CONTENT_FILE_SCHEMAS
type ContentName = keyof Schemas extends `content/${infer Name}.json` ? Name : never
type ContentOf<N extends ContentName> = z.output<Schemas[`content/${N}.json`]>

/**
 * The one way a page reaches its content: the file read at build time, checked against its schema (a mistake stops
 * the build naming the file and field) and its {placeholders} filled from the site config.
 */
export function readContent<N extends ContentName>(name: N): ContentOf<N> {
  const file = `content/${name}.json` as const
  const schema = CONTENT_FILE_SCHEMAS[file] as unknown as z.ZodMiniType<ContentOf<N>>
  return withSiteValues<ContentOf<N>>(parseFile(schema, file, JSON.parse(readFileSync(file, "utf8"))))
}

/** A page's title, description, heading and intro: its entry in content/pages.json. */
export function pageCopy<K extends keyof ContentOf<"pages">>(key: K): ContentOf<"pages">[K] {
  const copy = readContent("pages")[key]
  if (!copy) throw new Error(`content/pages.json: ${String(key)}: missing (the page's title, description and heading)`)
  return copy
}
