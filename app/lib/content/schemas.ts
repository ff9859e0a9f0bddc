/**
 * One schema per content file. zod/mini keeps the browser cost small: the run-time JSON files are
 * checked in the browser with these same schemas, and the build checks every file with them
 * (scripts/check-content.ts), so an owner's typo fails the build with the file, field and problem.
 */
import * as z from "zod/mini"

const text = (min = 1) => z.string().check(z.trim(), z.minLength(min, `must be at least ${min} character${min === 1 ? "" : "s"}`))

/** Search-result text limits, as search engines show them. */
export const seoSchema = z.strictObject({
  title: text(3).check(z.maxLength(60, "must be at most 60 characters (search results cut longer titles)")),
  description: text(50).check(z.maxLength(170, "must be at most 170 characters (search results cut longer text)")),
})

export const pageCopySchema = z.strictObject({
  ...seoSchema.shape,
  heading: text(3),
  intro: text(10),
})

export const PAGE_KEYS = [
  "home",
  "services",
  "residential",
  "commercial",
  "ndis",
  "about",
  "gallery",
  "beforeAfter",
  "buildersHandover",
  "contact",
  "blog",
  "notFound",
] as const

export const pagesFileSchema = z.strictObject(
  Object.fromEntries(PAGE_KEYS.map((key) => [key, pageCopySchema])) as Record<
    (typeof PAGE_KEYS)[number],
    typeof pageCopySchema
  >,
)

export const faqItemSchema = z.strictObject({ question: text(5), answer: text(10) })
export const faqsFileSchema = z.strictObject({ home: z.array(faqItemSchema).check(z.length(6, "must list exactly six questions")) })

export const BLOG_CATEGORIES = ["Health & Wellness", "Residential Cleaning", "Commercial Cleaning"] as const

export const blogFrontMatterSchema = z.strictObject({
  ...seoSchema.shape,
  title: text(10),
  date: z.pipe(
    z.union([z.string(), z.date()]),
    z.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
  ).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")),
  readTime: z.number().check(z.int(), z.positive()),
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")),
  category: z.enum(BLOG_CATEGORIES),
  cta: z.enum(["residential", "commercial"]),
})

export type PageCopy = z.infer<typeof pageCopySchema>
export type FaqItem = z.infer<typeof faqItemSchema>
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>

/** "content/file.json: projects[0].category: Invalid option …", one line per problem. */
export function formatIssues(file: string, error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  return error.issues
    .map((issue) => {
      const path = issue.path
        .map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`))
        .join("")
      return `${file}: ${path || "(root)"}: ${issue.message}`
    })
    .join("\n")
}

/** Every JSON content file and its schema; scripts/check-content.ts checks each at build time. */
export const CONTENT_FILE_SCHEMAS = {
  "content/pages.json": pagesFileSchema,
  "content/faqs.json": faqsFileSchema,
} as const
