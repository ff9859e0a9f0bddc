import type { ClientDirective } from "astro"

/**
 * `client:painted`: hydrates an island when the browser is next idle after the page has loaded and its first paint is
 * on screen. `client:idle` can start the island's download while that paint is still on its way, and the download then
 * competes with the photos it shows (/before-after's first comparison; decision 018).
 */
const painted: ClientDirective = (load) => {
  const hydrate = async () => (await load())()
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
  // Safari has no requestIdleCallback: there the island follows at once.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
  void Promise.all([loaded, shown]).then(() => whenIdle(() => void hydrate()))
}

export default painted
