/**
 * Where the editor at /admin comes from, for `astro dev` (`npm run cms`) and `astro build` alike: the integration
 * (scripts/integration/index.ts) injects its two routes, unless CMS=off, and Astro serves or writes what admin.ts
 * answers: the page (admin.html in the build, as every page is a file) and /admin/<file>.
 */

/** CMS=off builds the site without /admin. */
export const cmsEnabled = (env: Record<string, string | undefined>) => env.CMS?.trim().toLowerCase() !== "off"

/** A build writes an endpoint at its pattern as it stands: `/admin.html` there, beside the other pages' files. */
export const adminRoutes = (command: string) => {
  const entrypoint = new URL("./admin.ts", import.meta.url)
  return [
    { pattern: command === "build" ? "/admin.html" : "/admin", entrypoint },
    { pattern: "/admin/[file]", entrypoint },
  ]
}
