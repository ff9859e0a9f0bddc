import faqs from "../../../content/faqs.json"
import type { FaqItem } from "./schemas.ts"

/** The home page's six questions (content/faqs.json), also published as FAQPage structured data. */
export const homeFaqs: FaqItem[] = faqs.home
