// When the visitor last typed in a form of this page, kept on `window` by the page's own script (page-behaviour.ts),
// which runs from the start. The chat helper reads it without importing this module: a module the page script shares
// with an island becomes a file of its own, one more request (decision 026).
declare global {
  interface Window {
    /** performance.now() at the last change to a form's field (a key, a paste, a choice). */
    formTypedAt?: number
  }
}

export function watchFormTyping(target: Window = window) {
  const onInput = (event: Event) => {
    if (event.target instanceof Element && event.target.closest("form")) target.formTypedAt = performance.now()
  }
  target.addEventListener("input", onInput, { capture: true, passive: true })
}
