import data from "../../../content/residential.json"
import { fillDeep } from "./placeholders"
import type { ResidentialContent } from "./schemas"
import { siteValues } from "./site-values"

/** content/residential.json (validated at build) with its {placeholders} filled from site.config.ts. */
export const residentialContent = fillDeep(data as ResidentialContent, siteValues)
