import data from "../../../content/builders-handover.json"
import { fillDeep } from "./placeholders"
import type { BuildersHandoverContent } from "./schemas"
import { siteValues } from "./site-values"

/** content/builders-handover.json (validated at build) with its {placeholders} filled from site.config.ts. */
export const buildersHandoverContent = fillDeep(data as BuildersHandoverContent, siteValues)
