import type { ComponentProps } from "react"

import { lazyPart } from "~/components/ui/island"
import { useHydrated } from "~/lib/use-hydrated"

const FloatingQuote = lazyPart(() => import("./floating-quote"))

/** Both float over the page and start hidden, so their code can arrive after hydration without shifting anything. */
export function LazyFloatingQuote(props: ComponentProps<typeof FloatingQuote>) {
  return useHydrated() ? <FloatingQuote {...props} /> : null
}
