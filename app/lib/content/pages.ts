import pages from "../../../content/pages.json"

import type { PageCopy, PAGE_KEYS } from "./schemas.ts"

/** Page headings, intros and search text from content/pages.json (validated at build). */
export const pageCopy: Record<(typeof PAGE_KEYS)[number], PageCopy> = pages
