import data from "../../../content/about.json"
import { fillDeep } from "./placeholders"
import type { AboutContent } from "./schemas"
import { siteValues } from "./site-values"

/** content/about.json (validated at build) with its {placeholders} filled from site.config.ts. */
export const aboutContent = fillDeep(data as AboutContent, siteValues)
