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

/**
 * Whether React is hydrating this component from the prerendered HTML, read as it mounts: the server snapshot is
 * asked for only then. Both snapshots are equal, so unlike useHydrated it never causes a second render.
 */
export function useHydrating() {
  let hydrating = false
  useSyncExternalStore(
    subscribe,
    () => 0,
    () => {
      hydrating = true
      return 0
    },
  )
  return hydrating
}
