/**
 * Cuts the two variable fonts down to the characters an Australian English site uses (Latin-1 and
 * common punctuation), keeping the weight axis. Output is committed in app/fonts/; run
 * `npm run fonts` after upgrading @fontsource-variable/* or needing more characters (and widen
 * FONT_UNICODE_RANGE in app/styles/app.css to match: text outside it falls back to system fonts).
 */
import { readFileSync, statSync, writeFileSync } from "node:fs"

import subsetFont from "subset-font"

const RANGES: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement: é, ©, ·, ×, non-breaking space
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, angle quotes
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
]

const text = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("")

const FONTS = [
  ["@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", "app/fonts/inter-var-subset.woff2"],
  ["@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", "app/fonts/fraunces-var-subset.woff2"],
] as const

for (const [source, target] of FONTS) {
  const input = readFileSync(`node_modules/${source}`)
  const output = await subsetFont(input, text, { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 700 } } })
  writeFileSync(target, output)
  console.log(`fonts: ${target} ${(statSync(target).size / 1024).toFixed(1)} KB (from ${(input.length / 1024).toFixed(1)} KB)`)
}
