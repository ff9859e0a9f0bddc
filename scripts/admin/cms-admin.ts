/**
 * The editor's two routes, which the integration (scripts/integration/index.ts) injects for `astro dev` (`npm run cms`)
 * and `astro build` alike, none with CMS=off; Astro serves or writes what admin.ts answers. A build writes an endpoint
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
