/**
 * Turns a content file's zod schema into Decap CMS fields: the form's shape (objects, lists, kinds of item, selects
 * for enums, number and text boxes, which fields may be left empty). What a value may be is not translated: the editor
 * checks the entry against the schema itself (editor.ts, entry-issues.ts). It reads the schema as JSON Schema,
 * through schema-walk.ts.
 */
import type * as z from "zod/mini"

import { mergeObjectVariants, SUMMARY_KEYS, toJsonSchema, type JsonSchema } from "../lib/schema-walk.ts"

/** A Decap field; the other options (options, min, value_type, media_folder, …) are passed through. */
export type DecapField = {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  fields?: DecapField[]
  [option: string]: unknown
}

/**
 * Per-field Decap options keyed by path ("packages[].priceFrom"); "omit" leaves a field out, with a reason. A hint
 * here follows the schema's (`z.meta`): the schema says what a field means, this how its box works (a photo's upload).
 */
export type FieldOverrides = Record<string, Partial<DecapField> | { omit: string }>

/** Field names whose plain reading would puzzle an owner, or that the site calls otherwise. */
const LABELS: Record<string, string> = {
  src: "Photo",
  e164: "Number for dialling",
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

/** A 1-5 rating is picked as stars; a new one starts at five. */
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
      // Decap checks the fields inside an optional object even when it is left empty ("To is required" on a card
      // without a link), so they are optional with it; the content check refuses one filled in by half.
      if (field.widget === "object") for (const inner of field.fields ?? []) inner.required = false
    }
    const hint = [field.hint, override?.hint].filter(Boolean).join(" ") || undefined
    fields.push({ ...field, ...override, hint })
  }
  return fields
}

/** The property every variant of a union of objects fixes to its own value (`type`: "hero", "text" …), if any. */
function discriminator(variants: JsonSchema[]) {
  const [first, ...others] = variants
  return Object.keys(first?.properties ?? {}).find((key) =>
    [first!, ...others].every((variant) => variant.properties?.[key]?.const !== undefined),
  )
}

/**
 * A list whose items are one of several kinds (an owner page's sections, decision 020): Decap's variable types, one
 * form per kind from that kind's own schema, picked from the list's Add menu. The kind's name is stored as `typeKey`.
 */
function typedList(
  name: string,
  label: string,
  variants: JsonSchema[],
  typeKey: string,
  path: string,
  overrides: FieldOverrides,
) {
  const types = variants.map((variant) => {
    const kind = String(variant.properties![typeKey]!.const)
    const { [typeKey]: _kind, ...properties } = variant.properties!
    const fields = objectFields({ ...variant, properties }, `${path}[]`, overrides)
    const summaryKey = SUMMARY_KEYS.find((key) => fields.some((field) => field.name === key))
    const title = variant.title ?? humanLabel(kind)
    // A collapsed item shows its heading (or name), else the kind it is: "Call button".
    const summary = summaryKey ? `{{fields.${summaryKey} | default('${title.replaceAll("'", "’")}')}}` : undefined
    return {
      name: kind,
      label: title,
      widget: "object",
      hint: variant.description,
      summary,
      fields,
    }
  })
  return { name, label, widget: "list", collapsed: true, types, typeKey: typeKey === "type" ? undefined : typeKey }
}

