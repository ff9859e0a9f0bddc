import { useCallback, useEffect, useState } from "react"

export const PROMPT_DELAY_MS = 25_000

/** hidden → visible, PROMPT_DELAY_MS after page start (not after mounting) → closed; never back. */
export function usePromptState() {
  const [state, setState] = useState<"hidden" | "visible" | "closed">("hidden")
  useEffect(() => {
    const show = () => setState((current) => (current === "hidden" ? "visible" : current))
    const timer = window.setTimeout(show, Math.max(0, PROMPT_DELAY_MS - performance.now()))
    return () => window.clearTimeout(timer)
  }, [])
  return [state, useCallback(() => setState("closed"), [])] as const
}

/** The elements with these ids that are on screen, in the ids' order; undefined until the browser can tell. */
export function useInView(ids: readonly string[]) {
  const [visible, setVisible] = useState<Element[]>()
  const key = ids.join(" ")
  useEffect(() => {
    const elements = key.split(" ").flatMap((id) => document.getElementById(id) ?? [])
    if (elements.length === 0) return setVisible([])
    const inView = new Map<Element, boolean>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting)
      setVisible(elements.filter((element) => inView.get(element)))
    })
    for (const element of elements) observer.observe(element)
    return () => observer.disconnect()
  }, [key])
  return visible
}
