/**
 * Cuts the two variable fonts down to the characters of scripts/lib/font-characters.ts, keeping
 * the weight axis (400-700). Output is committed in src/fonts/; run `npm run fonts` after upgrading
 * @fontsource-variable/* or changing the character set, then copy the printed unicode-range into
 * both @font-face rules of src/styles/app.css (a unit test checks they match), and the printed fallback numbers into
 * its fallback faces.
 */
import { readFileSync, writeFileSync } from "node:fs"

import subsetFont from "subset-font"

import { fallbackFaces } from "./lib/fallback-metrics.ts"
import { FONT_CODE_POINTS, unicodeRange } from "./lib/font-characters.ts"

const text = String.fromCodePoint(...FONT_CODE_POINTS)

const FONTS = [
  ["@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", "src/fonts/inter-var-subset.woff2"],
  ["@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", "src/fonts/fraunces-var-subset.woff2"],
] as const

for (const [source, target] of FONTS) {
  const input = readFileSync(`node_modules/${source}`)
  const output = await subsetFont(input, text, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 700 } },
  })
  writeFileSync(target, output)
  console.log(`fonts: ${target} ${(output.length / 1024).toFixed(1)} KB (from ${(input.length / 1024).toFixed(1)} KB)`)
}
console.log(`fonts: unicode-range: ${unicodeRange()};`)
// The fallback faces' numbers for styles/app.css (decision 026): the swap to the web fonts then moves no line.
for (const face of await fallbackFaces()) {
  const { family, weight, system, sizeAdjust, ascentOverride, descentOverride } = face
  console.log(
    `fonts: "${family}" ${weight} on ${system}: size-adjust: ${sizeAdjust}; ascent-override: ${ascentOverride}; ` +
      `descent-override: ${descentOverride};`,
  )
}
