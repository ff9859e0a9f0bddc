/** The splat route's id: it answers every path that is not a page. */
export const NOT_FOUND_ROUTE_ID = "routes/$"

/**
 * Whether the browser's router matched a route to a path the server and static hosts answer with
 * 404: React Router matches paths regardless of letter case in the browser (its `caseSensitive`
 * route option is not passed to the client), while files on disk are matched exactly. Every page
 * path is lowercase (site-routes.ts, and blog slugs by their schema), so a matched path with a
 * capital letter is an unknown path, and the root shows the 404 page for it.
 */
export function isMiscasedPage(pathname: string, leafRouteId: string | undefined) {
  return leafRouteId !== undefined && leafRouteId !== NOT_FOUND_ROUTE_ID && pathname !== pathname.toLowerCase()
}
