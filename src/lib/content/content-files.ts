// Every JSON content file, declared once. Astro's collections (src/content.config.ts), the content check
// (scripts/lib/content-check.ts), the editor at /admin (scripts/admin/), the files published for the
// browser and the tests all read this table; a new content file is one entry here (docs/contributing.md).
import type * as z from "zod/mini"

import { bookingFileSchema } from "../../../common/booking.ts"
import { estimateFileSchema } from "./estimate.ts"
import {
  aboutFileSchema,
  buildersHandoverFileSchema,
  businessFileSchema,
  commercialFileSchema,
  contactFileSchema,
  faqsFileSchema,
  galleryFileSchema,
  homeFileSchema,
  labelsFileSchema,
  ndisFileSchema,
  packagesFileSchema,
  pagesFileSchema,
  portfolioFileSchema,
  residentialFileSchema,
  servicesFileSchema,
  testimonialsFileSchema,
} from "./schemas.ts"

/** The editor's sidebar groups, in the order the editor shows them (their titles are the editor's: scripts/admin/cms-config.ts). */
export const EDITOR_GROUPS = ["business", "prices", "reviews", "photos", "pages"] as const

type ContentFileDeclaration = {
  /** The file's schema: the build, the editor's form and the content check all hold the file to it. */
  schema: z.core.$ZodType
  /**
   * "build": pages read it while the site is built. "run time": also published at /content/<name>.json, where the
   * browser reads it, so a change shows without a new build of the pages that read it.
   */
  read: "build" | "run time"
  /** Its place in the editor: the sidebar group, its title there, and the page "View Live" opens (else the home page). */
  editor: { group: (typeof EDITOR_GROUPS)[number]; label: string; page?: `/${string}` }
}

/**
 * One entry per file, keyed by its name: content/<name>.json, the collection `getEntry(name, name)` reads. Within a
 * group, the editor lists the files in this order.
 */
export const CONTENT_FILES = {
  pages: {
    schema: pagesFileSchema,
    read: "build",
    editor: { group: "pages", label: "Page titles, descriptions and intros" },
  },
  faqs: { schema: faqsFileSchema, read: "build", editor: { group: "pages", label: "Home page FAQs" } },
  labels: {
    schema: labelsFileSchema,
    read: "build",
    editor: { group: "pages", label: "Buttons and labels used on several pages, and the 404 page" },
  },
  gallery: {
    schema: galleryFileSchema,
    read: "run time",
    editor: { group: "photos", label: "Gallery photos and before/after pairs", page: "/gallery" },
  },
  "portfolio-postbuild": {
    schema: portfolioFileSchema,
    read: "run time",
    editor: { group: "photos", label: "Post-build projects", page: "/gallery" },
  },
  home: { schema: homeFileSchema, read: "build", editor: { group: "pages", label: "Home page" } },
  packages: { schema: packagesFileSchema, read: "build", editor: { group: "prices", label: "Packages and add-ons" } },
  estimate: { schema: estimateFileSchema, read: "build", editor: { group: "prices", label: "Instant estimate" } },
  testimonials: { schema: testimonialsFileSchema, read: "run time", editor: { group: "reviews", label: "Reviews" } },
  services: {
    schema: servicesFileSchema,
    read: "build",
    editor: { group: "pages", label: "Services page", page: "/services" },
  },
  residential: {
    schema: residentialFileSchema,
    read: "build",
    editor: { group: "pages", label: "Residential page", page: "/residential" },
  },
  commercial: {
    schema: commercialFileSchema,
    read: "build",
    editor: { group: "pages", label: "Commercial page", page: "/commercial" },
  },
  ndis: { schema: ndisFileSchema, read: "build", editor: { group: "pages", label: "NDIS page", page: "/ndis" } },
  about: { schema: aboutFileSchema, read: "build", editor: { group: "pages", label: "About page", page: "/about" } },
  "builders-handover": {
    schema: buildersHandoverFileSchema,
    read: "build",
    editor: { group: "pages", label: "Builders handover page", page: "/builders-handover" },
  },
  contact: {
    schema: contactFileSchema,
    read: "build",
    editor: { group: "pages", label: "Contact page", page: "/contact" },
  },
  business: { schema: businessFileSchema, read: "build", editor: { group: "business", label: "Business details" } },
  // The form's preferred day and arrival window (issue 67): common/, since the lead store holds requests to it too.
  booking: {
    schema: bookingFileSchema,
    read: "build",
    editor: { group: "business", label: "Preferred day and arrival window" },
  },
} as const satisfies Record<string, ContentFileDeclaration>

export type ContentFiles = typeof CONTENT_FILES
export type ContentFileName = keyof ContentFiles
export type ContentFileSchema<N extends ContentFileName> = ContentFiles[N]["schema"]

/** A content file's place in the project: "content/home.json". */
export const contentPath = (name: string) => `content/${name}.json`

export const CONTENT_FILE_NAMES = Object.keys(CONTENT_FILES) as ContentFileName[]

/** The addresses the browser reads the run-time files at ("/content/testimonials.json"), served there as the build read them (src/pages/content/[file].json.ts). */
export const RUNTIME_CONTENT_URLS = CONTENT_FILE_NAMES.filter((name) => CONTENT_FILES[name].read === "run time").map(
  (name) => `/${contentPath(name)}`,
)
