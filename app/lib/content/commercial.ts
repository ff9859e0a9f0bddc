import data from "../../../content/commercial.json"
import type { CommercialContent } from "./schemas"
import { withSiteValues } from "./site-values"

export const commercialContent = withSiteValues<CommercialContent>(data)
