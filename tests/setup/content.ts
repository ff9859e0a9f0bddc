// Unit tests read a JSON content file as the content layer gives it to pages (src/content.config.ts): checked against
// its schema, {placeholders} filled. Vitest runs without Astro's content store, so the file is read here, from
// CONTENT_DIR: the frozen copy in tests/fixtures/content/ (vitest.config.ts, decision 034).
import { readFileSync } from "node:fs"

import type * as z from "zod/mini"

import { inContentDir } from "../../src/lib/content/content-dir.ts"
import { CONTENT_FILES, type ContentFileName, type ContentFileSchema } from "../../src/lib/content/content-files.ts"
import { withSiteValues } from "../../src/lib/content/placeholders.ts"
import { parseFile } from "../../src/lib/content/runtime-schemas.ts"

export function contentFile<N extends ContentFileName>(name: N): z.output<ContentFileSchema<N>> {
  const file = inContentDir(`${name}.json`)
  const schema = CONTENT_FILES[name].schema as unknown as z.ZodMiniType<z.output<ContentFileSchema<N>>>
  return withSiteValues(parseFile(schema, file, JSON.parse(readFileSync(file, "utf8"))))
}
