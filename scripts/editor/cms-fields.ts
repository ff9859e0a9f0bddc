/** A content schema as Decap CMS fields: the form's shape only; the editor runs the schema itself (entry-issues.ts). */
import type * as z from "zod/mini"

import { mergeObjectVariants, SUMMARY_KEYS, toJsonSchema, type JsonSchema } from "../lib/schema-walk.ts"

export type DecapField = {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  fields?: DecapField[]
  [option: string]: unknown
}

/** Decap options by path ("packages[].priceFrom"), "omit" with a reason; a hint follows the schema's (decision 035). */
export type FieldOverrides = Record<string, Partial<DecapField> | { omit: string }>

/** Field names whose plain reading would puzzle an owner, or that the site calls otherwise. */
const LABELS: Record<string, string> = {
  src: "Photo",
  testimonials: "Reviews",
  beforeAfter: "Before/after pairs",
  forWho: "Who it is for",
  iframeTitle: "Title read by screen readers",
  fallback: "Link text if it does not load",
}

/** Words a name spells in lowercase that are written otherwise ("abn" is the ABN, "addOns" add-ons). */
const WORDS: Record<string, string> = {
  abn: "ABN",
  ndis: "NDIS",
  faq: "FAQ",
  url: "web address",
  linkedin: "LinkedIn",
  cta: "call to action",
  ctas: "calls to action",
  "add ons": "add-ons",
  // A photo's alt text is its description to the owner ("Alt is required." read as a programmer's word).
  alt: "description",
}
const WORD = new RegExp(`\\b(${Object.keys(WORDS).join("|")})\\b`, "g")

function humanLabel(name: string) {
  // Underscores and camelCase humps become spaces: "hours_on_site", "priceFrom".
  const words = name
    .replace(/_|(?<=[a-z0-9])(?=[A-Z])/g, " ")
    .toLowerCase()
    .replace(WORD, (word) => WORDS[word]!)
  return LABELS[name] ?? words.charAt(0).toUpperCase() + words.slice(1)
}

/** "Reviews" → "review", for the list's "Add review" button. */
const singular = (label: string) =>
  label
    .replace(/^[A-Z](?![A-Z])/, (first) => first.toLowerCase())
    .replace(/ies$/, "y")
    .replace(/(?<!s)s$/, "")

const STARS = [5, 4, 3, 2, 1].map((n) => ({ label: `${"★".repeat(n)}${"☆".repeat(5 - n)}  ${n} of 5`, value: n }))

const SHORT_NAMES = /^(name|title|heading|label|alt|photoAlt|price|unit)$/i

function objectFields(schema: JsonSchema, path: string, overrides: FieldOverrides): DecapField[] {
  const required = new Set(schema.required ?? [])
  const fields: DecapField[] = []
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const childPath = path ? `${path}.${name}` : name
    const override = overrides[childPath]
    if (override && "omit" in override) continue
    const field = toField(name, child, childPath, overrides)
    if (!required.has(name)) {
      field.required = false
      // Decap checks an optional object's fields even when it is empty: optional too (the check refuses a half one).
      if (field.widget === "object") for (const inner of field.fields ?? []) inner.required = false
    }
    const hint = [field.hint, override?.hint].filter(Boolean).join(" ") || undefined
    fields.push({ ...field, ...override, hint })
  }
  return fields
}

/** A collapsed list item's title: its name, heading … (SUMMARY_KEYS), else `fallback`. */
function summary(fields: DecapField[], fallback: string) {
  const key = SUMMARY_KEYS.find((name) => fields.some((field) => field.name === name))
  return key && `{{fields.${key} | default('${fallback}')}}`
}

