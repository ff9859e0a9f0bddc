/**
 * The fingerprint of what a build is made from (decision 047): the content folder, the photos and the deploy-time
 * settings the build reads. The build keeps it in the form's contract; `npm start` builds again when it differs.
 */
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"

/**
 * Every setting the build reads, by name: astro.config.ts's env schema, the editor's CMS* settings and the sign-in's
 * addresses. CMS_GITHUB_CLIENT_SECRET is left out: the build never reads its value, it only refuses it alone.
 */
export const BUILD_SETTING =
  /^(SITE_URL|QUOTE_FORM_URL|QUOTE_FORM_ENDPOINT|GA_MEASUREMENT_ID|CLARITY_PROJECT_ID|CMS(?!_GITHUB_CLIENT_SECRET$)\w*)$/

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

export function buildInputs(env: Record<string, string | undefined>, photos = PHOTOS) {
  const content = env.CONTENT_DIR?.trim() || "content"
  const inside = !relative(resolve(content), resolve(photos)).startsWith("..")
  const settings = Object.keys(env)
    .filter((name) => BUILD_SETTING.test(name) && env[name]?.trim())
    .sort()
    .map((name) => `${name}=${env[name]!.trim()}`)
    .join("\n")
  return {
    content: hashFiles(inside ? [content] : [content, photos]),
    settings: createHash("sha256").update(settings).digest("hex"),
  }
}

/** Why the build made from `built` is not the one `now` would make, as `npm start` says it; none when it is. */
export function whyBuildAgain(built: ReturnType<typeof buildInputs> | undefined, now: ReturnType<typeof buildInputs>) {
  if (!built) return "The live build has no fingerprint of its content (it predates it)"
  const [content, settings] = [built.content !== now.content, built.settings !== now.settings]
  const what = content
    ? `The content${settings ? " and the build's settings" : ""}`
    : settings && "The build's settings"
  return what ? `${what} changed since the live build` : undefined
}
