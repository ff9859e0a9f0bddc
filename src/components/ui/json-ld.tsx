import { serializeJsonLd } from "~/lib/structured-data"

/** Structured data for search engines, escaped so its text can never end the script early. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
