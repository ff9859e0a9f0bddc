import data from "../../../content/contact.json"
import { fillDeep } from "./placeholders"
import type { ContactContent } from "./schemas"
import { siteValues } from "./site-values"

/** content/contact.json (validated at build) with its {placeholders} filled from site.config.ts. */
export const contactContent = fillDeep(data as ContactContent, siteValues)
