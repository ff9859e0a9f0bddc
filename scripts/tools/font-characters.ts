/**
 * The characters the self-hosted fonts keep (scripts/tools/subset-fonts.ts), few so the fonts arrive with a phone's first
 * screen; anything else shows in the fallback font. Western European letters for names in reviews (Zoë, José).
 */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const chars = (text: string) => [...text].map((c) => c.codePointAt(0)!)

export const FONT_CODE_POINTS: readonly number[] = [
  ...range(0x20, 0x7e), // Basic Latin
  ...chars("\u00a0¡£§©«®°±¶·»¼½¾¿×÷"), // no-break space and symbols
  ...chars("ÀÁÂÄÇÈÉÊËÌÍÎÏÑÒÓÔÖÙÚÛÜàáâäçèéêëìíîïñòóôöùúûü"), // accented letters
  ...range(0x2010, 0x2027), // dashes, quotes, bullet, ellipsis
  ...range(0x2030, 0x203a), // per mille, primes, angle quotes
  0x20ac, // €
  0x2122, // ™
  ...range(0x2190, 0x2193), // arrows
].sort((a, b) => a - b)

/** As a CSS unicode-range: "U+0020-007E, U+00A0, …". */
export function unicodeRange(points: readonly number[] = FONT_CODE_POINTS): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0")
  const parts: string[] = []
  for (let i = 0; i < points.length;) {
    let j = i
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++
    parts.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`)
    i = j + 1
  }
  return parts.join(", ")
}
