/**
 * Tiny toolkit for drawing stylised, softly lit scenes as SVG strings.
 * Used by scripts/generate-placeholders.ts (placeholder photography).
 *
 * Coordinates: world units are metres. The camera sits at z = 0 looking down +z,
 * y is up. A simple pinhole projection gives one-point perspective, so faces
 * parallel to the back wall are plain rectangles on screen.
 */

// ---------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------

export interface RNG {
  next(): number
  range(a: number, b: number): number
  int(a: number, b: number): number // inclusive
  /** picks from arr; if `override` is given it is returned instead (the draw still happens, keeping sequences stable) */
  pick<T>(arr: readonly T[], override?: T): T
  chance(p: number): boolean
  fork(salt: string | number): RNG
}

function hashString(s: string): number {
  let h = 2166136261 >>> 0
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619) >>> 0
  }
  return h >>> 0
}

export function rng(seed: number | string): RNG {
  let a = typeof seed === "number" ? seed >>> 0 : hashString(seed)
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const self: RNG = {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(arr: readonly T[], override?: T): T => {
      const v = arr[Math.floor(next() * arr.length)] as T
      return override === undefined ? v : override
    },
    chance: (p) => next() < p,
    fork: (salt) => rng(hashString(`${a}:${salt}`)),
  }
  return self
}

// ---------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------

export const BRAND = {
  forest: "#1f3b32",
  sage: "#8aa894",
  sageDeep: "#5f7f6a",
  linen: "#faf7f2",
  mist: "#eaf2ec",
  sand: "#e9dfcf",
  timber: "#c9a27e",
  clay: "#b5603c",
  white: "#ffffff",
} as const

type RGB = [number, number, number]

export function hexToRgb(hex: string): RGB {
  const h = hex.replace("#", "")
  const full =
    h.length === 3
      ? h
          .split("")
          .map((c) => c + c)
          .join("")
      : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as RGB
}

export function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0")
  return `#${c(r)}${c(g)}${c(b)}`
}

export function mix(a: string, b: string, t: number): string {
  const A = hexToRgb(a)
  const B = hexToRgb(b)
  return rgbToHex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t])
}

export const lighten = (c: string, t: number) => mix(c, "#ffffff", t)
/** Darken towards a warm near-black (nicer shadows than pure black). */
export const darken = (c: string, t: number) => mix(c, "#1d1a16", t)

// ---------------------------------------------------------------------------
// Small SVG helpers
// ---------------------------------------------------------------------------

export type Pt = [number, number]
export type V3 = [number, number, number]

export const f1 = (n: number) => (Math.round(n * 10) / 10).toString()

export function pathOf(pts: Pt[], close = true): string {
  return pts.map((p, i) => `${i ? "L" : "M"}${f1(p[0])} ${f1(p[1])}`).join("") + (close ? "Z" : "")
}

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
}

/** Rough text width for Liberation Sans / Arial-like fonts, in em. */
export function textWidthEm(s: string): number {
  let w = 0
  for (const ch of s) {
    if (" .,:;'|!il·".includes(ch)) w += 0.28
    else if ("fjtrI()-".includes(ch)) w += 0.34
    else if ("mwMW".includes(ch)) w += 0.85
    else if (/[A-Z]/.test(ch)) w += 0.68
    else if (/[0-9]/.test(ch)) w += 0.56
    else w += 0.54
  }
  return w
}

export interface Camera {
  x: number
  y: number
  /** focal length in px */
  f: number
  /** principal point (vanishing point) in px */
  px: number
  py: number
}

export interface Box {
  x0: number
  x1: number
  y0: number
  y1: number
  z0: number
  z1: number
}

export interface BoxStyle {
  top?: string
  side?: string
  bottom?: string
  /** optional fill for the front face (e.g. url(#grad)) */
  frontFill?: string
  /** rounded look: stroke in the face colour with round joins (px) */
  soften?: number
  opacity?: number
}

export interface Surface {
  x0: number
  x1: number
  z0: number
  z1: number
  y: number
}

export interface SceneOptions {
  dirty?: boolean
  after?: boolean
}

// ---------------------------------------------------------------------------
// Scene
// ---------------------------------------------------------------------------

