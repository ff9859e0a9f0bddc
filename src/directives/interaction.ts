import type { ClientDirective } from "astro"

// The first sign that the visitor is about to use the island: a pointer over it, a touch, a press, focus or a key.
const INTENT = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const

/**
 * `client:interaction`: hydrates an island on the visitor's first interaction with it, or after `value` ms when
 * given (a timer the spec defines, such as the chat helper's 15 s prompt). A button clicked before the island's code
 * arrived is clicked again once it runs, so no press is lost (decision 011).
 */
const interaction: ClientDirective = (load, options, el) => {
  let clicked: HTMLElement | null = null
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null
    if (button) clicked = button
  }
  let started = false
  const start = async () => {
    if (started) return
    started = true
    window.clearTimeout(timer)
    for (const type of INTENT) el.removeEventListener(type, start)
    const hydrate = await load()
    await hydrate()
    el.removeEventListener("click", onClick, true)
    clicked?.click()
  }
  for (const type of INTENT) el.addEventListener(type, start, { passive: true })
  el.addEventListener("click", onClick, true)
  // `client:interaction` alone has the value true: no timer.
  const timer = typeof options.value === "number" ? window.setTimeout(start, options.value) : undefined
}

export default interaction
