// The pages the owner adds in the editor (decision 020), each section type an existing section's schema with a `type`.
// The editor's browser code runs these too, so this module reads no file: the reserved addresses are handed in.
import * as z from "zod/mini"

import {
  alt,
  ALT_HINT,
  cardSection,
  checkListSection,
  contactFileSchema,
  copy,
  ctaBandSchema,
  faqItemSchema,
  namingValue,
  photoPathSchema,
  processStepSchema,
  says,
  section,
  sectionIntroSchema,
  seoSchema,
  sitePathSchema,
} from "./schemas.ts"

/** The address rules' words; the editor's address box says the last two (scripts/editor/editor.ts). */
export const ADDRESS_MESSAGES = {
  format: "must be lowercase words joined by hyphens, such as window-cleaning (no spaces or capitals)",
  reserved: "is taken by the site itself (/%{value}): choose another address, such as %{value}-albury",
  taken: "is already the address of another page, “%{title}”: choose another address",
  moved:
    "cannot change once the page is saved (the file keeps its name): to move the page, add a new one and delete this",
}

const pageAddressSchema = (reserved: readonly string[]) =>
  z.string().check(
    z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: ADDRESS_MESSAGES.format, abort: true }),
    z.refine((slug) => !reserved.includes(slug), { error: namingValue(ADDRESS_MESSAGES.reserved) }),
    says(
      "Web address",
      "Lowercase words joined by hyphens, such as window-cleaning: the page is then at /window-cleaning. Set it once, when the page is new.",
    ),
  )

/** A photo and its description, both or neither (the editor cannot tie two boxes together; the content check does). */
const photoWithAlt = {
  photo: z.optional(photoPathSchema),
  photoAlt: z.optional(
    alt.check(says("Photo description", "What the photo shows, in one sentence (needed with a photo).")),
  ),
}
const bothOrNeither = z.superRefine((data: { photo?: string; photoAlt?: string }, ctx) => {
  if (data.photo && !data.photoAlt)
    ctx.issues.push({
      code: "custom",
      input: data,
      path: ["photoAlt"],
      message: "must describe the photo in one sentence",
    })
})

/** One kind of a list whose items differ by `type` (a button, a section), named for the editor's "Add" menu. */
const kind = <K extends string, T extends z.core.$ZodLooseShape>(
  type: K,
  title: string,
  description: string | undefined,
  shape: T,
) => z.strictObject({ type: z.literal(type), ...shape }).check(says(title, description))

const buttonWords = copy(3).check(
  says("Words", "The words on the button (a quote or call button without them keeps its usual words)."),
)

const buttons = z.optional(
  z
    .array(
      z.discriminatedUnion("type", [
        kind("quote", "Request a Quote button", undefined, { label: z.optional(buttonWords) }),
        kind("call", "Call button", undefined, { label: z.optional(buttonWords) }),
        kind("link", "Link to a page", undefined, {
          to: sitePathSchema.check(says("Page", "The address of a page of this site, such as /contact.")),
          label: buttonWords,
        }),
      ]),
    )
    .check(
      z.maxLength(3, "must list at most three buttons"),
      says(undefined, "None added: “Request a Quote” and “Call Us”."),
    ),
)

const threeOrFour = "must list three or four steps"

/** safe-html.ts's markupProblems (decision 029), which the editor's browser code cannot run (a native binding). */
type MarkupCheck = (body: string) => string[]

