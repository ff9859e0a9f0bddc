import data from "../../../content/contact.json"
import type { ContactContent } from "./schemas"
import { withSiteValues } from "./site-values"

export const contactContent = withSiteValues<ContactContent>(data)
