/** The editor's validation in the browser: one safeParse of the entry, its issues by path (decision 035). */
import * as z from "zod/mini"

import { CONTENT_FILES, type ContentFileName } from "../../src/lib/content/content-files.ts"
import { namingPackages, type PackageNames } from "../../src/lib/content/estimate.ts"
import { ownerPageSchemaFor } from "../../src/lib/content/owner-pages.ts"
import { blogFrontMatterSchema } from "../../src/lib/content/schemas.ts"

/** The schema of a content file (by slug), of an owner's page (not at a `reserved` address), or of an article. */
export function entrySchema(collection: string, slug: string | undefined, reserved: readonly string[]) {
  if (collection === "owner-pages") return ownerPageSchemaFor(reserved)
  if (collection === "blog") return blogFrontMatterSchema
  return slug && Object.hasOwn(CONTENT_FILES, slug) ? CONTENT_FILES[slug as ContentFileName].schema : undefined
}

/** An entry's messages by path ("sections.0.heading"), each package named as `packages` (packages.json's) names it. */
export function issuesByPath(schema: z.core.$ZodType, data: unknown, packages: PackageNames = []) {
  const issues = new Map<string, string[]>()
  // A box left untouched is no key at all (a half-filled link): said as Decap says an empty box, where the schema
  // has no words of its own.
  const result = z.safeParse(schema, data, {
    error: (issue) => (issue.input === undefined ? "is required" : undefined),
  })
  for (const { path, message } of namingPackages(result.error?.issues ?? [], packages)) {
    const key = path.join(".")
    issues.set(key, [...(issues.get(key) ?? []), message])
  }
  return issues
}

/** The form's objects and lists by Decap's id: a name, a list's items' keys in order, `single` for a list of values. */
export type Holders = Map<string, { name: string; keys?: () => string[]; single?: boolean }>

/** A field's path from its name and `parentIds`, Decap's ids around it: a list item's follow the list's id and its key. */
export function fieldPath(name: string, parentIds: readonly (string | undefined)[], holders: Holders) {
  const path: (string | number)[] = []
  let item = false
  for (let i = 0; i < parentIds.length; i++) {
    const holder = holders.get(parentIds[i] ?? "")
    if (!holder) continue
    path.push(holder.name)
    item = Boolean(holder.keys && holder.single)
    if (holder.keys) path.push(holder.keys().indexOf(parentIds[++i] ?? ""))
  }
  // An item of a list of values is that value: its box has the list's name, and the path ends at the index.
  if (!item) path.push(name)
  return path.join(".")
}
