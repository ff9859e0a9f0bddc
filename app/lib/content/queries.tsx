/**
 * Run-time content reads (SPEC section 7): GET /content/*.json through lib/api.ts, validated with
 * the same schemas the build uses, so bad data shows the page's error state instead of breaking it.
 * Only routes that read content render `ContentQueryProvider`, keeping TanStack Query out of the
 * other pages' first-load JavaScript.
 */
import { QueryClientProvider, useQuery, type QueryClient, type QueryFunctionContext } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"

import { createQueryClient, getQueryFn } from "../api.ts"
import { parseGallery } from "./gallery.ts"
import { GALLERY_JSON, PORTFOLIO_JSON } from "./paths.ts"
import { formatIssues, portfolioFileSchema, type PortfolioProject } from "./runtime-schemas.ts"

const fetchJson = getQueryFn<unknown>({ on401: "throw" })

// One client per browser tab, shared by every page that reads content (a client-side move from
// /gallery to /before-after reuses the gallery already read); a fresh one per prerendered page.
let browserClient: QueryClient | undefined
function getQueryClient() {
  if (typeof window === "undefined") return createQueryClient()
  browserClient ??= createQueryClient()
  return browserClient
}

export function ContentQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** Validates content/portfolio-postbuild.json and returns its projects; throws a readable error. */
export function parsePortfolio(data: unknown, file = PORTFOLIO_JSON): PortfolioProject[] {
  const result = portfolioFileSchema.safeParse(data)
  if (!result.success) throw new Error(formatIssues(file, result.error))
  return result.data.projects
}

/** /content/gallery.json, normalised to one shape (either file shape of SPEC section 3). */
export function useGallery() {
  return useQuery({
    queryKey: [GALLERY_JSON],
    queryFn: async (context: QueryFunctionContext) => parseGallery(await fetchJson(context)),
  })
}

export function usePortfolio() {
  return useQuery({
    queryKey: [PORTFOLIO_JSON],
    queryFn: async (context: QueryFunctionContext) => parsePortfolio(await fetchJson(context)),
  })
}
