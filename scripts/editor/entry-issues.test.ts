import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { inContentDir } from "../../src/lib/content/content-dir.ts"
import { blogFrontMatterSchema } from "../../src/lib/content/schemas.ts"
import { entrySchema, fieldPath, issuesByPath, type Holders } from "./entry-issues.ts"

/** A content file as the editor holds it: as saved, before the site fills in its placeholders. */
const saved = (name: string) => JSON.parse(readFileSync(inContentDir(`${name}.json`), "utf8"))
const issuesOf = (name: string, edit: (file: any) => void) => {
  const file = saved(name)
  edit(file)
  return issuesByPath(entrySchema("any group", name, [])!, file)
}

describe("the editor's check of an entry: one safeParse against the file's own schema", () => {
  it("finds nothing wrong with the files as saved", () => {
    for (const name of ["packages", "estimate", "business", "testimonials", "gallery", "home", "booking"])
      expect(
        issuesOf(name, () => {}),
        name,
      ).toEqual(new Map())
  })

  it("refuses a price with cents, a slipped digit and letters at the price's own path, in the schema's words", () => {
    const price = (value: unknown) => issuesOf("packages", (file) => (file.packages[1].priceFrom = value))
    expect(price(249.5)).toEqual(new Map([["packages.1.priceFrom", ["must be whole dollars, such as 250 (no cents)"]]]))
    expect(price(2490).get("packages.1.priceFrom")).toEqual([
      "must be at most $1,500: $2,490 looks too high for a package price",
    ])
    expect(price("2x0").get("packages.1.priceFrom")).toEqual([
      "must be a price in dollars, such as 250, without quotes or $",
    ])
  })

  it("says a box never filled in (no key in the file) is required, as an empty one", () => {
    const link = issuesOf("commercial", (file) => (file.industries.cards[4].link = { to: "/contact" }))
    expect(link).toEqual(new Map([["industries.cards.4.link.label", ["is required"]]]))
  })

  it("holds the rules between fields: covers, the phone's two forms, distinct ids", () => {
    const estimate = saved("estimate")
    estimate.packages.deep.bedrooms = 9
    estimate.largestHome.bedrooms = 8
    const covers = issuesByPath(entrySchema("prices", "estimate", [])!, estimate, [
      { id: "deep", name: "Deep Home Clean" },
    ])
    expect(covers).toEqual(
      new Map([["largestHome.bedrooms", ["must be at least 9: the Deep Home Clean base price covers 9"]]]),
    )

    const phone = issuesOf("business", (file) => (file.phone.display = "1300 123 456"))
    expect(phone).toEqual(
      new Map([
        ["phone.display", ['must be an Australian number of 10 digits, like "0491 570 156" or "(02) 6021 3344"']],
      ]),
    )

    const ids = issuesOf("testimonials", (file) => (file.testimonials[2].id = file.testimonials[0].id))
    expect([...ids.keys()]).toEqual(["testimonials.2.id"])
  })

  it("takes an article's front matter and an owner's page, whose address may not be one the site has", () => {
    expect(entrySchema("blog", "spring-clean", [])).toBe(blogFrontMatterSchema)
    expect(entrySchema("photos", "not-a-file", [])).toBeUndefined()
    const page = {
      title: "Spring offer for homes",
      description: "A spring clean for homes around the town, at a price for the season.",
      slug: "services",
      sections: [{ type: "text", body: "Two hours of cleaning for the price of one." }],
    }
    const reserved = issuesByPath(entrySchema("owner-pages", undefined, ["services"])!, page)
    expect(reserved.get("slug")).toEqual([
      "is taken by the site itself (/services): choose another address, such as services-albury",
    ])
    expect(issuesByPath(entrySchema("owner-pages", undefined, [])!, page).get("slug")).toBeUndefined()
    const empty = issuesByPath(entrySchema("owner-pages", undefined, [])!, { ...page, slug: "offer", sections: [] })
    expect(empty).toEqual(new Map([["sections", ["must have at least one section"]]]))
  })

  it("refuses day rules that could not work beside their fields: a window ending first, no reach, a date miswritten", () => {
    const issues = issuesOf("booking", (file) => {
      file.windows[0].end = "07:00"
      file.leadDays = 7
      file.maxDaysAhead = 3
      file.closedDates[0].date = "25/12/2026"
      file.daysOpen = []
    })
    expect(issues).toEqual(
      new Map([
        ["windows.0.end", ["must be after the start, 08:00"]],
        ["daysOpen", ["must list at least one day open, or customers could ask for no day"]],
        ["maxDaysAhead", ["must be at least the days' notice, or no day could be asked for"]],
        ["closedDates.0.date", ["must be a date written YYYY-MM-DD, such as 2026-12-25"]],
      ]),
    )
  })
})

describe("a field's path in the entry, from Decap's ids of the controls around it", () => {
  const holders: Holders = new Map([
    ["packages-id", { name: "packages", keys: () => ["k1", "k2", "k3"] }],
    ["phone-id", { name: "phone" }],
    ["lines-id", { name: "contactPage", keys: () => ["a", "b"], single: true }],
    ["hours-id", { name: "hours" }],
  ])

  it("names a top field, a field of an object, and a field of a list's item by the item's place", () => {
    expect(fieldPath("name", [], holders)).toBe("name")
    expect(fieldPath("display", ["phone-id"], holders)).toBe("phone.display")
    // A list item's object has no id of its own: Decap passes undefined after the item's key.
    expect(fieldPath("priceFrom", ["packages-id", "k2", undefined], holders)).toBe("packages.1.priceFrom")
    expect(fieldPath("packages", [], holders)).toBe("packages")
  })

  it("ends at the index for an item of a list of values, whose box has the list's name", () => {
    expect(fieldPath("contactPage", ["hours-id", "lines-id", "b", undefined], holders)).toBe("hours.contactPage.1")
  })
})
