/** The Decap CMS config at /admin/config.yml: forms from the zod schemas (cms-fields.ts), titles from content-files. */
import { readFileSync } from "node:fs"

import type * as z from "zod/mini"

import { plainUrlProblem } from "../../common/plain-url.ts"
import { GITHUB_URL, githubAddresses, githubSignInBuilt, SIGN_IN_PATH } from "../../server/sign-in-settings.ts"
import { PHOTOS_DIR } from "../../src/lib/content/content-dir.ts"
import type { ContentOf } from "../../src/lib/content/content-file.ts"
import {
  CONTENT_FILE_NAMES,
  CONTENT_FILES,
  contentPath,
  EDITOR_GROUPS,
  type ContentFileName,
} from "../../src/lib/content/content-files.ts"
import { ownerPageSchema, RESERVED_ADDRESSES } from "../../src/lib/content/reserved-addresses.ts"
import { photoSrc } from "../../src/lib/content/runtime-schemas.ts"
import { ALT_HINT, blogFrontMatterSchema, GALLERY_CATEGORIES, photoPathSchema } from "../../src/lib/content/schemas.ts"
import { PUBLIC_PREFIX } from "../../src/lib/image-paths.ts"
import { fieldPaths } from "../lib/schema-walk.ts"
import { fieldsFor, type DecapField, type FieldOverrides } from "./cms-fields.ts"

const photo = (folder: string): Partial<DecapField> => ({
  widget: "image",
  media_folder: `/${PHOTOS_DIR}/${folder}`,
  public_folder: `${PUBLIC_PREFIX}/${folder}`,
  choose_url: false,
  hint: `Upload a JPEG, PNG or WebP photo; it is saved in ${PHOTOS_DIR}/${folder}/.`,
})

/** A photo a page names by its place under content/photos, folder/name ("team/team-01.jpg"): one folder's. */
const pagePhoto = (folder: string): Partial<DecapField> => ({
  ...photo(folder),
  public_folder: folder,
  hint: `Upload a JPEG, PNG or WebP ${folder === "logos" ? "logo (or an SVG)" : "photo"}, or choose one already in ${PHOTOS_DIR}/${folder}/.`,
})

/** The folder a page photo field uploads to: the one its photos are in, so the editor shows them (cms-config.test.ts). */
function pagePhotoFolder(path: string) {
  if (path === "hero.photo") return "hero"
  if (path.endsWith("logos[].src")) return "logos"
  if (path.startsWith("work.projects[]")) return "handover"
  if (/^(founder|sameCleaner|team)\./.test(path)) return "team"
  return "pages"
}

/** A published photo's folder: its list's name in kebab case (builderCleans, beforeAfter), a project's "postbuild". */
const publishedPhotoFolder = (path: string) =>
  path.startsWith("projects[]") ? "postbuild" : path.split("[]")[0]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Each photo field of a schema in its folder; a published photo's `alt` beside its `src` gets the hint on describing. */
const photoFields = (schema: z.core.$ZodType): FieldOverrides => ({
  ...Object.fromEntries(fieldPaths(schema, photoPathSchema).map((path) => [path, pagePhoto(pagePhotoFolder(path))])),
  ...Object.fromEntries(
    fieldPaths(schema, photoSrc).flatMap((path) => [
      [path, photo(publishedPhotoFolder(path))],
      ...(path.endsWith(".src") ? [[path.replace(/src$/, "alt"), { hint: ALT_HINT }]] : []),
    ]),
  ),
})

/** A content file as saved: its maps' keys and the packages' names shape the forms. */
const saved = (name: ContentFileName): unknown => JSON.parse(readFileSync(contentPath(name), "utf8"))

const packagesFile = saved("packages") as ContentOf<"packages">

/** Decap's options by file name; labels and hints belong on the schemas, but for two exceptions (decision 035). */
export const FILE_OVERRIDES: Partial<Record<ContentFileName, FieldOverrides>> = {
  gallery: {
    ...Object.fromEntries(GALLERY_CATEGORIES.map((key) => [key, { label_singular: "photo" }])),
    // The schema also accepts the file's other shape ({ categories: { … } }); this file uses the lists.
    categories: { omit: "the file uses the list shape (bathrooms, kitchens, … beside beforeAfter)" },
  },
  // The packages show in this order, and each id names its quote button.
  packages: { packages: { allow_reorder: false } },
  // The estimate's boxes named after the packages and add-ons they price, in packages.json (decisions 024, 035).
  estimate: Object.fromEntries([
    ...packagesFile.packages.map(({ id, name }) => [`packages.${id}`, { label: name }]),
    ...packagesFile.addOns.map(({ id, name }) => [`addOns.${id}`, { label: `${name} ($)` }]),
  ]),
  services: { "premium.cards[].included": { label_singular: "item" } },
  business: { "hours.contactPage": { label_singular: "line" } },
}

/** The editor's sidebar groups, in the order of EDITOR_GROUPS; each lists its files in their declaration's order. */
const GROUP_TITLES: Record<(typeof EDITOR_GROUPS)[number], { label: string; description: string }> = {
  business: {
    label: "Business details",
    description:
      "Name, phone, e-mail, ABN, hours, suburbs, social links, quote form, rating and founder; the days customers may ask for.",
  },
  prices: {
    label: "Packages and add-ons",
    description:
      "The three cleaning packages with their 'from' prices, the add-ons, and the instant estimate's prices.",
  },
  reviews: { label: "Reviews", description: "Customer reviews shown on the home page." },
  photos: {
    label: "Gallery and projects",
    description: "Gallery photos, before/after pairs and post-build projects.",
  },
  pages: { label: "Pages", description: "Page titles and descriptions, FAQs, and the text of each page." },
}

