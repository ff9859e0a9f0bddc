/** The editor's routes, for dev and build, unless CMS=off; a build writes an endpoint at its pattern: `/admin.html`. */
export function adminRoutes(command: string, env: Record<string, string | undefined>) {
  if (env.CMS?.trim().toLowerCase() === "off") return []
  const entrypoint = new URL("./admin.ts", import.meta.url)
  return [
    { pattern: command === "build" ? "/admin.html" : "/admin", entrypoint },
    { pattern: "/admin/[file]", entrypoint },
  ]
}
