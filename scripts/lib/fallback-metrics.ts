/**
 * The numbers of styles/app.css's fallback faces (decision 026), measured by Chromium itself: for each web font and
 * weight, the width of the site's own copy (every string of content/) against the system font the fallback names, as
 * `size-adjust`, and the font's ascent and descent at that scale. Printed by `npm run fonts` (scripts/subset-fonts.ts).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { chromium } from "@playwright/test"

import { BROWSER_ARGS, findTestBrowser } from "./browser.ts"

/** Each web font, the system font its fallback face stands on, and the weights the site sets in it. */
const FALLBACKS = [
  { family: "Inter Variable", file: "src/fonts/inter-var-subset.woff2", system: "Arial", weights: [400, 600] },
  {
    family: "Fraunces Variable",
    file: "src/fonts/fraunces-var-subset.woff2",
    system: "Times New Roman",
    weights: [400, 600],
  },
] as const

/** Every string value of the JSON files and the text of the Markdown files under `dir`. */
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

/** One @font-face per family and weight; a weight above 500 uses the system font's bold face. */
export async function fallbackFaces(text = siteCopy()) {
  const browser = await chromium.launch({ executablePath: findTestBrowser(), args: BROWSER_ARGS })
  try {
    const page = await browser.newPage()
    // tsx names the functions below with a helper of its own, which the page does not have.
    await page.evaluate("window.__name = (fn) => fn")
    const fonts = FALLBACKS.map(({ family, file }) => ({ family, data: readFileSync(file).toString("base64") }))
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
          const metrics = context.measureText(text)
          return {
            width: metrics.width,
            ascent: metrics.fontBoundingBoxAscent,
            descent: metrics.fontBoundingBoxDescent,
          }
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
      { fonts, fallbacks: FALLBACKS, text },
    )
    return measured.map(({ family, system, weight, web, local }) => {
      const scale = web.width / local.width
      return {
        family: family.replace("Variable", "Fallback"),
        weight: weight > 500 ? 700 : 400,
        system: weight > 500 ? `${system} Bold` : system,
        sizeAdjust: percent(scale),
        ascentOverride: percent(web.ascent / 100 / scale),
        descentOverride: percent(web.descent / 100 / scale),
      }
    })
  } finally {
    await browser.close()
  }
}
