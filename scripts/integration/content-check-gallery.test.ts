import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { copyOfContent as copyOfContentAt } from "../../tests/setup/content-copy"
import { checkContent } from "./content-check"

let root = ""
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

function copyOfContent() {
  // The photos too: the check finds each photo a page names.
  root = copyOfContentAt("content-check-")
  return root
}

describe("checkContent on a copy of the content folder", () => {
  it("passes the site's own content", () => {
    expect(checkContent(copyOfContent(), "content")).toEqual([])
  })

  it("reports a broken gallery with its file, JSON path and problem", () => {
    const dir = copyOfContent()
    writeFileSync(
      join(dir, "content/gallery.json"),
      JSON.stringify({ kitchens: [{ src: "/api/content/attached_assets/kitchens/k.jpg", alt: "short" }] }),
    )
    expect(checkContent(dir, "content")).toEqual([
      `${join(dir, "content/gallery.json")}: kitchens[0].alt (the 1st in its list, "short"): must be at least 10 characters`,
    ])
  })

  it("names a gallery photo that is not under content/photos: added to the file only, or since deleted", () => {
    const dir = copyOfContent()
    const file = join(dir, "content/gallery.json")
    const gallery = JSON.parse(readFileSync(file, "utf8"))
    gallery.bathrooms[0].src = "/api/content/attached_assets/bathrooms/new-ensuite.jpg"
    // Any kind of photo is published as a .jpg: a .png named for one that is a .jpg is found.
    gallery.beforeAfter[0].after = gallery.beforeAfter[0].after.replace(/\.jpg$/, ".png")
    writeFileSync(file, JSON.stringify(gallery))
    rmSync(join(dir, "content/photos/kitchens/kitchen-02.jpg"))
    expect(checkContent(dir, "content")).toEqual([
      `${file}: bathrooms[].src: there is no photo content/photos/bathrooms/new-ensuite.jpg`,
      `${file}: kitchens[].src: there is no photo content/photos/kitchens/kitchen-02.jpg`,
    ])
  })

  it("reports a portfolio that is not JSON, and one that is missing", () => {
    const dir = copyOfContent()
    writeFileSync(join(dir, "content/portfolio-postbuild.json"), "{ projects: [ }")
    rmSync(join(dir, "content/gallery.json"))
    const problems = checkContent(dir, "content")
    expect(problems).toContain(`${join(dir, "content/gallery.json")}: (file): missing`)
    expect(
      problems.find((p) => p.startsWith(`${join(dir, "content/portfolio-postbuild.json")}: (file): not valid JSON`)),
    ).toBeTruthy()
  })
})
