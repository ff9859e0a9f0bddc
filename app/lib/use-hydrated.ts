import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False in the prerendered HTML and during hydration, true once the widget runs in the browser.
 * Interactive widgets expose it as `data-hydrated`, so tests (and CSS) know when they respond.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
