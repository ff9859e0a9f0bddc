import { existsSync, readdirSync } from "node:fs"

import { getCollection, getEntry } from "astro:content"

import { inContentDir } from "./content-dir.ts"
import type { ContentOf } from "./content-file.ts"
import type { ContentFileName as ContentName } from "./content-files.ts"

/** The one way a page reaches a JSON content file: its entry in Astro's content layer (decision 043). */
export async function readContent<N extends ContentName>(name: N): Promise<ContentOf<N>> {
  const entry = await getEntry(name, name)
  if (!entry) throw new Error(`content/${name}.json: (file): missing`)
  return entry.data as ContentOf<N>
}

export async function pageCopy<K extends keyof ContentOf<"pages">>(key: K): Promise<ContentOf<"pages">[K]> {
  const copy = (await readContent("pages"))[key]
  if (!copy) throw new Error(`content/pages.json: ${String(key)}: missing (the page's title, description and heading)`)
  return copy
}

// Astro warns "does not exist or is empty" at every getCollection of an empty collection, so an empty one is not asked.
const anyOwnerPage = (dir = inContentDir("owner-pages")) =>
  existsSync(dir) && readdirSync(dir).some((name) => /^[^.].*\.json$/.test(name))

/** The pages the owner added in the editor (decision 020), drafts left out: they are not built. */
export async function ownerPages() {
  if (!anyOwnerPage()) return []
  return (await getCollection("ownerPages", ({ data }) => !data.draft))
    .map(({ data }) => data)
    .sort((a, b) => a.slug.localeCompare(b.slug))
}

/** The owner's pages linked from the footer, and those the owner asked to be in the header menu (off by default). */
export async function ownerPageLinks() {
  const pages = await ownerPages()
  const link = ({ slug, linkLabel, title }: (typeof pages)[number]) => ({ to: `/${slug}`, label: linkLabel ?? title })
  return {
    footer: pages.filter((page) => page.showInFooter).map(link),
    menu: pages.filter((page) => page.showInMenu).map(link),
  }
}
