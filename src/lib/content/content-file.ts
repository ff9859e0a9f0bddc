// The one read of a JSON content file (decision 043): checked against its schema, {placeholders} filled.
import { readFileSync, statSync } from "node:fs"
import { resolve } from "node:path"

import type * as z from "zod/mini"

import { inContentDir } from "./content-dir.ts"
import { CONTENT_FILES, type ContentFileName, type ContentFileSchema } from "./content-files.ts"
import { withFigures, type PlaceholderKey } from "./placeholder-names.ts"
import { parseFile } from "./runtime-schemas.ts"

export type ContentOf<N extends ContentFileName> = z.output<ContentFileSchema<N>>
export type PlaceholderValues = Record<PlaceholderKey, string>

// Kept on the process, which loads this module more than once (Astro's config, tsx, Vite's runners), by the file's path
// and time of change: a file saved while `astro dev` runs is read again, an unchanged one never.
const parsed = ((globalThis as { [key: symbol]: Map<string, unknown> })[Symbol.for("site:content")] ??= new Map())
const keyOf = (file: string) => `${resolve(file)}@${statSync(file).mtimeMs}`

/** Keeps a file's parse, checked against its schema, for every later read (the content check hands over its own). */
export const rememberParsed = (file: string, data: unknown) => void parsed.set(keyOf(file), data)

function parsedFile<N extends ContentFileName>(name: N): ContentOf<N> {
  const file = inContentDir(`${name}.json`)
  const key = keyOf(file)
  if (!parsed.has(key)) {
    const schema = CONTENT_FILES[name].schema as unknown as z.ZodMiniType<ContentOf<N>>
    parsed.set(key, parseFile(schema, file, JSON.parse(readFileSync(file, "utf8"))))
  }
  return parsed.get(key) as ContentOf<N>
}

export const siteValues = (): PlaceholderValues => {
  const { name, phone, email, founder, foundingYear, claims, rating } = parsedFile("business")
  return {
    businessName: name,
    phone: phone.display,
    email,
    founder: founder.firstName,
    foundingYear: String(foundingYear),
    // Each of the claims fills the placeholder of its name (business-schema.ts).
    ...claims,
    guaranteeHours: String(claims.guaranteeHours),
    ratingValue: String(rating.value),
    ratingBest: String(rating.best),
    ratingCount: String(rating.count),
  }
}

/** Fills every string inside a content value (objects and arrays are copied, not changed). */
export function fillDeep<T>(value: T, values: PlaceholderValues = siteValues()): T {
  if (typeof value === "string") return withFigures(value, values) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillDeep(item, values)) as T
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, values)])) as T
  return value
}

export const contentFile = <N extends ContentFileName>(name: N): ContentOf<N> => fillDeep(parsedFile(name))
