import data from "../../../content/services.json"
import { withSiteValues } from "./placeholders"
import type { ServicesContent } from "./schemas"

export const servicesContent = withSiteValues<ServicesContent>(data)
