import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { linksOutside } from "./project-links"

const why =
  "points outside the site's files (public/, content/), so the build would publish a file that is not the site's: " +
  "put the file itself in its place, or remove the link"

let root = ""
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

/** A project folder with public/ and content/, a deploy settings file beside them and a secret elsewhere. */
function project() {
  const base = mkdtempSync(join(tmpdir(), "project-links-"))
  root = join(base, "site")
  mkdirSync(join(root, "public/fonts"), { recursive: true })
  mkdirSync(join(root, "content/photos"), { recursive: true })
  writeFileSync(join(root, ".env"), "CMS_GITHUB_CLIENT_SECRET=secret\n")
  writeFileSync(join(root, "public/robots.txt"), "User-agent: *\n")
  writeFileSync(join(root, "content/faqs.json"), "{}")
  writeFileSync(join(base, "elsewhere.txt"), "not the site's\n")
  return root
}

describe("linksOutside", () => {
  it("passes a project without links, and links from one of the site's files to another", () => {
    const dir = project()
    expect(linksOutside(dir)).toEqual([])
    symlinkSync("robots.txt", join(dir, "public/robots-copy.txt"))
    symlinkSync("../content/faqs.json", join(dir, "public/faqs.json"))
    symlinkSync("../content/photos", join(dir, "public/photos"))
    expect(linksOutside(dir)).toEqual([])
  })

  it("names the review's public/x.txt -> ../.env, and a link out of the project, with the reason", () => {
    const dir = project()
    symlinkSync("../.env", join(dir, "public/x.txt"))
    symlinkSync("../../../elsewhere.txt", join(dir, "content/photos/note.txt"))
    symlinkSync("/etc/passwd", join(dir, "public/fonts/passwd"))
    expect(linksOutside(dir).sort()).toEqual(
      [
        `content/photos/note.txt -> ../../../elsewhere.txt: ${why}`,
        `public/fonts/passwd -> /etc/passwd: ${why}`,
        `public/x.txt -> ../.env: ${why}`,
      ].sort(),
    )
  })

  it("names a link out of a folder that another link points to once, where it is", () => {
    const dir = project()
    symlinkSync("../content/photos", join(dir, "public/photos"))
    symlinkSync("../../.env", join(dir, "content/photos/settings.txt"))
    expect(linksOutside(dir)).toEqual([`content/photos/settings.txt -> ../../.env: ${why}`])
  })

  it("names a link to a folder out of the project, a link to nothing there, and public/ itself a link", () => {
    const dir = project()
    symlinkSync("/etc", join(dir, "public/etc"))
    symlinkSync("../../missing-secret.txt", join(dir, "content/later.txt"))
    expect(linksOutside(dir)).toEqual([
      `public/etc -> /etc: ${why}`,
      `content/later.txt -> ../../missing-secret.txt: ${why}`,
    ])
    rmSync(join(dir, "public"), { recursive: true })
    symlinkSync("..", join(dir, "public"))
    expect(linksOutside(dir)).toContain("public -> ..: must be a folder of the project, not a link")
  })

  it("passes the project as it is", () => {
    root = mkdtempSync(join(tmpdir(), "project-links-"))
    expect(linksOutside(".")).toEqual([])
  })
})
