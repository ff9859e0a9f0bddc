import { QueryClient, type QueryFunction } from "@tanstack/react-query"

/** A non-OK answer's message: '{status}: {response body, or status text if the body is empty}'. */
export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const body = (await res.text()).trim()
    throw new Error(`${res.status}: ${body || res.statusText}`)
  }
}

/**
 * A GET of the query key's segments joined with "/", cookies sent, JSON read.
 * On 401 it fails by default; `returnNull` is the optional mode that reads 401 as "no data".
 */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal })
    if (on401 === "returnNull" && res.status === 401) return null
    await throwIfResNotOk(res)
    return (await res.json()) as T
  }
}

/** No retries, never stale, no refetch on focus, no polling. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  })
}
