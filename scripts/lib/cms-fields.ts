/**
 * Turns a content file's zod schema into Decap CMS fields, so the editor at /admin asks for what
 * the build's content check (scripts/check-content.ts) demands: required fields, minimum and
 * maximum lengths, patterns (with the schema's own messages), enums, list sizes and number ranges.
 * zod 4 emits JSON Schema (z.toJSONSchema, also in zod/mini); this walks that output.
 */
import * as z from "zod/mini"

/** zod's JSON Schema type; z.toJSONSchema writes no `true`/`false` schemas here, so nested ones are objects. */
type JsonSchema = z.core.JSONSchema.JSONSchema & {
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  exclusiveMinimum?: number
  "x-message"?: string
}

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

/** Per-field changes keyed by path ("packages[].priceFrom"); "omit" leaves a field out, with a reason. */
export type FieldOverrides = Record<string, Partial<DecapField> | { omit: string }>

/** JSON Schema of a content schema, as the editor writes it (input side), with zod's messages kept. */
export function toJsonSchema(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: (ctx) => {
      // The message a pattern or length check was given ("must be a date written YYYY-MM-DD"), if any.
      const messages = (ctx.zodSchema._zod.def.checks ?? []).flatMap(({ _zod: { def } }) => {
        if (!["string_format", "min_length", "max_length", "length_equals"].includes(def.check)) return []
        const message = def.error?.({ code: def.check, input: "" } as never)
        return typeof message === "string" ? [message] : []
      })
      if (messages.length) (ctx.jsonSchema as JsonSchema)["x-message"] = messages.join("; ")
    },
  }) as JsonSchema
}

/** Field names whose plain reading would puzzle an owner. */
const LABELS: Record<string, string> = { src: "Photo", e164: "Number for dialling", id: "Id", cta: "Call to action" }

function humanLabel(name: string) {
  // Underscores and camelCase humps become spaces: "hours_on_site", "priceFrom".
  const words = name.replace(/_|(?<=[a-z0-9])(?=[A-Z])/g, " ").toLowerCase()
  return LABELS[name] ?? words.charAt(0).toUpperCase() + words.slice(1)
}

/** Decap's [regex, message] for a string: the schema's pattern, or its length limits. */
function stringPattern(schema: JsonSchema): [string, string] | undefined {
  const message = schema["x-message"]
  if (schema.pattern) return [schema.pattern, message ?? `must match ${schema.pattern}`]
  const min = schema.minLength ?? 0
  const max = schema.maxLength
  if (min <= 1 && max === undefined) return undefined
  const fallback = max === undefined ? `must be at least ${min} characters` : `must be ${min} to ${max} characters long`
  return [`^[\\s\\S]{${min},${max ?? ""}}$`, message ?? fallback]
}

const SHORT_NAMES = /^(name|title|heading|label|alt|photoAlt|price|unit)$/i

/** Which field of a list item names it in the collapsed list. */
const SUMMARY_KEYS = ["name", "title", "question", "heading", "label", "days", "alt", "id"]

function objectFields(schema: JsonSchema, path: string, overrides: FieldOverrides): DecapField[] {
  const required = new Set(schema.required ?? [])
  const fields: DecapField[] = []
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const childPath = path ? `${path}.${name}` : name
    const override = overrides[childPath]
    if (override && "omit" in override) continue
    const field = toField(name, child, childPath, overrides)
    if (!required.has(name)) field.required = false
    fields.push({ ...field, ...override })
  }
  return fields
}

/** Merges a union of objects (e.g. a quote button or a link) into one object with a `kind` select. */
function mergeObjectVariants(variants: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  const requiredEverywhere = new Set(variants[0]?.required ?? [])
  for (const variant of variants) {
    for (const [name, child] of Object.entries(variant.properties ?? {})) {
      const seen = properties[name]
      if (seen && child.const !== undefined) seen.enum = [...(seen.enum ?? []), child.const]
      else if (!seen) properties[name] = child.const !== undefined ? { type: "string", enum: [child.const] } : child
    }
    for (const name of requiredEverywhere) if (!variant.required?.includes(name)) requiredEverywhere.delete(name)
  }
  return { type: "object", properties, required: [...requiredEverywhere] }
}

// Keys left undefined are dropped when the config is written as JSON.
function toField(name: string, schema: JsonSchema, path: string, overrides: FieldOverrides): DecapField {
  const label = humanLabel(name)
  const variants: JsonSchema[] | undefined = schema.anyOf ?? schema.oneOf
  if (variants) {
    if (variants.every((v) => v.type === "object")) return toField(name, mergeObjectVariants(variants), path, overrides)
    // id: number | string, date: string | Date: the editor writes text.
    const text = variants.find((v) => v.type === "string") ?? { type: "string" }
    return toField(name, text, path, overrides)
  }
  if (schema.enum) return { name, label, widget: "select", options: schema.enum }
  switch (schema.type) {
    case "object":
      return { name, label, widget: "object", collapsed: false, fields: objectFields(schema, path, overrides) }
    case "array": {
      const items = schema.items ?? { type: "string" }
      const sizes = { min: schema.minItems || undefined, max: schema.maxItems || undefined }
      if (items.enum) return { name, label, widget: "select", multiple: true, options: items.enum, ...sizes }
      const item = toField(name, items, `${path}[]`, overrides)
      if (!(items.type === "object" || items.anyOf || items.oneOf)) {
        return { name, label, widget: "list", field: { ...item, label }, ...sizes }
      }
      const summaryKey = SUMMARY_KEYS.find((k) => item.fields?.some((f) => f.name === k))
      const summary = summaryKey && `{{fields.${summaryKey}}}`
      return { name, label, widget: "list", collapsed: true, summary, fields: item.fields ?? [], ...sizes }
    }
    case "integer":
    case "number": {
      const int = schema.type === "integer"
      const min =
        schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (int ? 1 : 0))
      const max = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined
      return { name, label, widget: "number", value_type: int ? "int" : "float", min, max }
    }
    case "boolean":
      return { name, label, widget: "boolean", required: false }
    default: {
      // Long text gets a text box; names, titles and short values a one-line input.
      const long = (schema.minLength ?? 0) >= 10 && (schema.maxLength ?? Infinity) > 120 && !SHORT_NAMES.test(name)
      return { name, label, widget: long ? "text" : "string", pattern: stringPattern(schema), hint: schema.description }
    }
  }
}

/** The Decap fields of one content file (its root object's properties). */
export function fieldsFor(schema: z.core.$ZodType, overrides: FieldOverrides = {}): DecapField[] {
  return objectFields(toJsonSchema(schema), "", overrides)
}

/** Every field path of a JSON Schema ("packages[].priceFrom"), for the config-coverage test. */
export function schemaPaths(schema: JsonSchema, path = ""): string[] {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.every((v) => v.type === "object")) return schemaPaths(mergeObjectVariants(variants), path)
  if (schema.type === "object") {
    return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
      const childPath = path ? `${path}.${name}` : name
      return [childPath, ...schemaPaths(child, childPath)]
    })
  }
  if (schema.type === "array" && schema.items) return schemaPaths(schema.items, `${path}[]`)
  return []
}

/** Every field path of a Decap field list, in the same notation. */
export function fieldPaths(fields: DecapField[], path = ""): string[] {
  return fields.flatMap((field) => {
    const own = path ? `${path}.${field.name}` : field.name
    const inner = field.widget === "list" ? `${own}[]` : own
    return [own, ...fieldPaths(field.fields ?? [], inner)]
  })
}
