import { index, route, type RouteConfig } from "@react-router/dev/routes"

import { ARTICLE_ROUTE, NOT_FOUND_ROUTE, PAGES } from "./lib/site-routes.ts"

// Built from the page registry: add a page there, not here.
export default [
  ...Object.values(PAGES).map(({ path, file }) => (path === "/" ? index(file) : route(path.slice(1), file))),
  route(ARTICLE_ROUTE.path.slice(1), ARTICLE_ROUTE.file),
  route(NOT_FOUND_ROUTE.path, NOT_FOUND_ROUTE.file),
] satisfies RouteConfig
