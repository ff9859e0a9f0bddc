// The run-time content reads, validated again so bad data shows the error state instead of breaking the page. Only
// routes that read content have a `withContentQuery` island, keeping TanStack Query out of other pages' JavaScript.
import { QueryClient, QueryClientProvider, useQuery, type QueryFunction } from "@tanstack/react-query"
import { useState, type ComponentType } from "react"

import { normaliseGallery, type Gallery } from "./gallery.ts"
import { galleryFileSchema, parseFile, portfolioFileSchema, testimonialsFileSchema } from "./runtime-schemas.ts"

/** Run-time content files. Absolute: a relative path (content/portfolio-postbuild.json) breaks on nested routes. */
export const GALLERY_JSON = "/content/gallery.json"
export const PORTFOLIO_JSON = "/content/portfolio-postbuild.json"
export const TESTIMONIALS_JSON = "/content/testimonials.json"

/** A GET of the query key joined with "/"; a non-OK answer is the error '{status}: {body, or status text}'. */
export const fetchJson: QueryFunction<unknown> = async ({ queryKey, signal }) => {
  const res = await fetch(queryKey.join("/"), { credentials: "include", signal })
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()).trim() || res.statusText}`)
  return (await res.json()) as unknown
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
    },
  })
}

// One client per page, shared by its islands (React roots of their own) so a file is read once; fresh per prerender.
let browserClient: QueryClient | undefined
const getQueryClient = () =>
  typeof window === "undefined" ? createQueryClient() : (browserClient ??= createQueryClient())

/** An island that reads /content/*.json: `View` under the page's one query client, shared by its islands. */
export function withContentQuery<P extends object>(View: ComponentType<P>) {
  return function ContentIsland(props: P) {
    const [client] = useState(getQueryClient)
    return (
      <QueryClientProvider client={client}>
        <View {...props} />
      </QueryClientProvider>
    )
  }
}

export const parseGallery = (data: unknown): Gallery =>
  normaliseGallery(parseFile(galleryFileSchema, GALLERY_JSON, data))

export const parsePortfolio = (data: unknown) => parseFile(portfolioFileSchema, PORTFOLIO_JSON, data).projects

function useContent<T>(file: string, parse: (data: unknown) => T) {
  return useQuery({
    queryKey: [file],
    queryFn: async (context) => parse(await fetchJson(context)),
  })
}

export const useGallery = () => useContent(GALLERY_JSON, parseGallery)
export const usePortfolio = () => useContent(PORTFOLIO_JSON, parsePortfolio)
export const useTestimonials = () =>
  useContent(TESTIMONIALS_JSON, (data) => parseFile(testimonialsFileSchema, TESTIMONIALS_JSON, data).testimonials)
