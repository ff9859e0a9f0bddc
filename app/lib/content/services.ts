import data from "../../../content/services.json"
import { fillDeep } from "./placeholders"
import type { ServicesContent } from "./schemas"
import { siteValues } from "./site-values"

/** content/services.json (validated at build) with its {placeholders} filled from site.config.ts. */
export const servicesContent = fillDeep(data as ServicesContent, siteValues)
