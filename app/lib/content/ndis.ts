import data from "../../../content/ndis.json"
import type { NdisContent } from "./schemas"
import { withSiteValues } from "./site-values"

export const ndisContent = withSiteValues<NdisContent>(data)
