import data from "../../../content/contact.json"
import { withSiteValues } from "./placeholders"
import type { ContactContent } from "./schemas"

export const contactContent = withSiteValues<ContactContent>(data)
