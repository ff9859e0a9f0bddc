import data from "../../../content/ndis.json"
import { fillDeep } from "./placeholders"
import type { NdisContent } from "./schemas"
import { siteValues } from "./site-values"

/** content/ndis.json (validated at build) with its {placeholders} filled from site.config.ts. */
export const ndisContent = fillDeep(data as NdisContent, siteValues)
