/**
 * The fingerprint of what a build is made from (decision 047): the content folder, the photos and the deploy-time
 * settings the build reads. The build keeps it in the form's contract; `npm start` builds again when it differs.
 */
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"

/**
 * Every setting the build reads: astro.config.ts's env schema, the editor's config (scripts/admin/cms-config.ts) and
 * the sign-in's addresses in the headers. CMS_GITHUB_CLIENT_SECRET is left out: the build only refuses it alone.
 */
export const BUILD_SETTINGS = [
  "SITE_URL",
  "QUOTE_FORM_URL",
  "GA_MEASUREMENT_ID",
  "CLARITY_PROJECT_ID",
  "QUOTE_FORM_ENDPOINT",
  "CMS",
  "CMS_BACKEND",
  "CMS_REPO",
  "CMS_BRANCH",
  "CMS_AUTH_URL",
  "CMS_PROXY_PORT",
  "CMS_GITHUB_CLIENT_ID",
  "CMS_GITHUB_URL",
  "CMS_GITHUB_API_URL",
] as const

export type BuildInputs = { content: string; settings: string }

/** The photos are read from the project's content/photos whichever CONTENT_DIR holds the words (content-dir.ts). */
const PHOTOS = "content/photos"

/** Each file under `dirs` by its path and bytes, in one order: a file moved, renamed or changed changes the hash. */
function hashFiles(dirs: string[]) {
  const hash = createHash("sha256")
  for (const dir of dirs.filter((one) => existsSync(one))) {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
    for (const file of files) {
      const bytes = readFileSync(file)
      hash.update(`${relative(dir, file)}\0${bytes.length}\0`).update(bytes)
    }
  }
  return hash.digest("hex")
}

export function buildInputs(env: Record<string, string | undefined>, photos = PHOTOS): BuildInputs {
  const content = env.CONTENT_DIR?.trim() || "content"
  const inside = !relative(resolve(content), resolve(photos)).startsWith("..")
  const settings = BUILD_SETTINGS.map((name) => `${name}=${env[name]?.trim() ?? ""}`).join("\n")
  return {
    content: hashFiles(inside ? [content] : [content, photos]),
    settings: createHash("sha256").update(settings).digest("hex"),
  }
}

/** Why the build made from `built` is not the one `now` would make, as `npm start` says it; none when it is. */
export function whyBuildAgain(built: BuildInputs | undefined, now: BuildInputs) {
  if (!built) return "The live build has no fingerprint of its content (it predates it)"
  const changed = [
    built.content !== now.content && "the content",
    built.settings !== now.settings && "the build's settings",
  ].filter(Boolean)
  if (!changed.length) return undefined
  const what = changed.join(" and ")
  return `${what[0]!.toUpperCase()}${what.slice(1)} changed since the live build`
}
