// What every page does without React (layouts/page.astro loads it): fade-ins, the navbar's shadow, closing the mobile
// menu, the broken-photo fallback, click tracking and the analytics tags. A few kilobytes, inlined into each page by
// Astro as long as it imports nothing an island also imports (decision 012; budget.spec.ts).
import { init as startPrefetch } from "astro/virtual-modules/prefetch.js"

import { startAnalytics, trackLinkClicks } from "./analytics"
import { watchBrokenImages } from "./broken-images"
import { watchFadeIns } from "./fade-ins"

// Astro's prefetch, started here rather than by its `prefetch` setting, which would load it as a file of its own: a
// link's page is fetched when the link is hovered, focused or tapped, so it opens at once (decision 012).
startPrefetch({ prefetchAll: true, defaultStrategy: "hover" })
watchFadeIns()
watchBrokenImages()
trackLinkClicks()

// Choosing a link closes the mobile menu: one that opens a new tab (the quote form) leaves this page as it was, and a
// page restored by Back would show the menu still open.
const menu = document.getElementById("mobile-menu")
menu?.addEventListener("click", (event) => {
  if (event.target instanceof Element && event.target.closest("a[href]")) menu.hidePopover()
})

// The navbar gains its shadow once the page is scrolled more than 10 px.
const NAV_SHADOW_THRESHOLD = 10
const header = document.querySelector<HTMLElement>('[data-slot="site-header"]')
const updateShadow = () => {
  if (header) header.dataset.scrolled = String(window.scrollY > NAV_SHADOW_THRESHOLD)
}
updateShadow()
window.addEventListener("scroll", updateShadow, { passive: true })

// At once, so a click before the page has loaded waits in the tags' queues; their scripts wait for the load event and
// idle time (loadTags in analytics.ts).
startAnalytics()
