import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False in the prerendered HTML and during hydration, true once the widget runs in the browser.
 * The gallery islands expose it as `data-hydrated` so tests (and CSS) know they are interactive.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
