import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { RESERVED_ADDRESSES } from "../../src/lib/content/reserved-addresses"
import { copyOfContent } from "../../tests/setup/content-copy"
import { checkContent } from "./content-check"

// The build check on pages the owner added (decision 020), as a hand edit or a slip past the editor would leave them:
// the same words the editor says.
const FIXTURE = "tests/fixtures/content-every-option/owner-pages/every-section.json"
const every = () => JSON.parse(readFileSync(FIXTURE, "utf8"))

let root = ""
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

/** A copy of the content folder (photos included) with these pages in content/owner-pages/, by file name. */
function contentWith(pages: Record<string, unknown>) {
  root = copyOfContent("owner-pages-")
  for (const [name, page] of Object.entries(pages))
    writeFileSync(join(root, "content/owner-pages", name), JSON.stringify(page, null, 2))
  return checkContent(root, "content").map((problem) => problem.replace(`${join(root, "content/owner-pages")}/`, ""))
}

describe("the content check on the owner's pages", () => {
  it("passes a page with every section type, and the folder as shipped (no page)", () => {
    expect(contentWith({})).toEqual([])
    expect(contentWith({ "every-section.json": every() })).toEqual([])
  })

  it("refuses a built-in page's address, in the editor's words", () => {
    expect(contentWith({ "services.json": { ...every(), slug: "services" } })).toEqual([
      "services.json: slug: is taken by the site itself (/services): choose another address, such as services-albury",
    ])
    for (const taken of ["blog", "admin", "contact", "404", "og-image", "sitemap-index", "images", "favicon"])
      expect(RESERVED_ADDRESSES).toContain(taken)
  })

  it("refuses an address with spaces or capitals", () => {
    expect(contentWith({ "window-cleaning.json": { ...every(), slug: "Window Cleaning" } })).toEqual([
      "window-cleaning.json: slug: must be lowercase words joined by hyphens, such as window-cleaning (no spaces or capitals)",
    ])
  })

  it("refuses an empty required field in a section, naming the section", () => {
    const page = every()
    page.sections[2].heading = ""
    delete page.sections[5].questions[0].answer
    expect(contentWith({ "every-section.json": page })).toEqual([
      "every-section.json: sections[2].heading (the 3rd in its list): must be at least 3 characters",
      'every-section.json: sections[5].questions[0].answer (the 1st in its list, "Do you clean second-storey windows?"): is missing',
    ])
  })

  it("refuses a page with no sections, and a hero anywhere but first", () => {
    expect(contentWith({ "every-section.json": { ...every(), sections: [] } })).toEqual([
      "every-section.json: sections: must have at least one section",
    ])
    const page = every()
    page.sections.push(page.sections[0])
    expect(contentWith({ "every-section.json": page })).toEqual([
      'every-section.json: sections[11] (the 12th in its list, "Window cleaning that lets the light bac…"): must start with the page hero, and a page has only one: move the page hero to the top or remove it',
    ])
  })

  it("refuses a second page at an address another page has, and a file renamed away from its address", () => {
    expect(contentWith({ "every-section.json": every(), "every-section-1.json": every() })).toEqual([
      "every-section-1.json: slug: is already the address of another page, “Window cleaning in Albury-Wodonga”: choose another address (" +
        `${join(root, "content/owner-pages/every-section.json")} has it)`,
    ])
    expect(contentWith({ "window-cleaning.json": every() })).toEqual([
      'window-cleaning.json: slug: must match the file name, "window-cleaning" (rename the file, or set the address back)',
    ])
  })

  it("names a photo that is not in content/photos, and a photo without its description", () => {
    const page = every()
    page.sections[6].photos[1].photo = "bathrooms/not-there.jpg"
    delete page.sections[0].photoAlt
    expect(contentWith({ "every-section.json": page })).toEqual([
      'every-section.json: sections[0].photoAlt (the 1st in its list, "Window cleaning that lets the light bac…"): must describe the photo in one sentence',
    ])
    delete page.sections[0].photo
    expect(contentWith({ "every-section.json": page })).toEqual([
      "every-section.json: sections[].photos[].photo: there is no photo content/photos/bathrooms/not-there.jpg",
    ])
  })
})
