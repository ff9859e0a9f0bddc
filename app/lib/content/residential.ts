import data from "../../../content/residential.json"
import { withSiteValues } from "./placeholders"
import type { ResidentialContent } from "./schemas"

export const residentialContent = withSiteValues<ResidentialContent>(data)
