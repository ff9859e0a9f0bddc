import data from "../../../content/about.json"
import type { AboutContent } from "./schemas"
import { withSiteValues } from "./site-values"

export const aboutContent = withSiteValues<AboutContent>(data)
