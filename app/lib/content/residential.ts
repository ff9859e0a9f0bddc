import data from "../../../content/residential.json"
import type { ResidentialContent } from "./schemas"
import { withSiteValues } from "./site-values"

export const residentialContent = withSiteValues<ResidentialContent>(data)
