import { index, route, type RouteConfig } from "@react-router/dev/routes"

import { blogPaths } from "../react-router.config"

// Only the paths that exist may match, in the browser too: the server answers any other path with
// the prerendered 404 page, and a route that matched more (a `:slug`, another letter case) would
// replace that page with its own once the page runs. So every path is case-sensitive and each
// article has its own route (sharing one module); everything else falls through to the splat.
const exact = { caseSensitive: true }

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx", exact),
  route("residential", "routes/residential.tsx", exact),
  route("commercial", "routes/commercial.tsx", exact),
  route("ndis", "routes/ndis.tsx", exact),
  route("about", "routes/about.tsx", exact),
  route("gallery", "routes/gallery.tsx", exact),
  route("before-after", "routes/before-after.tsx", exact),
  route("builders-handover", "routes/builders-handover.tsx", exact),
  route("contact", "routes/contact.tsx", exact),
  route("blog", "routes/blog.tsx", exact),
  ...blogPaths().map((path) => route(path.slice(1), "routes/blog.$slug.tsx", { ...exact, id: `article${path}` })),
  route("*", "routes/$.tsx"),
] satisfies RouteConfig
