import data from "../../../content/commercial.json"
import { withSiteValues } from "./placeholders"
import type { CommercialContent } from "./schemas"

export const commercialContent = withSiteValues<CommercialContent>(data)
