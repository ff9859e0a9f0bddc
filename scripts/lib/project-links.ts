/**
 * The build publishes what public/ holds and reads content/ into pages, following symbolic links as it goes: a link
 * committed there that points anywhere else (`public/x.txt -> ../.env`) would publish a file that is not the site's,
 * such as the deploy settings with the sign-in's client secret, or a file elsewhere on the build's computer (issue 57,
 * decision 029). The content gate (scripts/integration/content-gate.ts) and `npm run check:content` stop on any,
 * naming the link. A link from one published file to another is fine.
 */
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from "node:fs"
import { join, resolve, sep } from "node:path"

/** The folders whose files end up on the site. */
const PUBLISHED_FOLDERS = ["public", "content"]

/**
 * Each symbolic link under `folders` of the project at `root` that leads out of them, as `public/x.txt -> ../.env`
 * and why, in words.
 */
export function linksOutside(root: string, folders = PUBLISHED_FOLDERS): string[] {
  const published = folders.filter((folder) => existsSync(join(root, folder)))
  const homes = published.map((folder) => realpathSync(join(root, folder)))
  const inside = (path: string) => homes.some((home) => path === home || path.startsWith(home + sep))
  const problems: string[] = []
  /** Checks `path` (shown to the owner as `where`), and what is inside it when it is a folder. */
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
    // The folder itself a link: whatever it points at would be published.
    if (lstatSync(join(root, folder)).isSymbolicLink())
      problems.push(`${folder} -> ${readlinkSync(join(root, folder))}: must be a folder of the project, not a link`)
    else walk(join(root, folder), folder)
  }
  return problems
}
