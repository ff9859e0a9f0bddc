import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { siteConfig } from "~/site.config"

import { inContentDir } from "./content-dir"
import { CONTENT_FILES, contentPath } from "./content-files"
import {
  aboutFileSchema,
  buildersHandoverFileSchema,
  businessFileSchema,
  commercialFileSchema,
  contactFileSchema,
  faqsFileSchema,
  formatIssues,
  ndisFileSchema,
  pagesFileSchema,
  sitePathSchema,
  testimonialsFileSchema,
} from "./schemas"
import { SERVICE_AREA_IDS } from "./service-areas"

const PAGE_FILES = ["services", "residential", "commercial", "ndis", "about", "builders-handover", "contact"] as const

/** A file of the tests' copy of the content (CONTENT_DIR, decision 034), as saved. */
const read = (name: string) => JSON.parse(readFileSync(inContentDir(`${name}.json`), "utf8")) as Record<string, unknown>
type Schema = { safeParse: (data: unknown) => { success: boolean; error?: Parameters<typeof formatIssues>[1] } }
const problems = (schema: Schema, data: unknown, file = "file.json") => {
  const result = schema.safeParse(data)
  return result.success ? "" : formatIssues(file, result.error!)
}

describe("service and information page content", () => {
  it.each(PAGE_FILES)("content/%s.json is declared and valid", (name) => {
    const schema = CONTENT_FILES[name].schema as Schema
    expect(schema).toBeDefined()
    expect(problems(schema, read(name), contentPath(name))).toBe("")
  })

  it("rejects a second featured industry, naming the file and field", () => {
    const data = read("commercial") as { industries: { cards: { featured?: boolean }[] } }
    data.industries.cards[0]!.featured = true
    expect(problems(commercialFileSchema, data, "content/commercial.json")).toContain(
      "content/commercial.json: industries.cards: must mark exactly one industry as featured",
    )
  })

  it("rejects a process with three steps and an unknown placeholder", () => {
    const data = read("builders-handover") as {
      process: { steps: unknown[] }
      testimonial: { quote: string }
    }
    data.process.steps.pop()
    data.testimonial.quote = "Great work from {fouder} and the whole team, every single time."
    const report = problems(buildersHandoverFileSchema, data)
    expect(report).toContain("process.steps: must list exactly 4 steps")
    expect(report).toContain("testimonial.quote: uses an unknown {placeholder}")
  })

  it("refuses a mistyped placeholder in page titles and questions, and any in the reviews and business details", () => {
    const pages = read("pages") as { about: { intro: string } }
    pages.about.intro = "Meet {fouder} and the team who look after Albury-Wodonga homes."
    expect(problems(pagesFileSchema, pages)).toContain("about.intro: uses an unknown {placeholder}")
    const faqs = read("faqs") as { home: { answer: string }[] }
    faqs.home[0]!.answer = "Call {phnoe} and we will answer the same day."
    expect(problems(faqsFileSchema, faqs)).toContain("home[0].answer: uses an unknown {placeholder}")

    const reviews = read("testimonials") as { testimonials: { text: string }[] }
    reviews.testimonials[0]!.text = "{founder} and her team were wonderful from start to finish."
    expect(problems(testimonialsFileSchema, reviews)).toContain(
      "testimonials[0].text: is shown as written: write the name or figure itself, not a {placeholder}",
    )
    const business = read("business") as { footer: { blurb: string } }
    business.footer.blurb = "Eco-friendly cleaning by {founder} and a local team across Albury-Wodonga."
    expect(problems(businessFileSchema, business)).toContain("footer.blurb: is shown as written")
  })

  it("dials the number shown, in its international form, and refuses one that is not an Australian number", () => {
    const business = read("business") as { phone: { display: string } }
    const dialled = (display: string) => businessFileSchema.parse({ ...business, phone: { display } }).phone.e164
    expect(dialled("(02) 6021 3344")).toBe("+61260213344")
    for (const display of ["0491 570 156", "+61 491 570 156", "61 491 570 156"])
      expect(dialled(display)).toBe("+61491570156")
    for (const display of ["1300 123 456", "0491 570 15", "+1 212 555 0100"])
      expect(problems(businessFileSchema, { ...business, phone: { display } })).toBe(
        'file.json: phone.display: must be an Australian number of 10 digits, like "0491 570 156" or "(02) 6021 3344"',
      )
  })

  it("insists on the four values, in order, and six team members with known roles", () => {
    const data = read("about") as {
      values: { cards: { title: string }[] }
      team: { members: { role: string }[] }
    }
    data.values.cards[0]!.title = "Kindness"
    data.team.members[1]!.role = "Manager"
    const report = problems(aboutFileSchema, data)
    expect(report).toContain("values.cards: must be the four values Care, Quality, Consistency, Respect, in that order")
    expect(report).toContain("team.members[1].role")
  })

  it("takes NDIS hourly rates in whole dollars up to $200, like the package prices", () => {
    const data = read("ndis") as { pricing: { rates: { price: string }[] } }
    data.pricing.rates[0]!.price = "from $600"
    data.pricing.rates[1]!.price = "$70.50"
    const report = problems(ndisFileSchema, data)
    expect(report).toContain(
      'pricing.rates[0].price: must be a whole-dollar hourly price of at most $200, written like "from $60"',
    )
    expect(report).toContain("pricing.rates[1].price")
  })

  it("keeps four NDIS questions", () => {
    const data = read("ndis") as { faq: { items: unknown[] } }
    data.faq.items.push({ question: "One more question?", answer: "And one more answer here." })
    expect(problems(ndisFileSchema, data)).toContain("faq.items: must list exactly 4 questions")
  })

  it("lists each of the five map areas once, and every suburb the business serves", () => {
    const data = read("contact") as { areas: { list: { id: string; name: string; suburbs: string[] }[] } }
    expect(data.areas.list.map((area) => area.id)).toEqual([...SERVICE_AREA_IDS])
    expect(data.areas.list.map((area) => area.name)).toEqual([
      "Albury Central",
      "Wodonga",
      "Thurgoona & Wirlinga",
      "Lavington & Hamilton Valley",
      "Surrounding Areas",
    ])
    const covered = new Set(data.areas.list.flatMap((area) => area.suburbs))
    for (const suburb of siteConfig.suburbs) expect(covered, suburb).toContain(suburb)

    data.areas.list[1]!.id = "albury-central"
    expect(problems(contactFileSchema, data)).toContain("areas.list: must list each map area once")
  })
})

describe("a link to a page of this site", () => {
  it("is a path on the site, never another site's address", () => {
    for (const path of ["/", "/contact", "/residential#faq", "/blog/hepa-filters-clean-home"])
      expect(problems(sitePathSchema, path), path).toBe("")
    for (const address of ["//evil.example", "//2130706433", "https://evil.example", "contact", "/Contact", "/a b"])
      expect(problems(sitePathSchema, address), address).toContain('must be a path on this site, like "/contact"')
  })
})
