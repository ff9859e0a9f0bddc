import data from "../../../content/commercial.json"
import { fillDeep } from "./placeholders"
import type { CommercialContent } from "./schemas"
import { siteValues } from "./site-values"

/** content/commercial.json (validated at build) with its {placeholders} filled from site.config.ts. */
export const commercialContent = fillDeep(data as CommercialContent, siteValues)
