import data from "../../../content/services.json"
import type { ServicesContent } from "./schemas"
import { withSiteValues } from "./site-values"

export const servicesContent = withSiteValues<ServicesContent>(data)