// Keys left undefined are dropped when the config is written as JSON.
function toField(name: string, schema: JsonSchema, path: string, overrides: FieldOverrides): DecapField {
  const { label, hint } = { label: schema.title ?? humanLabel(name), hint: schema.description }
  // Ids key the site's content (quote buttons, map areas, list keys): kept as they are, never typed. A
  // required one of a new list item is made by the editor (scripts/admin/editor.ts).
  if (name === "id") return { name, label, widget: "hidden" }
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.every((v) => v.type === "object")) return toField(name, mergeObjectVariants(variants), path, overrides)
  if (schema.enum) return { name, label, hint, widget: "select", options: schema.enum }
  switch (schema.type) {
    case "object":
      return { name, label, hint, widget: "object", collapsed: false, fields: objectFields(schema, path, overrides) }
    case "array": {
      const items = schema.items ?? { type: "string" }
      if (items.enum) return { name, label, widget: "select", multiple: true, options: items.enum }
      const item = toField(name, items, `${path}[]`, overrides)
      // A list of a fixed size (the three packages, six questions …) is edited in place, never grown or cut; other
      // sizes are the schema's to check (editor.ts).
      const fixed = schema.minItems !== undefined && schema.minItems > 0 && schema.minItems === schema.maxItems
      const growth = fixed ? { allow_add: false, allow_remove: false } : { label_singular: singular(label) }
      const variants = items.anyOf ?? items.oneOf
      const typeKey = variants?.every((v) => v.type === "object") && discriminator(variants)
      if (variants && typeKey) return { ...typedList(name, label, variants, typeKey, path, overrides), hint, ...growth }
      if (!(items.type === "object" || items.anyOf || items.oneOf)) {
        // A collapsed text item shows its words, not the list's name on every line.
        const words = ["string", "text"].includes(item.widget) ? `{{fields.${name} | truncate(80)}}` : undefined
        return { name, label, hint, widget: "list", field: { ...item, label }, summary: words, ...growth }
      }
      // Without a default, a new item's title is "No " and its first field's name ("No id").
      const summaryKey = SUMMARY_KEYS.find((k) => item.fields?.some((f) => f.name === k))
      const one = (overrides[path] as { label_singular?: string } | undefined)?.label_singular ?? singular(label)
      const summary = summaryKey && `{{fields.${summaryKey} | default('New ${one}')}}`
      return { name, label, hint, widget: "list", collapsed: true, summary, fields: item.fields ?? [], ...growth }
    }
    case "integer":
    case "number":
      return { ...numberField(name, label, schema), hint }
    case "boolean":
      return { name, label, hint, widget: "boolean", required: false }
    default: {
      // Long text gets a text box; names, titles and short values a one-line input.
      const long = (schema.minLength ?? 0) >= 10 && (schema.maxLength ?? Infinity) > 120 && !SHORT_NAMES.test(name)
      // A value the schema lets be empty ("or empty to hide the icon") is not required: Decap refuses an empty one.
      const mayBeEmpty = !schema.minLength && (!schema.pattern || new RegExp(schema.pattern).test(""))
      const required = mayBeEmpty ? false : undefined
      // Text the site renders as Markdown (an owner page's text section) gets Decap's Markdown editor.
      const widget = schema.contentMediaType === "text/markdown" ? "markdown" : long ? "text" : "string"
      return { name, label, widget, hint, required }
    }
  }
}

/**
 * A number box that keeps what was typed ("checked-number", editor.ts): Decap's own number box drops what it cannot
 * parse (249.50 became 2490). What the number may be is the schema's, checked with the whole entry.
 */
function numberField(name: string, label: string, schema: JsonSchema): DecapField {
  if (schema.type === "integer" && schema.minimum === 1 && schema.maximum === 5 && name === "rating")
    return { name, label, widget: "select", options: STARS, default: 5 }
  return { name, label, widget: "checked-number" }
}

/**
 * A content file's fields; `data`, the file as saved, gives a map's fields (the pages of pages.json, the add-on prices
 * of estimate.json), which its schema leaves open: no schema is built from content (decision 032).
 */
export function fieldsFor(schema: z.core.$ZodType, overrides: FieldOverrides = {}, data?: unknown): DecapField[] {
  return objectFields(withKeysOf(toJsonSchema(schema), data), "", overrides)
}

/** The schema with each map (an object with `additionalProperties`) given the keys the data has there, in its order. */
function withKeysOf(schema: JsonSchema, data: unknown): JsonSchema {
  if (schema.type !== "object" || typeof data !== "object" || data === null) return schema
  const values = data as Record<string, unknown>
  const open = typeof schema.additionalProperties === "object" ? (schema.additionalProperties as JsonSchema) : undefined
  const keys = [...new Set([...(open ? Object.keys(values) : []), ...Object.keys(schema.properties ?? {})])]
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    keys.map((key) => [key, schema.properties?.[key] ?? open!]),
  )
  return {
    ...schema,
    properties: Object.fromEntries(keys.map((key) => [key, withKeysOf(properties[key]!, values[key])])),
    required: open ? keys : schema.required,
  }
}

/**
 * Every field of a Decap field list with its path, in the same notation. The fields of a list's variable types share
 * the list's path, as schemaNodes merges the kinds of a union; the kind's name is the item's `typeKey` field.
 */
export function fieldNodes(fields: DecapField[], path = ""): [string, DecapField][] {
  return fields.flatMap((field) => {
    const own = path ? `${path}.${field.name}` : field.name
    const inner = field.widget === "list" ? `${own}[]` : own
    const types = (field.types ?? []) as DecapField[]
    const typeKey = (field.typeKey as string | undefined) ?? "type"
    const kind: [string, DecapField][] = types.length
      ? [[`${inner}.${typeKey}`, { name: typeKey, label: "Kind", widget: "select", options: types.map((t) => t.name) }]]
      : []
    return [
      [own, field] as [string, DecapField],
      ...kind,
      ...fieldNodes(field.fields ?? [], inner),
      ...types.flatMap((type) => fieldNodes(type.fields ?? [], inner)),
    ]
  })
}
