/**
 * The editor's two routes, injected for `astro dev` and `astro build` alike unless CMS=off. A build writes an endpoint
 * at its pattern as it stands: `/admin.html` there, beside the other pages' files.
 */
export function adminRoutes(command: string, env: Record<string, string | undefined>) {
  if (env.CMS?.trim().toLowerCase() === "off") return []
  const entrypoint = new URL("./admin.ts", import.meta.url)
  return [
    { pattern: command === "build" ? "/admin.html" : "/admin", entrypoint },
    { pattern: "/admin/[file]", entrypoint },
  ]
}
