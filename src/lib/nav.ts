/** SPEC section 2: a nav item is active when the path starts with its link; Home only on exactly "/". */
export function isNavActive(pathname: string, to: string) {
  return to === "/" ? pathname === "/" : pathname.startsWith(to)
}

/** SPEC section 9: the navbar gains its shadow once the page is scrolled more than 10 px. */
export const NAV_SHADOW_THRESHOLD = 10