export class Scene {
  defs: string[] = []
  private layers: { z: number; order: number; svg: string }[] = []
  private shell: string[] = []
  private overlay: string[] = []
  private counter = 0
  private blurCache = new Map<string, string>()
  /** Horizontal surfaces where dust/debris may be scattered in "before" images. */
  surfaces: Surface[] = []
  /** Screen-space rectangles of glass/mirror (for streaks in "before"). */
  glass: { x: number; y: number; w: number; h: number }[] = []
  /** World points that get a subtle sparkle in "after" images. */
  sparkles: V3[] = []
  /** Screen-space points to add sparkle to (alternative to world points). */
  sparkles2d: Pt[] = []
  readonly dirty: boolean
  readonly after: boolean

  constructor(
    public w: number,
    public h: number,
    public cam: Camera,
    public rng: RNG,
    opts: SceneOptions = {},
  ) {
    this.dirty = !!opts.dirty
    this.after = !!opts.after
  }

  id(prefix = "i"): string {
    this.counter += 1
    return `${prefix}${this.counter}`
  }

  P(x: number, y: number, z: number): Pt {
    const { f, px, py } = this.cam
    return [px + (f * (x - this.cam.x)) / z, py - (f * (y - this.cam.y)) / z]
  }

  /** px per metre at depth z */
  s(z: number): number {
    return this.cam.f / z
  }

  quad(pts: V3[]): string {
    return pathOf(pts.map((p) => this.P(p[0], p[1], p[2])))
  }

  // ---- defs ---------------------------------------------------------------

