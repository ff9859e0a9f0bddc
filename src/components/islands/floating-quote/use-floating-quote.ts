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

/** The chat helper's open panels (islands/chat-helper): on a narrow screen the prompt waits while one is open. */
export const CHAT_PANEL_SELECTOR = '[data-slot="chat-popup"], [data-slot="chat-window"]'

export function useElementPresent(selector: string) {
  const [present, setPresent] = useState(false)
  useEffect(() => {
    const update = () => setPresent(document.querySelector(selector) !== null)
    update()
    const observer = new MutationObserver(update)
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ["data-state"] })
    return () => observer.disconnect()
  }, [selector])
  return present
}

export function useMediaQuery(query: string) {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener("change", update)
    return () => list.removeEventListener("change", update)
  }, [query])
  return matches
}
