import data from "../../../content/builders-handover.json"
import { withSiteValues } from "./placeholders"
import type { BuildersHandoverContent } from "./schemas"

export const buildersHandoverContent = withSiteValues<BuildersHandoverContent>(data)
