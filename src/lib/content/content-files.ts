// Every JSON content file, declared once (decision 025): whatever reads the content files reads this table.
import type * as z from "zod/mini"

import { bookingFileSchema } from "../../../common/booking.ts"
import { estimateFileSchema } from "./estimate.ts"
import { repliesFileSchema } from "./replies.ts"
import * as schemas from "./schemas.ts"

/** The editor's sidebar groups, in the order the editor shows them (their titles are the editor's: scripts/editor/cms-config.ts). */
export const EDITOR_GROUPS = ["business", "prices", "reviews", "photos", "pages"] as const
type EditorGroup = (typeof EDITOR_GROUPS)[number]

/**
 * "run time": also published at /content/<name>.json for the browser, so a change shows without a new build. The
 * editor: the sidebar group, the file's title there, and the page "View Live" opens (else the home page).
 */
const declare =
  <R extends "build" | "run time">(read: R) =>
  <S extends z.core.$ZodType>(schema: S, group: EditorGroup, label: string, page?: `/${string}`) => ({
    schema,
    read,
    editor: { group, label, ...(page && { page }) },
  })

const built = declare("build")
const readAtRunTime = declare("run time")

/** Keyed by the file's name, content/<name>.json; within a group, the editor lists the files in this order. */
export const CONTENT_FILES = {
  pages: built(schemas.pagesFileSchema, "pages", "Page titles, descriptions and intros"),
  faqs: built(schemas.faqsFileSchema, "pages", "Home page FAQs"),
  labels: built(schemas.labelsFileSchema, "pages", "Buttons and labels used on several pages, and the 404 page"),
  gallery: readAtRunTime(schemas.galleryFileSchema, "photos", "Gallery photos and before/after pairs", "/gallery"),
  "portfolio-postbuild": readAtRunTime(schemas.portfolioFileSchema, "photos", "Post-build projects", "/gallery"),
  home: built(schemas.homeFileSchema, "pages", "Home page"),
  packages: built(schemas.packagesFileSchema, "prices", "Packages and add-ons"),
  estimate: built(estimateFileSchema, "prices", "Instant estimate"),
  testimonials: readAtRunTime(schemas.testimonialsFileSchema, "reviews", "Reviews"),
  services: built(schemas.servicesFileSchema, "pages", "Services page", "/services"),
  residential: built(schemas.residentialFileSchema, "pages", "Residential page", "/residential"),
  commercial: built(schemas.commercialFileSchema, "pages", "Commercial page", "/commercial"),
  ndis: built(schemas.ndisFileSchema, "pages", "NDIS page", "/ndis"),
  about: built(schemas.aboutFileSchema, "pages", "About page", "/about"),
  "builders-handover": built(
    schemas.buildersHandoverFileSchema,
    "pages",
    "Builders handover page",
    "/builders-handover",
  ),
  contact: built(schemas.contactFileSchema, "pages", "Contact page", "/contact"),
  business: built(schemas.businessFileSchema, "business", "Business details"),
  // The form's preferred day and arrival window (issue 67): common/, since the lead store holds requests to it too.
  booking: built(bookingFileSchema, "business", "Preferred day and arrival window"),
  replies: built(repliesFileSchema, "business", "Replies to customers and reminders"),
}

export type ContentFileName = keyof typeof CONTENT_FILES
export type ContentFileSchema<N extends ContentFileName> = (typeof CONTENT_FILES)[N]["schema"]

export const contentPath = (name: string) => `content/${name}.json`

export const CONTENT_FILE_NAMES = Object.keys(CONTENT_FILES) as ContentFileName[]

/** Where the browser reads the run-time files ("/content/testimonials.json"; src/pages/content/[file].json.ts). */
export const RUNTIME_CONTENT_URLS = CONTENT_FILE_NAMES.filter((name) => CONTENT_FILES[name].read === "run time").map(
  (name) => `/${contentPath(name)}`,
)
