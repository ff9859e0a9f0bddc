import { join } from "node:path"
import { pathToFileURL } from "node:url"

import { markdownToHtml } from "satteri"
import { describe, expect, it } from "vitest"

import { markdownProcessor, pageTextHtml } from "./markdown"
import { isSafeLink, linkScheme, safeHtml } from "./safe-html"

/** An article as Astro renders it (astro.config.ts's processor), and an owner page's text section. */
const article = async (markdown: string) => {
  const renderer = await markdownProcessor.createRenderer({ syntaxHighlight: false } as never)
  const file = pathToFileURL(join(process.cwd(), "content/blog/new-article.md"))
  return (await renderer.render(markdown, { fileURL: file } as never)).code
}
const pageText = async (markdown: string) => pageTextHtml(markdown)

/** The spellings of the security review (issue 57): each a live script link in a plain Markdown renderer. */
const HOSTILE_LINKS = [
  "[plain](javascript:alert(1))",
  "[entity](&#106;avascript:alert(1))",
  "[hex entity](&#x6A;avascript:alert(1))",
  "[tab entity](jav&#x09;ascript:alert(1))",
  "[newline entity](java&#10;script:alert(1))",
  "[padded](< javascript:alert(1)>)",
  "[mixed case](JaVaScRiPt:alert(1))",
  "[percent](javascript%3Aalert(1))",
  "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[data mixed](DaTa:text/html,<script>alert(1)</script>)",
  "[vbscript](vbscript:msgbox(1))",
  "[vb entity](&#118;bscript:msgbox(1))",
  "<javascript:alert(1)>",
  "[reference][evil]\n\n[evil]: javascript:alert(2)",
]

const HOSTILE_HTML = [
  "<script>alert(document.cookie)</script>",
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  "<img src=x onerror=alert(1)>",
  '<iframe src="https://evil.example"></iframe>',
  '<a href="&#106;avascript:alert(1)">entity in HTML</a>',
  "<svg onload=alert(1)>",
  "Text with <b onmouseover=alert(1)>inline</b> HTML",
  "<!-- a note --><script>alert(1)</script>",
  "<!-- a --!><script>alert(1)</script> -->",
]

describe.each([
  ["an article", article],
  ["an owner page's text", pageText],
])("%s, rendered", (_, render) => {
  it.each(HOSTILE_LINKS)("keeps the words of %j and no link", async (markdown) => {
    const html = await render(markdown)
    expect(html).not.toMatch(/<a\b/)
    expect(html).not.toMatch(/href=/i)
  })

  it.each(HOSTILE_HTML)("shows %j as text, not markup", async (markdown) => {
    const html = await render(markdown)
    expect(html).not.toMatch(/<(script|meta|img|iframe|svg|a|b)\b/i)
    expect(html).not.toMatch(/<[^>]*\son\w+=/i)
  })

  it("shows raw HTML as written, and keeps the inert tags: <kbd>, <abbr title>, <sub>, <sup>, <mark>, <br>", async () => {
    expect(await render("Press <kbd>Ctrl</kbd> then <span>go</span>")).toBe(
      "<p>Press <kbd>Ctrl</kbd> then &lt;span&gt;go&lt;/span&gt;</p>\n",
    )
    expect(
      await render('<abbr title="High-efficiency particulate air">HEPA</abbr>, H<sub>2</sub>O, 10<sup>3</sup>'),
    ).toBe('<p><abbr title="High-efficiency particulate air">HEPA</abbr>, H<sub>2</sub>O, 10<sup>3</sup></p>\n')
    expect(await render("one<br>two <mark>new</mark>")).toBe("<p>one<br>two <mark>new</mark></p>\n")
    // An attribute other than an abbreviation's title makes the tag text.
    expect(await render('<kbd onclick="x">K</kbd> <abbr title="a" onmouseover="x">A</abbr>')).not.toMatch(/<kbd|<abbr/)
  })

  it("leaves out an HTML comment; one that shares its line with more HTML is shown as written", async () => {
    expect(await render("Before\n\n<!-- a note to self -->\n\nAfter")).toBe("<p>Before</p>\n\n<p>After</p>\n")
    expect(await render("<!-- a note --> <script>alert(1)</script>")).toBe(
      "&lt;!-- a note --&gt; &lt;script&gt;alert(1)&lt;/script&gt;\n",
    )
  })

  it("keeps links to the site, the web, e-mail and the phone", async () => {
    const html = await render(
      "[a](/residential) [b](#part) [c](https://example.com/x?y=1) [d](mailto:hello@example.com) [e](tel:+61491570156) [f](HTTPS://example.com)",
    )
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "/residential",
      "#part",
      "https://example.com/x?y=1",
      "mailto:hello@example.com",
      "tel:+61491570156",
      "HTTPS://example.com",
    ])
  })
})

describe("a heading's {…} in an article, rendered", () => {
  it("keeps only the anchor: no style, class or other attribute reaches the page", async () => {
    const html = await article(
      '## Book now {style="position:fixed;inset:0;z-index:99" .fixed .inset-0 data-x=1 onclick="alert(1)" #book-now}\n\n' +
        "## Why 0.3 microns {#why-0-3-microns}\n",
    )
    expect(html).toContain('<h2 id="book-now">Book now</h2>')
    expect(html).toContain('<h2 id="why-0-3-microns">Why 0.3 microns</h2>')
    expect(html).not.toMatch(/style=|class=|data-x|onclick/)
  })
})

describe("raw HTML parsed into elements (satteri's rawHtml, which the site leaves off)", () => {
  const render = (markdown: string) =>
    markdownToHtml(markdown, { features: { rawHtml: true }, hastPlugins: [safeHtml] }).html

  it.each(HOSTILE_HTML)("keeps nothing that runs of %j", (markdown) => {
    const html = render(markdown)
    expect(html).not.toMatch(/<(script|meta|iframe|svg)\b/i)
    expect(html).not.toMatch(/\son\w+=/i)
    expect(html).not.toMatch(/javascript:/i)
  })

  it("keeps the rest of the markup, and a safe address", () => {
    expect(render('<b title="t" onclick="x">bold</b> <img src="/images/a.jpg" onerror="x" alt="A">')).toBe(
      '<p><b title="t">bold</b> <img src="/images/a.jpg" alt="A"></p>\n',
    )
    expect(render('<img src="javascript:alert(1)" alt="A"> <form action="javascript:x"><input></form>')).toBe(
      '<p><img alt="A"> </p><p></p>\n',
    )
  })
})

describe("linkScheme", () => {
  it("reads the scheme as a browser does, whatever the spelling", () => {
    expect(linkScheme(" javascript:alert(1)")).toBe("javascript")
    expect(linkScheme("\u0001\u0020JaVa\tScRi\npt:alert(1)")).toBe("javascript")
    expect(linkScheme("jav%09ascript:alert(1)")).toBe("javascript")
    expect(linkScheme("DATA:text/html,x")).toBe("data")
    expect(linkScheme("/blog/x:y")).toBeUndefined()
    expect(linkScheme("100%:done")).toBeUndefined()
  })

  it("admits http(s), mailto, tel and the site's own paths only", () => {
    expect(
      ["https://a.example", "http://a.example", "mailto:a@b.c", "tel:+61", "/x", "#y", "x/y"].every(isSafeLink),
    ).toBe(true)
    expect(
      ["javascript:x", "vbscript:x", "data:x", "file:///etc/passwd", "blob:x", " JavaScript:x"].some(isSafeLink),
    ).toBe(false)
  })
})
