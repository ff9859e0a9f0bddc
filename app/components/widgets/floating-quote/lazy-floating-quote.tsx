import type { ComponentProps } from "react"

import { lazyPart } from "~/components/ui/island"
import { useHydrated } from "~/lib/use-hydrated"

const FloatingQuote = lazyPart(() => import("./floating-quote"))

/** The sticky button and the prompt float and start hidden: their code can arrive after hydration, shifting nothing. */
export function LazyFloatingQuote(props: ComponentProps<typeof FloatingQuote>) {
  return useHydrated() ? <FloatingQuote {...props} /> : null
}
