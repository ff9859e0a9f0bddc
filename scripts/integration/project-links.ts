/**
 * The build follows symbolic links in public/ and content/: one pointing elsewhere (`public/x.txt -> ../.env`) would
 * publish a file that is not the site's, such as the sign-in's secret (decision 029). One between them is fine.
 */
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from "node:fs"
import { join, resolve, sep } from "node:path"

const PUBLISHED_FOLDERS = ["public", "content"]

/** Each symbolic link under `folders` of the project at `root` that leads out of them, and why, in words. */
export function linksOutside(root: string, folders = PUBLISHED_FOLDERS): string[] {
  const published = folders.filter((folder) => existsSync(join(root, folder)))
  const homes = published.map((folder) => realpathSync(join(root, folder)))
  const inside = (path: string) => homes.some((home) => path === home || path.startsWith(home + sep))
  const why =
    `points outside the site's files (${folders.map((f) => `${f}/`).join(", ")}), so the build would publish a file ` +
    "that is not the site's: put the file itself in its place, or remove the link"
  // A folder is walked; a link is judged by where it leads, and not followed: a link to one of the site's folders is
  // checked where that folder is.
  const check = (path: string, shown: string): string[] => {
    if (!lstatSync(path).isSymbolicLink())
      return statSync(path).isDirectory()
        ? readdirSync(path).flatMap((name) => check(join(path, name), `${shown}/${name}`))
        : []
    const target = readlinkSync(path)
    // A link to nothing publishes nothing until the file appears; it is judged by where it points.
    const resolved = existsSync(path) ? realpathSync(path) : resolve(realpathSync(join(path, "..")), target)
    return inside(resolved) ? [] : [`${shown} -> ${target}: ${why}`]
  }
  return published.flatMap((folder) =>
    lstatSync(join(root, folder)).isSymbolicLink()
      ? [`${folder} -> ${readlinkSync(join(root, folder))}: must be a folder of the project, not a link`]
      : check(join(root, folder), folder),
  )
}