/** The section types; src/pages/[slug].astro draws each with its section component. */
export const ownerSectionSchemaFor = (markup?: MarkupCheck) =>
  z.discriminatedUnion("type", [
    kind(
      "hero",
      "Page hero",
      "The top of the page: its main heading, a line under it, buttons and a photo. Put it first.",
      { eyebrow: z.optional(copy(2)), heading: copy(3), intro: copy(10), ...photoWithAlt, buttons },
    ).check(bothOrNeither),
    kind("text", "Text", "Paragraphs, lists and links, written in Markdown.", {
      heading: z.optional(copy(3)),
      // No script, redirect, embed or javascript: link (decision 029): the page would show them as text or words alone.
      body: copy(10).check(
        z.meta({
          title: "Text",
          description:
            "Markdown: `**bold**`, a list with `-` at the start of each line, a link as `[words](/contact)`.",
          contentMediaType: "text/markdown",
        }),
        z.superRefine((body, ctx) => {
          for (const message of markup?.(body) ?? []) ctx.issues.push({ code: "custom", input: body, message })
        }),
      ),
    }),
    kind("cards", "Cards with icons", "Two or more cards, each with an icon, a title and a line.", cardSection().shape),
    kind("checklist", "Checklist", "Three or more points with check marks.", checkListSection.shape),
    kind("steps", "Steps", "Three or four numbered steps.", {
      ...sectionIntroSchema.shape,
      steps: z.array(processStepSchema).check(z.minLength(3, threeOrFour), z.maxLength(4, threeOrFour)),
    }),
    kind(
      "questions",
      "Questions and answers",
      "Questions that open to show their answer; search engines read them too.",
      section({ questions: z.array(faqItemSchema).check(z.minLength(1, "must list at least one question")) }).shape,
    ),
    kind("photos", "Photos", "Photos that open larger when clicked.", {
      ...sectionIntroSchema.shape,
      photos: z
        .array(
          z.strictObject({
            photo: photoPathSchema,
            alt: alt.check(says(undefined, ALT_HINT)),
            title: z.optional(copy(2)),
          }),
        )
        .check(z.minLength(1, "must list at least one photo")),
    }),
    kind("reviews", "Reviews", "The reviews from Reviews, in a carousel.", sectionIntroSchema.shape),
    kind(
      "estimate",
      "Instant estimate",
      "The price estimate from Instant estimate, every price beside its choice; shown only while that is switched on.",
      sectionIntroSchema.shape,
    ),
    kind("call-to-action", "Call to action", "A dark band with a heading, a line and buttons.", {
      ...ctaBandSchema.shape,
      buttons,
    }),
    kind("contact", "Contact details", "Phone, e-mail and opening hours, from Business details.", {
      cardsLabel: contactFileSchema.shape.cardsLabel.check(says("Name for screen readers")),
      cards: contactFileSchema.shape.cards,
    }),
  ])

/** An owner's page, whose address may not be one of `reserved`, the site's own (reserved-addresses.ts). */
export const ownerPageSchemaFor = (reserved: readonly string[], markup?: MarkupCheck) =>
  z
    .strictObject({
      title: seoSchema.shape.title.check(says(undefined, "Shown in the browser tab and in search results.")),
      description: seoSchema.shape.description.check(
        says(undefined, "One or two sentences for search results and shared links."),
      ),
      slug: pageAddressSchema(reserved),
      ...photoWithAlt,
      photo: z.optional(
        photoPathSchema.check(
          says(
            "Photo for shared links",
            "Optional: the picture a link to this page shows on Facebook or in a message; without one, the hero's photo.",
          ),
        ),
      ),
      linkLabel: z.optional(
        copy(2).check(
          z.maxLength(30, "must be at most 30 characters (it sits in a menu)"),
          says("Link words", "The words of its link in the footer or menu; without them, the title."),
        ),
      ),
      showInFooter: z.optional(z.boolean().check(says("Link from the footer"))),
      showInMenu: z.optional(
        z.boolean().check(says("Also in the header menu", "Off unless you turn it on: the menu keeps its six links.")),
      ),
      draft: z.optional(z.boolean().check(says("Draft", "A draft is saved but not built: it is not on the site."))),
      sections: z
        .array(ownerSectionSchemaFor(markup))
        .check(
          z.minLength(1, "must have at least one section"),
          says(
            undefined,
            "Add sections with “Add section”, drag one by its handle to move it, and remove one with its ×.",
          ),
        ),
    })
    .check(
      bothOrNeither,
      // The hero holds the page's one main heading (h1), so a page has at most one, at its top.
      z.superRefine((page, ctx) => {
        page.sections.forEach((section, index) => {
          if (section.type === "hero" && index > 0)
            ctx.issues.push({
              code: "custom",
              input: section,
              path: ["sections", index],
              // Said after the list's label in the editor ("Sections must …"), after the section in the build.
              message:
                "must start with the page hero, and a page has only one: move the page hero to the top or remove it",
            })
        })
      }),
    )

export type OwnerPage = z.infer<ReturnType<typeof ownerPageSchemaFor>>
export type OwnerSection = OwnerPage["sections"][number]
export type OwnerButtons = z.infer<typeof buttons>
