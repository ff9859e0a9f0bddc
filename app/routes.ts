import { index, route, type RouteConfig } from "@react-router/dev/routes"

import { blogPaths } from "../react-router.config"

// Only the paths that exist may match, in the browser too: the server answers any other path with
// the prerendered 404 page, and a route that matched more (a `:slug`) would replace that page with
// its own once the page runs. So each article has its own route (sharing one module), and
// everything else falls through to the splat. (Letter case: see lib/page-paths.ts.)

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("residential", "routes/residential.tsx"),
  route("commercial", "routes/commercial.tsx"),
  route("ndis", "routes/ndis.tsx"),
  route("about", "routes/about.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("before-after", "routes/before-after.tsx"),
  route("builders-handover", "routes/builders-handover.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  ...blogPaths().map((path) => route(path.slice(1), "routes/blog.$slug.tsx", { id: `article${path}` })),
  route("*", "routes/$.tsx"),
] satisfies RouteConfig
