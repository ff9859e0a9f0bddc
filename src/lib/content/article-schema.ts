// An article's front matter for the content layer: blogFrontMatterSchema, with the title and description ready to show.
import { markdownToMdast, type MdastNode } from "satteri"
import * as z from "zod/mini"

import { fillDeep } from "./content-file.ts"
import { blogFrontMatterSchema } from "./schemas.ts"

type FrontMatter = z.input<typeof blogFrontMatterSchema>

// Astro reads an unquoted `date: 2025-11-03` as a Date; the schema checks it as written (the content check has already
// refused a day the calendar lacks, which YAML would roll over).
const dateAsWritten = (front: unknown) => {
  const { date } = front as { date?: unknown }
  return (date instanceof Date ? { ...(front as object), date: date.toISOString().slice(0, 10) } : front) as FrontMatter
}

const textOf = (node: MdastNode): string =>
  "value" in node && node.type !== "html"
    ? String(node.value)
    : "children" in node
      ? node.children.map(textOf).join("")
      : ""

/** Placeholders filled, and the articles' smart punctuation: "The Busy Family's Guide" → "The Busy Family’s Guide". */
export const typographic = (text: string) =>
  textOf(markdownToMdast(fillDeep(text), { features: { smartPunctuation: true }, position: false }))

export const articleSchema = z.pipe(
  z.pipe(z.transform(dateAsWritten), blogFrontMatterSchema),
  z.transform((front) => ({ ...front, title: typographic(front.title), description: typographic(front.description) })),
)
