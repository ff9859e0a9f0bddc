// Unit tests read a JSON content file as the content layer gives it to pages (src/content.config.ts): checked against
// its schema, {placeholders} filled. Vitest runs without Astro's content store, so the file is read here.
import { readFileSync } from "node:fs"

import type * as z from "zod/mini"

import { withSiteValues } from "../../src/lib/content/placeholders.ts"
import { parseFile } from "../../src/lib/content/runtime-schemas.ts"
import { CONTENT_FILE_SCHEMAS } from "../../src/lib/content/schemas.ts"

type Schemas = typeof CONTENT_FILE_SCHEMAS
type ContentName = keyof Schemas extends `content/${infer Name}.json` ? Name : never

export function contentFile<N extends ContentName>(name: N): z.output<Schemas[`content/${N}.json`]> {
  const file = `content/${name}.json` as const
  const schema = CONTENT_FILE_SCHEMAS[file] as unknown as z.ZodMiniType<z.output<Schemas[typeof file]>>
  return withSiteValues(parseFile(schema, file, JSON.parse(readFileSync(file, "utf8"))))
}
