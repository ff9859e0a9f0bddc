// What every page does without React: one cached file as long as it imports nothing an island also imports, which Vite
// would split into a chunk of its own, one more request (decision 026, budget.spec.ts).
import { init as startPrefetch } from "astro/virtual-modules/prefetch.js"

import { startAnalytics, trackLinkClicks } from "./analytics"
import { watchBrokenImages } from "./broken-images"
import { watchFadeIns } from "./fade-ins"
import { loadWebFonts } from "./web-fonts"

// Astro's prefetch, started here rather than by its `prefetch` setting, which would load it as a file of its own: a
// link's page is fetched when the link is hovered, focused or tapped, so it opens at once (decision 012).
startPrefetch({ prefetchAll: true, defaultStrategy: "hover" })
loadWebFonts()
watchFadeIns()
watchBrokenImages()
trackLinkClicks()

declare global {
  interface Window {
    /** performance.now() at the last change to a form's field: the chat helper's popup waits while one is filled in. */
    formTypedAt?: number
  }
}
// On `window`, as an import the chat helper shared with this script would become a file of its own.
const onInput = (event: Event) => {
  if (event.target instanceof Element && event.target.closest("form")) window.formTypedAt = performance.now()
}
window.addEventListener("input", onInput, { capture: true, passive: true })

// Choosing a link closes the mobile menu, which a new tab (the quote form) or a page restored by Back would show open.
const menu = document.getElementById("mobile-menu")
menu?.addEventListener("click", (event) => {
  if (event.target instanceof Element && event.target.closest("a[href]")) menu.hidePopover()
})
// Tabbing on past its last link closes it too: focus has gone to the page it covers (back to its button, it stays).
menu?.addEventListener("focusout", ({ relatedTarget: to }) => {
  if (to instanceof Element && !menu.contains(to) && to.getAttribute("popovertarget") !== menu.id) menu.hidePopover()
})

const NAV_SHADOW_THRESHOLD = 10
const header = document.querySelector<HTMLElement>('[data-slot="site-header"]')
const updateShadow = () => {
  if (header) header.dataset.scrolled = String(window.scrollY > NAV_SHADOW_THRESHOLD)
}
// After the first frame: reading scrollY now would lay the page out inside this script, and Lighthouse's simulation
// would then count the script as holding the first paint (decision 026). The HTML starts unscrolled.
requestAnimationFrame(updateShadow)
window.addEventListener("scroll", updateShadow, { passive: true })

// At once, so a click before the page has loaded waits in the tags' queues.
startAnalytics()
