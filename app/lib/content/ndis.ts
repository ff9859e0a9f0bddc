import data from "../../../content/ndis.json"
import { withSiteValues } from "./placeholders"
import type { NdisContent } from "./schemas"

export const ndisContent = withSiteValues<NdisContent>(data)
