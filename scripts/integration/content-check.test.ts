import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { describe, expect, it } from "vitest"

import { faqsFileSchema, pagesFileSchema } from "../../src/lib/content/schemas"
import { copyOfContent } from "../../tests/setup/content-copy"
import { valuesAt } from "../lib/schema-walk"
import { checkContent, checkJsonFile, itemNote } from "./content-check"

describe("content check", () => {
  it("passes the tests' copy of the content (CONTENT_DIR; content/ itself is npm run check:content's)", () => {
    expect(checkContent()).toEqual([])
  })

  it("names the file, the field and the problem", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"))
    const file = join(dir, "faqs.json")
    writeFileSync(file, JSON.stringify({ home: [{ question: "Hi?", answer: "Too short" }] }))
    const problems = checkJsonFile(file, faqsFileSchema)
    expect(problems).toContain(`${file}: home: must list exactly six questions`)
    expect(problems).toContain(`${file}: home[0].question (the 1st in its list, "Hi?"): must be at least 5 characters`)
  })

  it("names a page's photo that is not under content/photos", () => {
    const root = copyOfContent()
    const file = join(root, "content/about.json")
    const about = JSON.parse(readFileSync(file, "utf8"))
    about.founder.photo = "team/new-founder.jpg"
    writeFileSync(file, JSON.stringify(about))
    expect(checkContent(root, "content")).toEqual([
      `${file}: founder.photo: there is no photo content/photos/team/new-founder.jpg`,
    ])
  })

  it("names an article's picture that is not under content/photos", () => {
    const root = copyOfContent()
    const file = join(root, "content/blog/hepa-filters-clean-home.md")
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("photo: blog/hepa-filters-clean-home.jpg", "photo: blog/hepa.jpg"),
    )
    expect(checkContent(root, "content")).toEqual([`${file}: photo: there is no photo content/photos/blog/hepa.jpg`])
  })

  it("refuses an iPhone's HEIC photo, naming the kinds of file it takes", () => {
    const root = copyOfContent()
    const file = join(root, "content/about.json")
    const about = JSON.parse(readFileSync(file, "utf8"))
    writeFileSync(file, JSON.stringify({ ...about, founder: { ...about.founder, photo: "team/img_1234.heic" } }))
    expect(checkContent(root, "content")).toEqual([
      `${file}: founder.photo: must be a JPEG, PNG, WebP or AVIF photo (or an SVG logo) under content/photos, named in lowercase like "team/team-01.jpg" (an iPhone photo: export it as JPEG first)`,
    ])
  })

  it("refuses an article dated a day the calendar does not have, as written, not rolled over", () => {
    const root = copyOfContent()
    const article = (date: string) => {
      const file = join(root, "content/blog/spring-tips.md")
      writeFileSync(
        file,
        "---\ntitle: Spring cleaning for Albury homes\ndescription: A calm, room-by-room spring clean for busy families.\n" +
          `date: ${date}\nslug: spring-tips\ncategory: Residential Cleaning\ncta: residential\n---\n\nText.\n`,
      )
      return checkContent(root, "content").map((problem) => problem.replace(`${file}: `, ""))
    }
    expect(article("2026-02-30")).toEqual(["date: is not a day in the calendar (check the month and the day)"])
    expect(article("2026-13-01")).toEqual(["date: is not a day in the calendar (check the month and the day)"])
    expect(article("1/9/2026")).toEqual(["date: must be a date written YYYY-MM-DD"])
    expect(article("2028-02-29")).toEqual([])
    expect(article('"2026-09-01"')).toEqual([])
  })

  it("says where an article's front matter stops being YAML, and the usual cause, among the other problems", () => {
    const root = copyOfContent()
    const file = join(root, "content/blog/hepa-filters-clean-home.md")
    writeFileSync(file, readFileSync(file, "utf8").replace(/^title: .*$/m, "title: HEPA: the quiet secret"))
    const faqs = join(root, "content/faqs.json")
    writeFileSync(faqs, JSON.stringify({ home: [] }))
    expect(checkContent(root, "content")).toEqual([
      `${faqs}: home: must list exactly six questions`,
      `${file}: (front matter): not valid YAML: bad indentation of a mapping entry (line 2, column 12); often a value with a colon (:) or a # in it, which needs double quotes around it`,
    ])
  })

  it("names a mistyped {placeholder} in an article's text, with the ones the site knows", () => {
    const root = copyOfContent()
    const file = join(root, "content/blog/hepa-filters-clean-home.md")
    writeFileSync(file, readFileSync(file, "utf8").replace("That is where HEPA", "Ask {fonder}: that is where HEPA"))
    expect(checkContent(root, "content")).toEqual([
      `${file}: (article text): uses an unknown {placeholder} ({fonder}); the known ones are {businessName}, {phone}, {email}, {founder}, {foundingYear}, {familiesServed}, {publicLiability}, {guaranteeHours}, {replyContact}, {replyHome}, {ratingValue}, {ratingBest}, {ratingCount}`,
    ])
  })

  it("reads the values at a field path, through lists", () => {
    const data = { team: { members: [{ image: "a.jpg" }, {}, { image: "b.jpg" }] }, hero: { photo: "h.jpg" } }
    expect(valuesAt(data, "team.members[].image")).toEqual(["a.jpg", "b.jpg"])
    expect(valuesAt(data, "hero.photo")).toEqual(["h.jpg"])
    expect(valuesAt(data, "nothing[].here")).toEqual([])
  })

  it("names the list item a problem is in as the owner counts it, by its name or its words", () => {
    const root = copyOfContent()
    const file = join(root, "content/testimonials.json")
    const reviews = JSON.parse(readFileSync(file, "utf8"))
    reviews.testimonials[2].rating = 6
    writeFileSync(file, JSON.stringify(reviews))
    expect(checkContent(root, "content")).toEqual([
      `${file}: testimonials[2].rating (the 3rd in its list, "Priya and Tom"): must be at most 5`,
    ])
    const lists = {
      a: Array.from({ length: 23 }, () => ({ title: "" })),
      b: [{ points: ["x", "A point far too long to be shown in full, whole"] }],
    }
    expect([0, 1, 2, 3, 10, 11, 12, 20, 21, 22].map((n) => itemNote(lists, ["a", n, "title"]))).toEqual(
      ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd"].map(
        (n) => ` (the ${n} in its list)`,
      ),
    )
    expect(itemNote(lists, ["b", 0, "points", 1])).toBe(
      ' (the 2nd in its list, "A point far too long to be shown in ful…")',
    )
    expect(itemNote(lists, ["b"])).toBe("")
  })

  it("reports JSON syntax errors at the line and column an editor shows", () => {
    const file = join(mkdtempSync(join(tmpdir(), "content-")), "pages.json")
    writeFileSync(file, '{\n  "home": {\n    "title": "Home"\n    "heading": "Hi"\n  }\n}\n')
    expect(checkJsonFile(file, pagesFileSchema)).toEqual([
      `${file}: (file): not valid JSON: Expected ',' or '}' after property value in JSON (line 4, column 5)`,
    ])
    // V8 gives these no position: the line and column are where the text stops being JSON.
    writeFileSync(file, '{\n  "home": [\n    1,\n  ]\n}\n')
    expect(checkJsonFile(file, pagesFileSchema)).toEqual([
      `${file}: (file): not valid JSON: Unexpected token ']' (line 4, column 3)`,
    ])
    writeFileSync(file, '{\n  "priceFrom": $250\n}\n')
    expect(checkJsonFile(file, pagesFileSchema)).toEqual([
      `${file}: (file): not valid JSON: Unexpected token '$' (line 2, column 16)`,
    ])
    writeFileSync(file, '{\n  "name": \u201cRiverleaf\u201d\n}\n')
    expect(checkJsonFile(file, pagesFileSchema)).toEqual([
      `${file}: (file): not valid JSON: Unexpected token '\u201c': curly quotes, where JSON needs straight ones (") (line 2, column 11)`,
    ])
    writeFileSync(file, "\uFEFF{}")
    expect(checkJsonFile(file, pagesFileSchema)).toEqual([
      `${file}: (file): not valid JSON: it starts with an invisible byte-order mark: save it as "UTF-8", not "UTF-8 with BOM"`,
    ])
  })

  it("reports a JSON slip in a file the schemas import in words, not a stack trace", () => {
    const root = copyOfContent()
    const file = join(root, "content/business.json")
    writeFileSync(file, readFileSync(file, "utf8").replace('"linkedin": ""', '"linkedin": "",'))
    const run = spawnSync(resolve("node_modules/.bin/tsx"), [resolve("scripts/tools/check-content.ts")], {
      cwd: root,
      // The copy's content/, whatever folder the unit tests read.
      env: { ...process.env, CONTENT_DIR: "content" },
      encoding: "utf8",
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split("\n")).toEqual([
      "Content check failed (1 problem):",
      expect.stringMatching(/^ {2}content\/business\.json: \(file\): not valid JSON: .* \(line \d+, column \d+\)$/),
    ])
  }, 60_000) // a process of its own, loading every schema through tsx: seconds on a busy machine

  it("says a deploy-time setting given wrong in words, not a stack trace", () => {
    const run = spawnSync(resolve("node_modules/.bin/tsx"), [resolve("scripts/tools/check-content.ts")], {
      // The editor's too (the build's own test, content-gate.test.ts, gives SITE_URL wrong).
      env: { ...process.env, CMS_GITHUB_URL: "github.example.com" },
      encoding: "utf8",
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      'A deploy-time setting is wrong (docs/deploy.md, "Deploy-time values"): CMS_GITHUB_URL must be a web address starting with https:// (like "https://github.example.com"), not "github.example.com"',
    )
  }, 60_000) // a process of its own, loading every schema through tsx: seconds on a busy machine

  it("says in plain words what is missing, written as the wrong kind, misspelt or not one of the choices", () => {
    const root = copyOfContent()
    const file = join(root, "content/business.json")
    const { email, ...business } = JSON.parse(readFileSync(file, "utf8"))
    writeFileSync(
      file,
      JSON.stringify({
        ...business,
        emial: email,
        phone: "0491 570 156",
        rating: { ...business.rating, value: "4.9" },
      }),
    )
    const article = join(root, "content/blog/spring-tips.md")
    writeFileSync(
      article,
      "---\ntitle: Spring cleaning for Albury homes\ndescription: A calm, room-by-room spring clean for busy families.\n" +
        "date: 2026-09-01\nslug: spring-tips\ncategory: Residential\n---\n\nText.\n",
    )
    expect(checkContent(root, "content")).toEqual([
      `${file}: phone: must be a group of fields in curly brackets { }, holding "display"`,
      `${file}: email: is missing`,
      `${file}: rating.value: must be a number, without quotes`,
      `${file}: (root): has a field this file does not use: "emial" (misspelt, or in the wrong place?)`,
      `${article}: category: must be one of "Health & Wellness", "Residential Cleaning", "Commercial Cleaning"`,
      `${article}: cta: is missing: write one of "residential", "commercial"`,
    ])
  })

  it("holds the estimate's add-on prices to the packages' add-ons, naming both files", () => {
    const root = copyOfContent()
    const [packagesFile, estimateFile] = [join(root, "content/packages.json"), join(root, "content/estimate.json")]
    const packages = JSON.parse(readFileSync(packagesFile, "utf8"))
    packages.addOns[0] = { ...packages.addOns[0], id: "skylights", name: "Skylight clean" }
    writeFileSync(packagesFile, JSON.stringify(packages))
    const estimate = JSON.parse(readFileSync(estimateFile, "utf8"))
    const [first] = Object.keys(estimate.addOns)
    expect(checkContent(root, "content")).toEqual([
      `${estimateFile}: addOns: has no price for "Skylight clean" (skylights), an add-on of ${packagesFile}: write its price, 0 for no charge`,
      `${estimateFile}: addOns.${first}: prices an add-on ${packagesFile} does not list: remove it, or add the add-on there`,
    ])
  })

  it("names the package whose base price the largest home must cover by its name in packages.json", () => {
    const root = copyOfContent()
    const [packagesFile, estimateFile] = [join(root, "content/packages.json"), join(root, "content/estimate.json")]
    const packages = JSON.parse(readFileSync(packagesFile, "utf8"))
    packages.packages[1].name = "Deep Home Clean"
    writeFileSync(packagesFile, JSON.stringify(packages))
    const estimate = JSON.parse(readFileSync(estimateFile, "utf8"))
    estimate.packages[packages.packages[1].id].bedrooms = 9
    estimate.largestHome.bedrooms = 8
    writeFileSync(estimateFile, JSON.stringify(estimate))
    expect(checkContent(root, "content")).toEqual([
      `${estimateFile}: largestHome.bedrooms: must be at least 9: the Deep Home Clean base price covers 9`,
    ])
  })

  it("takes a page added to pages.json without a change to its schema", () => {
    const root = copyOfContent()
    const file = join(root, "content/pages.json")
    const pages = JSON.parse(readFileSync(file, "utf8"))
    writeFileSync(file, JSON.stringify({ ...pages, endOfLease: { ...pages.services, heading: "" } }))
    expect(checkContent(root, "content")).toEqual([`${file}: endOfLease.heading: must be at least 3 characters`])
  })
})