// Keys left undefined are dropped when the config is written as JSON.
function toField(name: string, schema: JsonSchema, path: string, overrides: FieldOverrides): DecapField {
  const label = schema.title ?? humanLabel(name)
  const hint = schema.description
  // Ids key the site's content (quote buttons, map areas, list keys): never typed; editor.ts makes a new item's.
  if (name === "id") return { name, label, widget: "hidden" }
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.every((v) => v.type === "object")) return toField(name, mergeObjectVariants(variants), path, overrides)
  if (schema.enum) return { name, label, hint, widget: "select", options: schema.enum }
  switch (schema.type) {
    case "object":
      return { name, label, hint, widget: "object", collapsed: false, fields: objectFields(schema, path, overrides) }
    case "array": {
      const items = schema.items ?? { type: "string" }
      if (items.enum) return { name, label, hint, widget: "select", multiple: true, options: items.enum }
      // A list of a fixed size (the three packages) is edited in place; other sizes are the schema's to check.
      const fixed = schema.minItems !== undefined && schema.minItems > 0 && schema.minItems === schema.maxItems
      const growth = fixed ? { allow_add: false, allow_remove: false } : { label_singular: singular(label) }
      const list = { name, label, hint, widget: "list", ...growth }
      const kinds: JsonSchema[] | undefined = items.anyOf ?? items.oneOf
      if (kinds?.every((kind) => kind.type === "object" && kind.properties?.["type"]?.const !== undefined)) {
        // Items of several kinds (an owner page's sections, decision 020): Decap's variable types, stored as `type`.
        const types = kinds.map((kind) => {
          const { type, ...properties } = kind.properties as Record<string, JsonSchema>
          const label = kind.title ?? humanLabel(String(type!.const))
          const fields = objectFields({ ...kind, properties }, `${path}[]`, overrides)
          // A collapsed item shows its heading (or name), else the kind it is: "Call button".
          const named = summary(fields, label.replaceAll("'", "’"))
          return { name: String(type!.const), label, widget: "object", hint: kind.description, summary: named, fields }
        })
        return { ...list, collapsed: true, types }
      }
      const item = toField(name, items, `${path}[]`, overrides)
      if (!(items.type === "object" || kinds)) {
        // A collapsed text item shows its words, not the list's name on every line.
        const words = ["string", "text"].includes(item.widget) ? `{{fields.${name} | truncate(80)}}` : undefined
        return { ...list, field: { ...item, label }, summary: words }
      }
      // Without a default, a new item's title is "No " and its first field's name ("No id").
      const one = (overrides[path] as { label_singular?: string } | undefined)?.label_singular ?? singular(label)
      return {
        ...list,
        collapsed: true,
        summary: item.fields && summary(item.fields, `New ${one}`),
        fields: item.fields ?? [],
      }
    }
    case "integer":
    case "number":
      if (schema.type === "integer" && schema.minimum === 1 && schema.maximum === 5 && name === "rating")
        return { name, label, hint, widget: "select", options: STARS, default: 5 }
      // A number box that keeps what was typed (editor.ts): Decap's own drops what it cannot parse (249.50 became 2490).
      return { name, label, hint, widget: "checked-number" }
    case "boolean":
      return { name, label, hint, widget: "boolean", required: false }
    default: {
      const long = (schema.minLength ?? 0) >= 10 && (schema.maxLength ?? Infinity) > 120 && !SHORT_NAMES.test(name)
      // A value the schema lets be empty ("or empty to hide the icon") is not required: Decap refuses an empty one.
      const mayBeEmpty = !schema.minLength && (!schema.pattern || new RegExp(schema.pattern).test(""))
      if (schema.contentMediaType === "text/markdown")
        // Markdown as typed, as its hint shows it: the rich text mode would save a typed **bold** as \*\*bold\*\*.
        return { name, label, widget: "markdown", modes: ["raw"], hint, required: mayBeEmpty ? false : undefined }
      return { name, label, widget: long ? "text" : "string", hint, required: mayBeEmpty ? false : undefined }
    }
  }
}

/** A content file's fields; its maps' keys (pages.json's pages) come from `data`, the file as saved (decision 032). */
export function fieldsFor(schema: z.core.$ZodType, overrides: FieldOverrides = {}, data?: unknown): DecapField[] {
  return objectFields(withKeysOf(toJsonSchema(schema), data), "", overrides)
}

/** The schema with each map (an object with `additionalProperties`) given the keys the data has there, in its order. */
function withKeysOf(schema: JsonSchema, data: unknown): JsonSchema {
  if (schema.type !== "object" || typeof data !== "object" || data === null) return schema
  const values = data as Record<string, unknown>
  const open = typeof schema.additionalProperties === "object" ? (schema.additionalProperties as JsonSchema) : undefined
  const keys = [...new Set([...(open ? Object.keys(values) : []), ...Object.keys(schema.properties ?? {})])]
  return {
    ...schema,
    properties: Object.fromEntries(
      keys.map((key) => [key, withKeysOf(schema.properties?.[key] ?? open!, values[key])]),
    ),
    required: open ? keys : schema.required,
  }
}
