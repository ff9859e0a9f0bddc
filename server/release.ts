/**
 * Puts a finished build live in one step, under a server that keeps serving: each build is a release folder under
 * `releases/`, and `client` and `headers.json` beside it are links to the newest one's. A link is replaced by renaming a
 * new one over it, which the file system does atomically, so a request sees the old release or the new one, never a
 * mix or a gap. The previous release is kept, so a request that began on it still finds its files, and the server can
 * serve a page loaded before the rebuild the hashed files it asks for (server/static.ts).
 *
 * A release's name starts with its number, one more than the highest already there: the order of the builds whatever
 * the clock says (a build whose clock was behind once pruned the release it had just published: decision 028).
 */
import { lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs"
import { basename, dirname, join } from "node:path"

export const RELEASES = "releases"

/** The number a release's name starts with ("12-4711"; a release named by the time before decision 028 reads as its
 * milliseconds, so the first numbered release comes after it); undefined for anything else in the folder. */
const releaseNumber = (name: string) => {
  const digits = /^(\d+)-/.exec(name)?.[1]
  return digits === undefined ? undefined : Number(digits)
}

/** Release names, oldest first: by their number, then by name for two builds that took the same one. */
function byNumber(names: string[]) {
  return names
    .filter((name) => releaseNumber(name) !== undefined)
    .sort((a, b) => releaseNumber(a)! - releaseNumber(b)! || (a < b ? -1 : a > b ? 1 : 0))
}

/** The release published just before `current` among `names`, if one is left. */
export function previousReleaseName(names: string[], current: string) {
  const ordered = byNumber(names)
  const index = ordered.indexOf(current)
  return index > 0 ? ordered[index - 1] : undefined
}

/** Points `link` at `target` (relative to the link's folder) in one step: a new link renamed over the old one. */
function swapLink(target: string, link: string) {
  const temporary = `${link}.${process.pid}.next`
  rmSync(temporary, { force: true })
  symlinkSync(target, temporary)
  renameSync(temporary, link)
}

/** The release `client` names now (releases/<name>/client), if it is a link to one. */
function servedRelease(client: string) {
  try {
    return basename(dirname(readlinkSync(client)))
  } catch {
    return undefined
  }
}

/**
 * Makes the finished build in `stagedDir` (its client/ and headers.json) the one `buildDir` serves, and removes the
 * releases older than the last `keep`, never the one it published nor the one that was served until then. Returns the
 * new release's folder.
 */
export function publishRelease(buildDir: string, stagedDir: string, keep = 2) {
  const releases = join(buildDir, RELEASES)
  mkdirSync(releases, { recursive: true })
  const numbers = byNumber(readdirSync(releases)).map((name) => releaseNumber(name)!)
  let next = (numbers.at(-1) ?? 0) + 1
  const client = join(buildDir, "client")
  let replaced = servedRelease(client)
  // A build made before releases left a real folder here: it becomes the previous release (once; this one move is
  // not atomic, so that first swap has a moment with no site).
  if (lstatSync(client, { throwIfNoEntry: false })?.isDirectory()) {
    replaced = `${next++}-earlier`
    mkdirSync(join(releases, replaced))
    renameSync(client, join(releases, replaced, "client"))
  }
  const name = `${next}-${process.pid}`
  renameSync(stagedDir, join(releases, name))
  swapLink(join(RELEASES, name, "client"), client)
  swapLink(join(RELEASES, name, "headers.json"), join(buildDir, "headers.json"))
  const kept = new Set([name, replaced])
  const ordered = byNumber(readdirSync(releases))
  for (const gone of ordered.slice(0, Math.max(0, ordered.length - keep))) {
    if (!kept.has(gone)) rmSync(join(releases, gone), { recursive: true, force: true })
  }
  return join(releases, name)
}