  linear(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const id = this.id("lg")
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
      .join("")
    const units = userSpace ? ` gradientUnits="userSpaceOnUse"` : ""
    this.defs.push(
      `<linearGradient id="${id}" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}"${units}>${s}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5, userSpace = false): string {
    const id = this.id("rg")
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
      .join("")
    const units = userSpace ? ` gradientUnits="userSpaceOnUse"` : ""
    this.defs.push(
      `<radialGradient id="${id}" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}"${units}>${s}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** Gaussian blur filter (cached by radius). Returns `url(#id)`. */
  blur(std: number): string {
    const key = f1(Math.max(0.3, std))
    let id = this.blurCache.get(key)
    if (!id) {
      id = this.id("bl")
      this.defs.push(
        `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${key}"/></filter>`,
      )
      this.blurCache.set(key, id)
    }
    return `url(#${id})`
  }

  clip(d: string): string {
    const id = this.id("cp")
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
    return `url(#${id})`
  }

  clipRect(x: number, y: number, w: number, h: number, rx = 0): string {
    const id = this.id("cp")
    this.defs.push(
      `<clipPath id="${id}"><rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" rx="${f1(rx)}"/></clipPath>`,
    )
    return `url(#${id})`
  }

  // ---- layers -------------------------------------------------------------

  /** Room shell / backdrop, drawn first in insertion order. */
  addShell(svg: string) {
    this.shell.push(svg)
  }

  /** Depth-sorted content: larger z is drawn first. */
  add(z: number, svg: string) {
    this.layers.push({ z, order: this.layers.length, svg })
  }

  /** Drawn on top of everything (light washes, vignette). */
  addOverlay(svg: string) {
    this.overlay.push(svg)
  }

  // ---- primitives -----------------------------------------------------------

  box(b: Box, color: string, st: BoxStyle = {}): string {
    const { x0, x1, y0, y1, z0, z1 } = b
    const { x: cx, y: cy } = this.cam
    const top = st.top ?? lighten(color, 0.18)
    const side = st.side ?? darken(color, 0.12)
    const bottom = st.bottom ?? darken(color, 0.22)
    const soft = st.soften ?? 0
    const strokeAttr = (c: string) =>
      soft > 0 ? ` stroke="${c}" stroke-width="${f1(soft)}" stroke-linejoin="round"` : ""
    const parts: string[] = []
    if (cx < x0)
      parts.push(
        `<path d="${this.quad([
          [x0, y0, z0],
          [x0, y0, z1],
          [x0, y1, z1],
          [x0, y1, z0],
        ])}" fill="${side}"${strokeAttr(side)}/>`,
      )
    if (cx > x1)
      parts.push(
        `<path d="${this.quad([
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ])}" fill="${side}"${strokeAttr(side)}/>`,
      )
    if (cy > y1)
      parts.push(
        `<path d="${this.quad([
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ])}" fill="${top}"${strokeAttr(top)}/>`,
      )
    if (cy < y0)
      parts.push(
        `<path d="${this.quad([
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ])}" fill="${bottom}"${strokeAttr(bottom)}/>`,
      )
    const [ax, ay] = this.P(x0, y1, z0)
    const [bx, by] = this.P(x1, y0, z0)
    parts.push(
      `<rect x="${f1(ax)}" y="${f1(ay)}" width="${f1(bx - ax)}" height="${f1(by - ay)}" fill="${st.frontFill ?? color}"${strokeAttr(color)}/>`,
    )
    const op = st.opacity !== undefined ? ` opacity="${st.opacity}"` : ""
    return `<g${op}>${parts.join("")}</g>`
  }

  /** Screen rect of a box's front face. */
  front(b: Box): { x: number; y: number; w: number; h: number } {
    const [ax, ay] = this.P(b.x0, b.y1, b.z0)
    const [bx, by] = this.P(b.x1, b.y0, b.z0)
    return { x: ax, y: ay, w: bx - ax, h: by - ay }
  }

  /** Soft contact shadow on a horizontal plane (default floor). */
  shadow(x0: number, x1: number, z0: number, z1: number, y = 0, opacity = 0.22, spread = 0.08): string {
    const zc = (z0 + z1) / 2
    const std = Math.max(1, this.s(zc) * spread)
    const d = this.quad([
      [x0 - spread * 0.3, y, z0 - spread * 0.2],
      [x1 + spread * 0.3, y, z0 - spread * 0.2],
      [x1 + spread * 0.3, y, z1],
      [x0 - spread * 0.3, y, z1],
    ])
    return `<path d="${d}" fill="#2a2520" opacity="${opacity}" filter="${this.blur(std)}"/>`
  }

  /** Ellipse for a horizontal circle (e.g. round table top, plate, basin). */
  hEllipse(x: number, y: number, z: number, r: number): { cx: number; cy: number; rx: number; ry: number } {
    const c = this.P(x, y, z)
    const l = this.P(x - r, y, z)
    const rr = this.P(x + r, y, z)
    const fr = this.P(x, y, z - r)
    const bk = this.P(x, y, z + r)
    return { cx: c[0], cy: (fr[1] + bk[1]) / 2, rx: (rr[0] - l[0]) / 2, ry: Math.max(0.5, Math.abs(fr[1] - bk[1]) / 2) }
  }

  // ---- render ----------------------------------------------------------------

  render(): string {
    const { w, h } = this
    if (this.dirty) this.addMess()
    const sorted = [...this.layers].sort((a, b) => b.z - a.z || a.order - b.order)
    let body = this.shell.join("\n") + "\n" + sorted.map((l) => l.svg).join("\n") + "\n" + this.overlay.join("\n")
    if (this.dirty) {
      const fid = this.id("dull")
      this.defs.push(
        `<filter id="${fid}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
          `<feColorMatrix type="saturate" values="0.38"/>` +
          `<feComponentTransfer><feFuncR type="linear" slope="0.80" intercept="0.035"/><feFuncG type="linear" slope="0.78" intercept="0.03"/><feFuncB type="linear" slope="0.72" intercept="0.02"/></feComponentTransfer>` +
          `</filter>`,
      )
      body =
        `<g filter="url(#${fid})">${body}${this.grime()}</g>` +
        `<rect width="${w}" height="${h}" fill="#6d6350" opacity="0.10"/>` +
        `<rect width="${w}" height="${h}" fill="${this.radial(
          [
            [0.55, "#000", 0],
            [1, "#1d1a16", 0.34],
          ],
          0.5,
          0.5,
          0.75,
        )}"/>`
    } else {
      body += this.sparkleSvg()
      // gentle airy vignette
      body += `<rect width="${w}" height="${h}" fill="${this.radial(
        [
          [0.6, "#000", 0],
          [1, "#1d1a16", 0.1],
        ],
        0.5,
        0.5,
        0.8,
      )}"/>`
    }
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
    )
  }

  private sparkleSvg(): string {
    if (!this.after) return ""
    const pts: Array<[number, number, number]> = [
      ...this.sparkles.map((p) => {
        const q = this.P(p[0], p[1], p[2])
        return [q[0], q[1], this.s(p[2])] as [number, number, number]
      }),
      ...this.sparkles2d.map((p) => [p[0], p[1], this.w / 4] as [number, number, number]),
    ]
    return pts
      .map(([x, y, sc], i) => {
        const r = Math.max(6, Math.min(22, sc * 0.05)) * (i % 2 ? 0.7 : 1)
        const k = r * 0.18
        const d = `M${f1(x)} ${f1(y - r)}Q${f1(x + k)} ${f1(y - k)} ${f1(x + r)} ${f1(y)}Q${f1(x + k)} ${f1(y + k)} ${f1(x)} ${f1(y + r)}Q${f1(x - k)} ${f1(y + k)} ${f1(x - r)} ${f1(y)}Q${f1(x - k)} ${f1(y - k)} ${f1(x)} ${f1(y - r)}Z`
        return `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r * 1.2)}" fill="#fff" opacity="0.35" filter="${this.blur(r * 0.5)}"/><path d="${d}" fill="#fff" opacity="0.92"/>`
      })
      .join("")
  }

  /** Grime smudges + streaks for "before" images (screen space). */
  private grime(): string {
    const r = this.rng.fork("grime")
    const out: string[] = []
    const n = 14
    for (let i = 0; i < n; i++) {
      const x = r.range(0, this.w)
      const y = r.range(this.h * 0.15, this.h)
      const rx = r.range(this.w * 0.03, this.w * 0.12)
      const ry = rx * r.range(0.3, 0.8)
      const col = r.pick(["#5a4a36", "#6b5d48", "#4a4438", "#7a6a50"])
      out.push(
        `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${col}" opacity="${r.range(0.08, 0.2).toFixed(2)}" transform="rotate(${r.int(-30, 30)} ${f1(x)} ${f1(y)})" filter="${this.blur(rx * 0.45)}"/>`,
      )
    }
    for (const g of this.glass) {
      // water marks and streaks on glass / mirrors
      for (let i = 0; i < 9; i++) {
        const x = g.x + r.range(0.05, 0.95) * g.w
        const y = g.y + r.range(0.05, 0.7) * g.h
        const len = r.range(0.15, 0.45) * g.h
        out.push(
          `<path d="M${f1(x)} ${f1(y)}q${f1(r.range(-4, 4))} ${f1(len / 2)} ${f1(r.range(-3, 3))} ${f1(len)}" stroke="#8d8572" stroke-width="${f1(Math.max(1.5, g.w * 0.012))}" stroke-linecap="round" fill="none" opacity="0.35" filter="${this.blur(1.2)}"/>`,
        )
      }
      for (let i = 0; i < 16; i++) {
        const x = g.x + r.range(0.05, 0.95) * g.w
        const y = g.y + r.range(0.05, 0.95) * g.h
        out.push(
          `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r.range(1.5, 4.5))}" fill="none" stroke="#9a927f" stroke-width="1.2" opacity="0.5"/>`,
        )
      }
      out.push(
        `<rect x="${f1(g.x)}" y="${f1(g.y)}" width="${f1(g.w)}" height="${f1(g.h)}" fill="#8a8068" opacity="0.18"/>`,
      )
    }
    return out.join("")
  }

  /** Debris, dust and clutter on registered surfaces (depth sorted with items). */
  private addMess() {
    const r = this.rng.fork("mess")
    for (const sf of this.surfaces) {
      const area = (sf.x1 - sf.x0) * (sf.z1 - sf.z0)
      const crumbs = Math.min(90, Math.round(area * 30) + 14)
      for (let i = 0; i < crumbs; i++) {
        const x = r.range(sf.x0, sf.x1)
        const z = r.range(sf.z0, sf.z1)
        const [sx, sy] = this.P(x, sf.y, z)
        const s = this.s(z)
        const rad = Math.max(1.6, s * r.range(0.008, 0.024))
        const col = r.pick(["#6e5f4b", "#857660", "#4f483e", "#9b8e78", "#a99f8c"])
        this.add(
          z,
          `<ellipse cx="${f1(sx)}" cy="${f1(sy)}" rx="${f1(rad)}" ry="${f1(rad * 0.6)}" fill="${col}" opacity="0.85"/>`,
        )
      }
      // dust bunnies / smears
      const smears = Math.max(2, Math.round(area * 1.5))
      for (let i = 0; i < smears; i++) {
        const x = r.range(sf.x0, sf.x1)
        const z = r.range(sf.z0, sf.z1)
        const [sx, sy] = this.P(x, sf.y, z)
        const s = this.s(z)
        const rad = s * r.range(0.05, 0.14)
        this.add(
          z,
          `<ellipse cx="${f1(sx)}" cy="${f1(sy)}" rx="${f1(rad)}" ry="${f1(rad * 0.35)}" fill="#7d7262" opacity="0.35" filter="${this.blur(rad * 0.35)}"/>`,
        )
      }
      // clutter items
      const items = Math.max(2, Math.round(area * 1.6))
      for (let i = 0; i < Math.min(items, 9); i++) {
        const x = r.range(sf.x0 + 0.05, sf.x1 - 0.05)
        const z = r.range(sf.z0 + 0.02, sf.z1 - 0.02)
        const [sx, sy] = this.P(x, sf.y, z)
        const s = this.s(z)
        const kind = r.int(0, 3)
        const rot = r.int(-40, 40)
        let svg = ""
        if (kind === 0) {
          // crumpled paper
          const rad = s * r.range(0.04, 0.07)
          const pts: Pt[] = []
          for (let k = 0; k < 9; k++) {
            const a = (k / 9) * Math.PI * 2
            const rr = rad * r.range(0.65, 1.05)
            pts.push([sx + Math.cos(a) * rr, sy - rad * 0.6 + Math.sin(a) * rr * 0.8])
          }
          svg = `<path d="${pathOf(pts)}" fill="#e6e1d6" stroke="#b9b2a3" stroke-width="1"/>`
        } else if (kind === 1) {
          // flat paper / receipt
          const pw = s * r.range(0.12, 0.2)
          const ph = pw * 0.35
          svg = `<rect x="${f1(sx - pw / 2)}" y="${f1(sy - ph / 2)}" width="${f1(pw)}" height="${f1(ph)}" fill="#efe9dc" transform="rotate(${rot} ${f1(sx)} ${f1(sy)})" opacity="0.9"/>`
        } else if (kind === 2) {
          // toppled bottle / cup
          const bw = s * 0.06
          const bh = s * r.range(0.12, 0.2)
          svg = `<rect x="${f1(sx - bw / 2)}" y="${f1(sy - bh)}" width="${f1(bw)}" height="${f1(bh)}" rx="${f1(bw * 0.3)}" fill="${r.pick(["#9aa7a0", "#c8b79a", "#a4886a"])}" transform="rotate(${r.pick([-80, 80, 0, 12])} ${f1(sx)} ${f1(sy)})"/>`
        } else {
          // cardboard scrap
          const pw = s * r.range(0.12, 0.22)
          const ph = pw * r.range(0.3, 0.6)
          svg = `<rect x="${f1(sx - pw / 2)}" y="${f1(sy - ph / 2)}" width="${f1(pw)}" height="${f1(ph)}" fill="#b8976b" transform="rotate(${rot} ${f1(sx)} ${f1(sy)}) skewX(-20)"/>`
        }
        this.add(z, `<g opacity="0.95">${svg}</g>`)
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Caption pill
// ---------------------------------------------------------------------------

export function captionPill(w: number, h: number, text: string, corner: "bl" | "br" | "tl" | "tr" = "bl"): string {
  const fs = Math.round(Math.max(15, Math.min(26, w * 0.0165)))
  const padX = fs * 0.8
  const ph = fs * 1.9
  const pw = textWidthEm(text) * fs + padX * 2
  const m = Math.round(fs * 1.1)
  const x = corner.endsWith("l") ? m : w - m - pw
  const y = corner.startsWith("b") ? h - m - ph : m
  return (
    `<g><rect x="${f1(x)}" y="${f1(y)}" width="${f1(pw)}" height="${f1(ph)}" rx="${f1(ph / 2)}" fill="#faf7f2" fill-opacity="0.78" stroke="#1f3b32" stroke-opacity="0.10"/>` +
    `<text x="${f1(x + pw / 2)}" y="${f1(y + ph / 2 + fs * 0.35)}" text-anchor="middle" font-family="Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif" font-size="${fs}" font-weight="500" fill="#1f3b32" fill-opacity="0.85" letter-spacing="0.2">${esc(text)}</text></g>`
  )
}

/** Insert an extra fragment before the closing </svg>. */
export function appendToSvg(svg: string, fragment: string): string {
  return svg.replace(/<\/svg>$/, `${fragment}</svg>`)
}
