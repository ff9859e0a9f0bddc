import data from "../../../content/labels.json"
import type { Labels } from "./schemas"
import { withSiteValues } from "./site-values"

export const labels = withSiteValues<Labels>(data)
