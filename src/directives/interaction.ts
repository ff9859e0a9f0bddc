import type { ClientDirective } from "astro"

const INTENT = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const

/**
 * `client:interaction`: hydrates on the first interaction, or at `after` ms, the first `scroll`, or a part matching
 * `inView` on screen (or `margin` from it); an early click, a press still held and moving keys are replayed (decisions 011, 013 and 027).
 */
export type InteractionOptions = { after?: number; scroll?: boolean; inView?: string; margin?: string }

// The whole press, not only its click: some controls act on the press itself (a Radix tab is chosen on mousedown).
function press(button: HTMLElement) {
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
    const Event = type.startsWith("pointer") ? PointerEvent : MouseEvent
    button.dispatchEvent(new Event(type, { bubbles: true, cancelable: true, button: 0, view: window }))
  }
  button.click()
}

// Keys that move within a widget (a tab list, a carousel) and press nothing: a press (Enter, Space) arrives as a click.
const MOVES = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"])

const interaction: ClientDirective = (load, options, el) => {
  let clicked: HTMLElement | null = null
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null
    if (button) clicked = button
  }
  // A press still held when the island has started (a drag begun on a slider's handle) is pressed again, on the same
  // pointer, so the island takes it over; a press let go before that arrives as its click.
  let held: PointerEvent | null = null
  const onPress = (event: PointerEvent) => (held = event)
  const onRelease = () => (held = null)
  const moves: string[] = []
  const onKey = (event: KeyboardEvent) => {
    if (MOVES.has(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) moves.push(event.key)
  }
  const waiting = new AbortController()
  const recording = new AbortController()
  const start = async () => {
    if (waiting.signal.aborted) return
    waiting.abort()
    const hydrate = await load()
    await hydrate()
    recording.abort()
    if (clicked) press(clicked)
    else if (held?.target instanceof Element && held.target.isConnected)
      held.target.dispatchEvent(new PointerEvent("pointerdown", held))
    // Focus stays on the prerendered control through hydration. Each key goes where focus is by then: a widget may move
    // focus a task after the key (Radix's roving focus does).
    for (const key of moves) {
      const focused = document.activeElement
      if (!focused || !el.contains(focused)) break
      focused.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }))
      await new Promise((resolve) => window.setTimeout(resolve))
    }
  }
  for (const type of INTENT) el.addEventListener(type, start, { passive: true, signal: waiting.signal })
  el.addEventListener("click", onClick, { capture: true, signal: recording.signal })
  el.addEventListener("keydown", onKey, { capture: true, signal: recording.signal })
  el.addEventListener("pointerdown", onPress, { capture: true, signal: recording.signal })
  for (const type of ["pointerup", "pointercancel"])
    window.addEventListener(type, onRelease, { capture: true, signal: recording.signal })
  // `client:interaction` alone has the value true.
  const { after, scroll, inView, margin } = (
    typeof options.value === "object" ? options.value : {}
  ) as InteractionOptions
  if (scroll) window.addEventListener("scroll", start, { passive: true, signal: waiting.signal })
  if (inView) {
    // A part that only touches the screen's edge has no pixel on it yet: it does not count.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRect.height > 0 && entry.intersectionRect.width > 0)) void start()
      },
      { rootMargin: margin },
    )
    for (const part of el.querySelectorAll(inView)) observer.observe(part)
    waiting.signal.addEventListener("abort", () => observer.disconnect())
  }
  // Counted from the page's start, as the prompts it runs ahead of are: not from when this script arrived.
  if (after !== undefined) window.setTimeout(start, Math.max(0, after - performance.now()))
}

export default interaction
