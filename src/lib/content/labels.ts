import data from "../../../content/labels.json"
import { withSiteValues } from "./placeholders"
import type { Labels } from "./schemas"

export const labels = withSiteValues<Labels>(data)
