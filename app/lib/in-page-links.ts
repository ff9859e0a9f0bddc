/**
 * Same-page links (`#id`: the skip link, an article's contents) scroll, move focus and add the history entry
 * themselves: left to the browser, the fragment change is a router navigation that first hydrates every part of the
 * page still prerendered HTML (docs/decisions/009).
 */
export function handleInPageLinks(target: Window = window) {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null
    const id = link ? decodeURIComponent(link.hash.slice(1)) : ""
    const destination = id ? document.getElementById(id) : null
    if (!link || !destination) return
    event.preventDefault()
    // No React code handles these links; stopping here keeps React from hydrating the part of the
    // page the link sits in just to hand it the click.
    event.stopPropagation()
    target.history.pushState(target.history.state, "", link.hash)
    destination.scrollIntoView()
    // Like the browser's own fragment navigation, the next Tab continues from the destination.
    if (!destination.hasAttribute("tabindex") && destination.tabIndex < 0) destination.setAttribute("tabindex", "-1")
    destination.focus({ preventScroll: true })
  }
  target.addEventListener("click", onClick, true)
  return () => target.removeEventListener("click", onClick, true)
}
