/**
 * `npm run fonts`, after upgrading @fontsource-variable/* or changing lib/font-characters.ts: writes the subset fonts
 * (src/fonts/) and prints the unicode-range and fallback faces' numbers to copy into src/styles/app.css.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { chromium } from "@playwright/test"
import subsetFont from "subset-font"

import { BROWSER_ARGS, findTestBrowser } from "../lib/browser.ts"
import { FONT_CODE_POINTS, unicodeRange } from "./font-characters.ts"

/** Each web font, the system font its fallback face stands on, and the weights the site sets in it. */
const FONTS = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "src/fonts/inter-var-subset.woff2",
    system: "Arial",
    weights: [400, 600],
  },
  {
    family: "Fraunces Variable",
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    file: "src/fonts/fraunces-var-subset.woff2",
    system: "Times New Roman",
    weights: [400, 600],
  },
] as const

const text = String.fromCodePoint(...FONT_CODE_POINTS)

for (const { source, file } of FONTS) {
  const input = readFileSync(`node_modules/${source}`)
  const output = await subsetFont(input, text, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 700 } },
  })
  writeFileSync(file, output)
  console.log(`fonts: ${file} ${(output.length / 1024).toFixed(1)} KB (from ${(input.length / 1024).toFixed(1)} KB)`)
}
console.log(`fonts: unicode-range: ${unicodeRange()};`)

function siteCopy(dir = "content"): string {
  const strings: string[] = []
  const collect = (value: unknown): void => {
    if (typeof value === "string") strings.push(value)
    else if (value && typeof value === "object") Object.values(value).forEach(collect)
  }
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name)
    if (entry.name.endsWith(".json")) collect(JSON.parse(readFileSync(path, "utf8")))
    else if (entry.name.endsWith(".md")) strings.push(readFileSync(path, "utf8"))
  }
  return strings.join(" ").replace(/\s+/g, " ")
}

const percent = (n: number) => `${(n * 100).toFixed(1)}%`

// The fallback faces' numbers (decision 026), measured in Chromium on the site's copy: web font against system font.
const browser = await chromium.launch({ executablePath: findTestBrowser(), args: BROWSER_ARGS })
try {
  const page = await browser.newPage()
  // tsx names the functions below with a helper of its own, which the page does not have.
  await page.evaluate("window.__name = (fn) => fn")
  const fonts = FONTS.map(({ family, file }) => ({ family, data: readFileSync(file).toString("base64") }))
  const measured = await page.evaluate(
    async ({ fonts, fallbacks, text }) => {
      for (const { family, data } of fonts) {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
        const face = new FontFace(family, bytes, { weight: "400 700" })
        document.fonts.add(await face.load())
      }
      const context = document.createElement("canvas").getContext("2d")!
      const measure = (font: string) => {
        context.font = font
        const { width, fontBoundingBoxAscent: ascent, fontBoundingBoxDescent: descent } = context.measureText(text)
        return { width, ascent, descent }
      }
      return fallbacks.flatMap(({ family, system, weights }) =>
        weights.map((weight) => ({
          family,
          system,
          weight,
          web: measure(`${weight} 100px "${family}"`),
          local: measure(`${weight > 500 ? 700 : 400} 100px "${system}"`),
        })),
      )
    },
    { fonts, fallbacks: FONTS, text: siteCopy() },
  )
  for (const { family, system, weight, web, local } of measured) {
    const scale = web.width / local.width
    const face = `"${family.replace("Variable", "Fallback")}" ${weight > 500 ? 700 : 400} on ${weight > 500 ? `${system} Bold` : system}`
    console.log(
      `fonts: ${face}: size-adjust: ${percent(scale)}; ascent-override: ${percent(web.ascent / 100 / scale)}; ` +
        `descent-override: ${percent(web.descent / 100 / scale)};`,
    )
  }
} finally {
  await browser.close()
}
