import { QueryClientProvider, type QueryClient } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"

import { createQueryClient } from "~/lib/api"

// One client per browser tab, shared by every widget that reads run-time content; a fresh one
// per prerendered page.
let browserClient: QueryClient | undefined
function getQueryClient() {
  if (typeof window === "undefined") return createQueryClient()
  browserClient ??= createQueryClient()
  return browserClient
}

/** Provides the shared query client to a widget that reads /content/*.json. */
export function ContentQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
