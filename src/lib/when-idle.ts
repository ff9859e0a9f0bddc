/**
 * Runs `callback` once the browser is idle, at most `timeout` ms later; where requestIdleCallback is
 * missing (Safari), after `fallbackDelay` ms. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeout: number, fallbackDelay: number): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(callback, fallbackDelay)
    return () => window.clearTimeout(timer)
  }
  const handle = window.requestIdleCallback(callback, { timeout })
  return () => window.cancelIdleCallback(handle)
}
