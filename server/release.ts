/**
 * Puts a finished build live in one step, under a server that keeps serving: each build is a release folder under
 * `releases/`, and `client` and `headers.json` beside it are links to the newest one's. A link is replaced by renaming a
 * new one over it, which the file system does atomically, so a request sees the old release or the new one, never a
 * mix or a gap. The previous release is kept, so a request that began on it still finds its files.
 */
import { lstatSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from "node:fs"
import { join } from "node:path"

export const RELEASES = "releases"

/** Points `link` at `target` (relative to the link's folder) in one step: a new link renamed over the old one. */
function swapLink(target: string, link: string) {
  const temporary = `${link}.${process.pid}.next`
  rmSync(temporary, { force: true })
  symlinkSync(target, temporary)
  renameSync(temporary, link)
}

/**
 * Makes the finished build in `stagedDir` (its client/ and headers.json) the one `buildDir` serves, and removes the
 * releases older than the last `keep`. Returns the new release's folder.
 */
export function publishRelease(buildDir: string, stagedDir: string, keep = 2) {
  const releases = join(buildDir, RELEASES)
  mkdirSync(releases, { recursive: true })
  const stamp = Date.now()
  const name = `${stamp}-${process.pid}`
  renameSync(stagedDir, join(releases, name))
  const client = join(buildDir, "client")
  // A build made before releases left a real folder here: it becomes the oldest release (once; this one move is not
  // atomic, so that first swap has a moment with no site).
  if (lstatSync(client, { throwIfNoEntry: false })?.isDirectory()) {
    const earlier = join(releases, `${stamp - 1}-earlier`)
    mkdirSync(earlier)
    renameSync(client, join(earlier, "client"))
  }
  swapLink(join(RELEASES, name, "client"), client)
  swapLink(join(RELEASES, name, "headers.json"), join(buildDir, "headers.json"))
  // Names start with the time in milliseconds, so their order is the builds' order.
  const old = readdirSync(releases).sort((a, b) => Number.parseInt(a) - Number.parseInt(b))
  for (const gone of old.slice(0, Math.max(0, old.length - keep))) {
    rmSync(join(releases, gone), { recursive: true, force: true })
  }
  return join(releases, name)
}
