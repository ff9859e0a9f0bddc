/** A nav item is active when the path starts with its link; Home only on exactly "/". */
export const isNavActive = (pathname: string, to: string) => (to === "/" ? pathname === "/" : pathname.startsWith(to))
