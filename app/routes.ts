import { index, route, type RouteConfig } from "@react-router/dev/routes"

import { blogPaths } from "../react-router.config"
import { ARTICLE_ROUTE, NOT_FOUND_ROUTE, PAGES } from "./lib/site-routes.ts"

// Built from the page registry: add a page there, not here. Only paths that exist may match, in the browser too: the
// server answers any other path with the prerendered 404 page, and a route matching more (a `:slug`) would replace it
// with its own page once it runs. So each article has its own route (one module for all), and everything else falls
// through to the splat. (Letter case: see isMiscasedPage in lib/site-routes.ts.)
export default [
  ...Object.values(PAGES).map(({ path, file }) => (path === "/" ? index(file) : route(path.slice(1), file))),
  ...blogPaths().map((path) => route(path.slice(1), ARTICLE_ROUTE.file, { id: `article${path}` })),
  route(NOT_FOUND_ROUTE.path, NOT_FOUND_ROUTE.file),
] satisfies RouteConfig
