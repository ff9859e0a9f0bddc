import matter from "gray-matter"
import { CORE_SCHEMA, load } from "js-yaml"

/**
 * An article's front matter and body. YAML's core schema keeps `date: 2026-02-30` as the text written, so the content
 * check can refuse it; gray-matter's default schema makes it a Date and rolls an impossible day over, to 2 March.
 */
export const readFrontMatter = (source: string) =>
  matter(source, { engines: { yaml: (text) => load(text, { schema: CORE_SCHEMA }) as object } })
