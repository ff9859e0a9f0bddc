/** Content schemas' fields by path, for the editor's forms and the content check, neither reading through the other. */
import * as z from "zod/mini"

/** zod's JSON Schema type; z.toJSONSchema writes no `true`/`false` schemas here, so nested ones are objects. */
export type JsonSchema = z.core.JSONSchema.JSONSchema & {
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

/** JSON Schema of a content schema, as the editor's forms are made from it (input side). */
export const toJsonSchema = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema

/** Which field of a list item names it in the collapsed list (and in the content check's messages). */
export const SUMMARY_KEYS = ["name", "title", "question", "heading", "label", "days", "alt"]

/** Merges a union of objects (e.g. a quote button or a link) into one object with a `kind` select. */
export function mergeObjectVariants(variants: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  for (const variant of variants)
    for (const [name, child] of Object.entries(variant.properties ?? {})) {
      const seen = properties[name]
      if (seen && child.const !== undefined) seen.enum = [...(seen.enum ?? []), child.const]
      else if (!seen) properties[name] = child.const !== undefined ? { type: "string", enum: [child.const] } : child
    }
  const required = (variants[0]?.required ?? []).filter((name) => variants.every((v) => v.required?.includes(name)))
  return { type: "object", properties, required }
}

/** Every field of a JSON Schema with its path ("packages[].priceFrom"). */
export function schemaNodes(schema: JsonSchema, path = ""): [string, JsonSchema][] {
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.every((v) => v.type === "object")) return schemaNodes(mergeObjectVariants(variants), path)
  if (schema.type === "object")
    return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
      const childPath = path ? `${path}.${name}` : name
      return [[childPath, child] as [string, JsonSchema], ...schemaNodes(child, childPath)]
    })
  if (schema.type === "array" && schema.items) return schemaNodes(schema.items, `${path}[]`)
  return []
}

/** The values at a field path of parsed content, in schemaNodes' notation ("team.members[].image"). */
export function valuesAt(data: unknown, path: string): unknown[] {
  return path.split(".").reduce<unknown[]>(
    (values, key) => {
      const list = key.endsWith("[]")
      const inner = values.map((v) => (v as Record<string, unknown> | undefined)?.[list ? key.slice(0, -2) : key])
      return (list ? inner.flatMap((v) => (Array.isArray(v) ? v : [])) : inner).filter((v) => v !== undefined)
    },
    [data],
  )
}

/** The paths of a content schema's fields of one kind, known by the pattern their schema gives them. */
export function fieldPaths(schema: z.core.$ZodType, kind: z.core.$ZodType) {
  const { pattern } = toJsonSchema(kind)
  return schemaNodes(toJsonSchema(schema))
    .filter(([, node]) => node.pattern === pattern)
    .map(([path]) => path)
}
