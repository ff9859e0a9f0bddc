/** A nav item is active when the path starts with its link; Home only on exactly "/". */
export function isNavActive(pathname: string, to: string) {
  return to === "/" ? pathname === "/" : pathname.startsWith(to)
}
