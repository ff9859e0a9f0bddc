import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import sharp from "sharp"
import { afterAll, describe, expect, it } from "vitest"

import { generatePlaceholders, missingPhotos, referencedPhotos } from "./generate-placeholders.ts"

const root = mkdtempSync(join(tmpdir(), "placeholders-"))
const write = (path: string, text: string | Buffer) => {
  mkdirSync(join(root, path, ".."), { recursive: true })
  writeFileSync(join(root, path), text)
}
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("generatePlaceholders", () => {
  it("writes a labelled photo for each missing reference and leaves existing files alone", async () => {
    // The palette is read where the project keeps it (it once read a folder the Astro port removed).
    mkdirSync(join(root, "src", "styles"), { recursive: true })
    copyFileSync("src/styles/app.css", join(root, "src", "styles", "app.css"))
    write("content/team.json", JSON.stringify({ a: { photo: "team/new.jpg" }, b: { src: "team/kept.jpg" } }))
    write("content/gallery.json", '{ "src": "/api/content/attached_assets/kitchens/kitchen-09.jpg" }')
    write("content/blog/a-new-article.md", "---\ntitle: A new article\nphoto: blog/spring-clean.jpg\n---\nText.")
    write("content/blog/no-picture.md", "---\ntitle: An article without a picture\n---\nText.")
    write("content/photos/team/kept.jpg", "the owner's photo")
    // A real photo saved as PNG under the referenced .jpg name counts as present (build-images serves it).
    write("content/photos/kitchens/kitchen-09.png", "png")

    // An article's picture is the one its front matter names; an article without one gets none.
    expect(await generatePlaceholders(root)).toEqual(["blog/spring-clean.jpg", "team/new.jpg"])

    expect(readFileSync(join(root, "content/photos/team/kept.jpg"), "utf8")).toBe("the owner's photo")
    const made = await sharp(join(root, "content/photos/team/new.jpg")).metadata()
    expect([made.format, made.width, made.height]).toEqual(["jpeg", 800, 1000])
    expect((await sharp(join(root, "content/photos/blog/spring-clean.jpg")).metadata()).width).toBe(1600)
    // A second run finds nothing missing.
    expect(await generatePlaceholders(root)).toEqual([])
  })

  it("names the article whose front matter it cannot read", () => {
    write("content/blog/slip.md", "---\ntitle: [unclosed\n---\nText.")
    expect(() => referencedPhotos(root)).toThrow(
      `${join(root, "content/blog/slip.md")}: its front matter is not valid YAML`,
    )
  })

  it("finds every photo this site's content names already committed", () => {
    expect(referencedPhotos(".").length).toBeGreaterThan(50)
    expect(missingPhotos(".")).toEqual([])
  })
})