function fileCollections() {
  return EDITOR_GROUPS.map((group) => ({
    name: group,
    ...GROUP_TITLES[group],
    editor: { preview: false },
    files: CONTENT_FILE_NAMES.filter((name) => CONTENT_FILES[name].editor.group === group).map((name) => {
      const { schema, editor } = CONTENT_FILES[name]
      return {
        name,
        label: editor.label,
        file: contentPath(name),
        preview_path: "page" in editor ? editor.page : undefined,
        format: "json",
        fields: fieldsFor(schema, { ...photoFields(schema), ...FILE_OVERRIDES[name] }, saved(name)),
      }
    }),
  }))
}

const folderCollection = <T extends object>(collection: T) => ({
  create: true,
  slug: "{{fields.slug}}",
  identifier_field: "title",
  editor: { preview: false },
  ...collection,
})

export const blogCollection = () =>
  folderCollection({
    name: "blog",
    label: "Blog articles",
    label_singular: "Article",
    description: "Articles under /blog. The web address comes from the slug field.",
    folder: "content/blog",
    extension: "md",
    format: "frontmatter",
    preview_path: "blog/{{slug}}",
    summary: "{{title}} ({{date}})",
    fields: [
      ...fieldsFor(blogFrontMatterSchema, {
        date: { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false },
        photo: pagePhoto("blog"),
      }),
      { name: "body", label: "Article", widget: "markdown" },
    ],
  })

/** The pages the owner adds (decision 020): one JSON file per page, named after its address. */
export const ownerPagesCollection = () =>
  folderCollection({
    name: "owner-pages",
    label: "Added pages",
    label_singular: "page",
    description:
      "Pages you add yourself, built from the site's own sections: a new service, an offer, a page for a town. Each has its own web address.",
    folder: "content/owner-pages",
    extension: "json",
    format: "json",
    delete: true,
    preview_path: "{{slug}}",
    // "{{slug}}" alone is the entry's identifier to Decap, which is its title; the address is the field.
    summary: "{{title}} (/{{fields.slug}})",
    fields: fieldsFor(ownerPageSchema, {
      ...photoFields(ownerPageSchema),
      slug: {
        // The address box (editor.ts) also refuses another page's address; the editor's schema needs `reserved`.
        widget: "page-address",
        reserved: RESERVED_ADDRESSES,
      },
    }),
  })

/** The editor's config from the CMS_* settings (docs/deploy.md); `siteUrl` is where "View Live" goes (admin.ts). */
export function cmsConfig(env: Record<string, string | undefined>, siteUrl: string) {
  const backend = env.CMS_BACKEND?.trim() || "github"
  if (backend !== "github" && backend !== "git-gateway")
    throw new Error(`CMS_BACKEND must be "github" or "git-gateway", got "${backend}"`)
  const repo = env.CMS_REPO?.trim() || undefined
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_REPO must look like "owner/name", got "${repo}"`)
  const proxyPort = Number(env.CMS_PROXY_PORT ?? 8081)
  if (!Number.isInteger(proxyPort) || proxyPort < 1) throw new Error(`CMS_PROXY_PORT must be a port number`)
  const authUrl = env.CMS_AUTH_URL?.trim()
  // The sign-in's origin, which the editor trusts and its policy may name: a plain address (decision 029).
  if (authUrl) {
    const problem = URL.canParse(authUrl)
      ? plainUrlProblem(authUrl, "github.example.com")
      : 'must be a full web address starting with https://, like "https://auth.example.com"'
    if (problem) throw new Error(`CMS_AUTH_URL ${problem}, not "${authUrl}"`)
  }
  const github = githubAddresses(env)
  const ownSignIn = backend === "github" && githubSignInBuilt(env)
  // Decap opens `${base_url}/${auth_endpoint}` and believes only messages from exactly that origin.
  const signIn = ownSignIn
    ? { base_url: new URL(authUrl || siteUrl).origin, auth_endpoint: SIGN_IN_PATH.slice(1) }
    : authUrl
      ? { base_url: authUrl }
      : {}
  return {
    backend: {
      name: backend,
      branch: env.CMS_BRANCH?.trim() || "main",
      ...(backend === "github" ? { repo: repo ?? "owner/repository" } : {}),
      ...signIn,
      ...(backend === "github" && github.githubUrl !== GITHUB_URL ? { api_root: github.apiUrl } : {}),
      commit_messages: {
        create: "Editor: create {{collection}} “{{slug}}”",
        update: "Editor: update {{collection}} “{{slug}}”",
        delete: "Editor: delete {{collection}} “{{slug}}”",
        uploadMedia: "Editor: upload “{{path}}”",
        deleteMedia: "Editor: delete “{{path}}”",
      },
    },
    // Decap uses decap-server only when the editor itself is opened on localhost (npm run cms).
    local_backend: { url: `http://localhost:${proxyPort}/api/v1` },
    publish_mode: "simple",
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: PHOTOS_DIR,
    public_folder: PUBLIC_PREFIX,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [...fileCollections(), ownerPagesCollection(), blogCollection()],
  }
}
