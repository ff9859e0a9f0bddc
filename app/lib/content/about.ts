import data from "../../../content/about.json"
import { withSiteValues } from "./placeholders"
import type { AboutContent } from "./schemas"

export const aboutContent = withSiteValues<AboutContent>(data)
