import { index, route, type RouteConfig } from "@react-router/dev/routes"

// One line per path of SPEC section 2; blog articles share one module.
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
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("*", "routes/$.tsx"),
] satisfies RouteConfig
