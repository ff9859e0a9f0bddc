/**
 * Run-time content reads: GET /content/*.json through lib/api.ts, validated with the same schemas
 * the build uses, so bad data shows the page's error state instead of breaking it. Only routes that read content
 * render `ContentQueryProvider`, keeping TanStack Query out of the other pages' first-load JavaScript.
 */
import { QueryClientProvider, useQuery, type QueryClient, type QueryFunctionContext } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"

import { createQueryClient, fetchJson } from "../api.ts"
import { parseGallery } from "./gallery.ts"
import { GALLERY_JSON, PORTFOLIO_JSON, TESTIMONIALS_JSON } from "./paths.ts"
import { parseFile, portfolioFileSchema, testimonialsFileSchema, type PortfolioProject } from "./runtime-schemas.ts"

// One client per page, shared by its islands (each a React root of its own), so islands that show the same file read
// it once; a fresh one per prerendered page.
let browserClient: QueryClient | undefined
const getQueryClient = () =>
  typeof window === "undefined" ? createQueryClient() : (browserClient ??= createQueryClient())

export function ContentQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

export function parsePortfolio(data: unknown, file = PORTFOLIO_JSON): PortfolioProject[] {
  return parseFile(portfolioFileSchema, file, data).projects
}

/** One run-time content file, validated; bad data is the query's error. */
function useContent<T>(file: string, parse: (data: unknown) => T) {
  return useQuery({
    queryKey: [file],
    queryFn: async (context: QueryFunctionContext) => parse(await fetchJson(context)),
  })
}

export const useGallery = () => useContent(GALLERY_JSON, parseGallery)
export const usePortfolio = () => useContent(PORTFOLIO_JSON, parsePortfolio)
/** The reviews; bad data is an error, shown like an empty list. */
export const useTestimonials = () =>
  useContent(TESTIMONIALS_JSON, (data) => parseFile(testimonialsFileSchema, TESTIMONIALS_JSON, data).testimonials)
