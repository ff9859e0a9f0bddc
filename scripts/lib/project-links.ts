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
  const problems: string[] = []
  const check = (path: string, where: string) => {
    if (!lstatSync(path).isSymbolicLink()) {
      if (statSync(path).isDirectory()) walk(path, where)
      return
    }
    const target = readlinkSync(path)
    let resolved: string
    try {
      resolved = realpathSync(path)
    } catch {
      // A link to nothing publishes nothing until the file appears; it is judged by where it points.
      resolved = resolve(realpathSync(join(path, "..")), target)
    }
    // A link to one of the site's folders is not followed: that folder is checked where it is.
    if (!inside(resolved))
      problems.push(
        `${where} -> ${target}: points outside the site's files (${folders.map((f) => `${f}/`).join(", ")}), so ` +
          "the build would publish a file that is not the site's: put the file itself in its place, or remove the link",
      )
  }
  const walk = (dir: string, shown: string) => {
    for (const name of readdirSync(dir)) check(join(dir, name), `${shown}/${name}`)
  }
  for (const folder of published) {
    if (lstatSync(join(root, folder)).isSymbolicLink())
      problems.push(`${folder} -> ${readlinkSync(join(root, folder))}: must be a folder of the project, not a link`)
    else walk(join(root, folder), folder)
  }
  return problems
}
