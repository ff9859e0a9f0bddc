import data from "../../../content/builders-handover.json"
import type { BuildersHandoverContent } from "./schemas"
import { withSiteValues } from "./site-values"

export const buildersHandoverContent = withSiteValues<BuildersHandoverContent>(data)
