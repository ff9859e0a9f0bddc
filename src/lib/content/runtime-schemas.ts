// The files the browser reads at run time and the shared helpers, apart from schemas.ts so a widget builds only these.
import * as z from "zod/mini"

import { publishedPhotoUrl } from "../image-paths.ts"
import { placeholdersIn, unknownPlaceholderMessage, unknownPlaceholders } from "./placeholder-names.ts"
import { wholeNumber } from "./schema-parts.ts"

const text = (min = 1) =>
  z.string().check(z.trim(), z.minLength(min, `must be at least ${min} character${min === 1 ? "" : "s"}`))

/** Any {name} in the text is a known placeholder or one of `figures`. */
const knownPlaceholders = (figures: readonly string[]) => {
  const unknown = (value: string) => unknownPlaceholders(value).filter((name) => !figures.includes(name))
  return z.refine<string>((value) => unknown(value).length === 0, {
    error: (issue) => unknownPlaceholderMessage(unknown(String(issue.input)), figures),
  })
}

/** The site's words; they may also name `names`, which something other than the build fills (a reply's {firstName}). */
export const copy = (min = 1, names: readonly string[] = []) => text(min).check(knownPlaceholders(names))

/** Words the site writes figures into, such as "More than {count}" (decision 036): each of `figures` must be there. */
export const copyWithFigures = (figures: readonly string[], min = 3) => {
  const marks = figures.map((name) => `{${name}}`).join(" and ")
  return text(min).check(
    z.refine((value) => figures.every((name) => placeholdersIn(value).includes(name)), {
      message: `must keep ${marks}: the site writes the figure there`,
    }),
    knownPlaceholders(figures),
    z.meta({ description: `Keep ${marks}: the site writes the figure there.` }),
  )
}

/** Text shown as written (run-time files, and business.json, which fills the placeholders): no {placeholder}. */
export const asWritten = (min = 1) =>
  text(min).check(
    z.refine((value) => placeholdersIn(value).length === 0, {
      message: "is shown as written: write the name or figure itself, not a {placeholder}",
    }),
  )

/** Ids the editor makes for new items (one more than the largest) and a hand edit might repeat. */
const distinctIds = (what: string) =>
  z.superRefine((list: { id: unknown }[], ctx) => {
    const ids = list.map((item) => String(item.id))
    ids.forEach((id, index) => {
      const first = ids.indexOf(id)
      if (first === index) return
      ctx.issues.push({
        code: "custom",
        input: list[index]!.id,
        path: [index, "id"],
        message: `is the id of an earlier ${what} too (item [${first}]); each ${what} needs its own id`,
      })
    })
  })

/** The refusal of a photo's name, by the kinds the box takes and a name it would take. */
export const photoFileMessage = (kinds: string, example: string) =>
  `must be a ${kinds} under content/photos, named in lowercase like "${example}" (an iPhone photo: export it as JPEG first)`

/** A photo of content/photos by its public path; read as the `.jpg` the image pipeline publishes for any upload. */
export const photoSrc = z
  .string()
  .check(
    z.regex(
      /^\/api\/content\/attached_assets\/[a-z0-9][a-z0-9/_-]*\.(jpe?g|png|webp|avif)$/,
      photoFileMessage("JPEG, PNG, WebP or AVIF photo", "bathrooms/bathroom-01.jpg"),
    ),
    z.overwrite(publishedPhotoUrl),
  )

export const oneSentence = z.maxLength(200, "must be at most 200 characters (describe the photo in one sentence)")
const altText = asWritten(10).check(oneSentence)

/** The gallery tabs with photos, in tab order; `builderCleans` is added to the first three (bathrooms, kitchens, commercial). */
export const GALLERY_CATEGORIES = ["bathrooms", "kitchens", "commercial", "builderCleans"] as const
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]

/** One gallery photo: {src, alt, title} or {id, src, alt}; normaliseGallery fills the rest. */
const galleryImageSchema = z.strictObject({
  id: z.optional(z.union([text(1), z.number()])),
  src: photoSrc,
  alt: altText,
  title: z.optional(asWritten(2)),
})

const beforeAfterItemSchema = z.strictObject({
  id: z.union([text(1), z.number()]),
  title: asWritten(3),
  description: asWritten(10),
  before: photoSrc,
  after: photoSrc,
  beforeLabel: z.optional(asWritten(1)),
  afterLabel: z.optional(asWritten(1)),
  /** Alt text of each photo; defaults to "{title}: {label}". */
  beforeAlt: z.optional(altText),
  afterAlt: z.optional(altText),
})

const galleryList = z.optional(z.array(galleryImageSchema))
const galleryCategoriesSchema = z.strictObject(
  Object.fromEntries(GALLERY_CATEGORIES.map((key) => [key, galleryList])) as Record<
    GalleryCategory,
    typeof galleryList
  >,
)

/** content/gallery.json: the categories in a `categories` object or as top-level lists, never both; a missing one is empty. */
export const galleryFileSchema = z
  .strictObject({
    categories: z.optional(galleryCategoriesSchema),
    ...galleryCategoriesSchema.shape,
    beforeAfter: z.optional(z.array(beforeAfterItemSchema).check(distinctIds("pair"))),
  })
  .check(
    z.superRefine((file, ctx) => {
      if (!file.categories) return
      for (const key of GALLERY_CATEGORIES.filter((category) => file[category]))
        ctx.issues.push({
          code: "custom",
          input: file[key],
          path: [key],
          message: `must sit inside "categories" (this file uses the categories object, so lists beside it are not read)`,
        })
    }),
  )

export type GalleryFile = z.infer<typeof galleryFileSchema>

const PORTFOLIO_CATEGORIES = ["new_build", "kitchen_reno", "bath_reno"] as const
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number]

const portfolioProjectSchema = z.strictObject({
  id: z.optional(text(1)),
  title: asWritten(3),
  suburb: asWritten(2),
  hours_on_site: z.number("must be a number of hours, e.g. 12").check(z.positive("must be more than 0")),
  category: z.enum(PORTFOLIO_CATEGORIES, `must be one of ${PORTFOLIO_CATEGORIES.join(", ")}`),
  images: z
    .array(z.strictObject({ src: photoSrc, alt: altText }))
    .check(z.minLength(1, "must list at least one photo")),
})

export const portfolioFileSchema = z.strictObject({ projects: z.array(portfolioProjectSchema) })

export type PortfolioProject = z.infer<typeof portfolioProjectSchema>

const testimonialSchema = z.strictObject({
  id: z.union([z.number(), text(1)]),
  rating: wholeNumber("must be a whole number of stars", 1).check(z.lte(5, "must be at most 5")),
  text: asWritten(10),
  name: asWritten(2),
  location: asWritten(2),
  service: asWritten(2),
})

export const testimonialsFileSchema = z.strictObject({
  testimonials: z.array(testimonialSchema).check(distinctIds("review")),
})

export type Testimonial = z.infer<typeof testimonialSchema>

/** One line per problem: the file, the field, (from the content check) which list item it is in, what is wrong. */
export function formatIssues(
  file: string,
  error: { issues: readonly z.core.$ZodIssue[] },
  itemNote = (_path: PropertyKey[]) => "",
) {
  return error.issues
    .map((issue) => `${file}: ${z.core.toDotPath(issue.path) || "(root)"}${itemNote(issue.path)}: ${issue.message}`)
    .join("\n")
}

export function parseFile<T>(schema: z.ZodMiniType<T>, file: string, data: unknown): T {
  const result = schema.safeParse(data)
  if (!result.success) throw new Error(formatIssues(file, result.error))
  return result.data
}
