/** Resolves once the page has loaded, painted its first content and gone idle (decision 026). */
export function afterFirstPaint(): Promise<void> {
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve(undefined)
    else window.addEventListener("load", resolve, { once: true })
  })
  const shown = new Promise((resolve) => {
    // A browser that does not report paints (none of those the site supports) waits for the load event alone.
    if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return resolve(undefined)
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return
      observer.disconnect()
      resolve(undefined)
    }).observe({ type: "paint", buffered: true })
  })
  // Safari has no requestIdleCallback: there the work follows at once.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
  return Promise.all([loaded, shown]).then(() => new Promise<void>((resolve) => void whenIdle(() => resolve())))
}
