import type { ClientDirective } from "astro"

import { afterFirstPaint } from "~/lib/after-first-paint"

/**
 * `client:painted`: hydrates an island when the browser is next idle after the page has loaded and its first paint is
 * on screen. `client:idle` can start the island's download while that paint is still on its way, and the download then
 * competes with the photos it shows (/before-after's first comparison; decision 018).
 */
const painted: ClientDirective = (load) => {
  void afterFirstPaint().then(async () => (await load())())
}

export default painted
