import { CORE_SCHEMA, load } from "js-yaml"

// The `---` block as Astro's glob loader finds it; the YAML keeps the line break after `---`: its lines are the file's.
const FRONT_MATTER = /^\uFEFF?---(\r?\n(?:[\s\S]*?\r?\n)?)---[ \t]*(?:\r?\n|$)/

/** CORE_SCHEMA keeps `date: 2026-02-30` as text for the check to refuse; Astro's default rolls it over to 2 March. */
export function readFrontMatter(source: string): { data: Record<string, unknown>; content: string } {
  const match = FRONT_MATTER.exec(source)
  if (!match) return { data: {}, content: source }
  return {
    data: (load(match[1]!, { schema: CORE_SCHEMA }) ?? {}) as Record<string, unknown>,
    content: source.slice(match[0].length),
  }
}
