// Puts a finished build live in one step under a running server: `client/` copied into a release under `releases/`,
// the link `live` swapped to it atomically; the previous release is kept (decisions 022, 028, 033).
import {
  cpSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs"
import { basename, dirname, join } from "node:path"

export const RELEASES = "releases"
const CLIENT = "client"
const LIVE = "live"
/** The build's header rules, in its folder; written last, so a client folder with it is a finished build. */
export const RULES_FILE = "_headers"

// Release names ("12-4711"), oldest first by their leading number, then by name (decision 028); others are no release.
const byNumber = (names: string[]) =>
  names.filter((name) => /^\d+-/.test(name)).sort((a, b) => parseInt(a) - parseInt(b) || (a < b ? -1 : a > b ? 1 : 0))

/** The folder of the release published just before the one at `root`, while it is on disk. */
export function previousRelease(root: string) {
  const all = dirname(root)
  if (basename(all) !== RELEASES) return undefined
  try {
    const ordered = byNumber(readdirSync(all))
    const index = ordered.indexOf(basename(root))
    return index > 0 ? join(all, ordered[index - 1]!) : undefined
  } catch {
    return undefined
  }
}

function liveRelease(buildDir: string) {
  try {
    return basename(readlinkSync(join(buildDir, LIVE)))
  } catch {
    return undefined
  }
}

/** When the build in `dir` was finished: its rules file's time in whole milliseconds (a copy keeps those). */
const finishedAt = (dir: string) => {
  const time = lstatSync(join(dir, RULES_FILE), { throwIfNoEntry: false })?.mtimeMs
  return time === undefined ? undefined : Math.trunc(time)
}

/** Publishes a copy of `buildDir`/client and prunes all but the last two releases and the one it replaced. */
export function publishRelease(buildDir: string) {
  const client = join(buildDir, CLIENT)
  if (finishedAt(client) === undefined) throw new Error(`${client} holds no finished build (no ${RULES_FILE})`)
  const releases = join(buildDir, RELEASES)
  mkdirSync(releases, { recursive: true })
  const replaced = liveRelease(buildDir)
  // Copied under a name no release has, then renamed into place: no reader sees a release half-copied.
  const copying = join(releases, `.copying-${process.pid}`)
  rmSync(copying, { recursive: true, force: true })
  // The folder itself, were client/ a link: a release is a copy, never a link to a folder a build may empty.
  cpSync(realpathSync(client), copying, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true })
  const name = `${parseInt(byNumber(readdirSync(releases)).at(-1) ?? "0") + 1}-${process.pid}`
  renameSync(copying, join(releases, name))
  const temporary = join(buildDir, `${LIVE}.${process.pid}.next`)
  rmSync(temporary, { force: true })
  symlinkSync(join(RELEASES, name), temporary)
  renameSync(temporary, join(buildDir, LIVE))
  const kept = new Set([name, replaced])
  for (const gone of byNumber(readdirSync(releases)).slice(0, -2)) {
    if (!kept.has(gone)) rmSync(join(releases, gone), { recursive: true, force: true })
  }
  return join(releases, name)
}

// Publishes `buildDir`/client if it is not the live one (by its rules file's time): a build made with `astro build`
// alone, or copied to the host, goes live when the server starts.
export function publishNewerBuild(buildDir: string) {
  const built = finishedAt(join(buildDir, CLIENT))
  if (built === undefined || built === finishedAt(join(buildDir, LIVE))) return undefined
  return publishRelease(buildDir)
}
