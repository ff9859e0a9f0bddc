import { QueryClient, type QueryFunction } from "@tanstack/react-query"

/** A non-OK answer's message: '{status}: {response body, or status text if the body is empty}'. */
export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const body = (await res.text()).trim()
    throw new Error(`${res.status}: ${body || res.statusText}`)
  }
}

/** A GET of the query key's segments joined with "/", cookies sent, JSON read; a non-OK answer is the query's error. */
export const fetchJson: QueryFunction<unknown> = async ({ queryKey, signal }) => {
  const res = await fetch(queryKey.join("/"), { credentials: "include", signal })
  await throwIfResNotOk(res)
  return (await res.json()) as unknown
}

/** No retries, never stale, no refetch on focus, no polling. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
    },
  })
}
