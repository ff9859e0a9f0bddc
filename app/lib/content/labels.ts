import data from "../../../content/labels.json"
import { fillDeep } from "./placeholders"
import type { Labels } from "./schemas"
import { siteValues } from "./site-values"

/** content/labels.json (validated at build): button and link labels shared by several pages. */
export const labels = fillDeep(data as Labels, siteValues)
