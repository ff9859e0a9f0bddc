/**
 * Reusable room shell, windows, light and furniture for placeholder scenes.
 */
import {
  BRAND,
  darken,
  f1,
  lighten,
  mix,
  pathOf,
  Scene,
  type Box,
  type Camera,
  type Pt,
  type RNG,
  type V3,
} from "./svg-kit.ts"

export const P = {
  ...BRAND,
  timberLight: "#dcc3a5",
  timberDark: "#a9825f",
  oak: "#d8bf9c",
  stone: "#e4dfd6",
  concrete: "#d6d3cc",
  chrome: "#c9cdcc",
  brass: "#c8a46a",
  charcoal: "#3b403d",
  lemon: "#e9c84a",
  leaf: ["#5f7f6a", "#6f9077", "#4e6d59", "#86a58d", "#3f5f4c"],
  sky: "#d6e6ea",
}

export type View = "wide" | "close" | "left" | "right"

export const WALLS = ["#faf7f2", "#f4efe6", "#eef3ee", "#f2ece2", "#f7f5f0"]

// ---------------------------------------------------------------------------
// Camera
// ---------------------------------------------------------------------------

export interface Room {
  W: number
  H: number
  D: number
  back: string
  left: string
  right: string
  floor: string
  ceiling: string
  floorKind: "boards" | "tiles" | "carpet" | "concrete" | "deck"
  tile?: number
  /** where the main light comes from */
  light: "left" | "right" | "back"
}

export function makeCamera(
  w: number,
  h: number,
  r: RNG,
  room: Pick<Room, "W" | "D" | "H">,
  o: {
    frac?: [number, number]
    eye?: [number, number]
    xr?: [number, number]
    pxr?: [number, number]
    pyr?: [number, number]
    /** framing preset: closer crop, or camera moved towards one side wall */
    view?: View
  } = {},
): Camera {
  const portrait = h > w
  const frac = r.range(...(o.frac ?? (portrait ? [0.62, 0.8] : [0.5, 0.66])))
  let f = (frac * w * room.D) / room.W
  let x = room.W * r.range(...(o.xr ?? [0.38, 0.62]))
  const y = r.range(...(o.eye ?? [1.15, 1.5]))
  let px = w * r.range(...(o.pxr ?? [0.44, 0.56]))
  const py = h * r.range(...(o.pyr ?? (portrait ? [0.38, 0.46] : [0.4, 0.47])))
  const side = r.range(0, 1)
  if (o.view === "close") f *= 1.3
  if (o.view === "left") {
    x = room.W * (0.24 + side * 0.06)
    px = w * (0.6 + side * 0.05)
  }
  if (o.view === "right") {
    x = room.W * (0.76 - side * 0.06)
    px = w * (0.4 - side * 0.05)
  }
  return { x, y, f, px, py }
}

// ---------------------------------------------------------------------------
// Landscape seen through windows (drawn once, reused via <use>)
// ---------------------------------------------------------------------------

export function landscape(sc: Scene, r: RNG, kind: "hills" | "garden" | "city" = "hills"): string {
  const id = sc.id("land")
  const { w, h } = sc
  const hz = sc.cam.py + h * 0.02
  const sky = sc.linear(
    [
      [0, "#c9dde3"],
      [0.6, "#e4eeec"],
      [1, "#f6f1e6"],
    ],
    0,
    0,
    0,
    hz,
    true,
  )
  const parts: string[] = [`<rect x="${-w}" y="${-h}" width="${3 * w}" height="${3 * h}" fill="${sky}"/>`]
  // sun haze
  parts.push(
    `<circle cx="${f1(w * r.range(0.2, 0.8))}" cy="${f1(hz - h * 0.25)}" r="${f1(h * 0.35)}" fill="${sc.radial([
      [0, "#fffaf0", 0.9],
      [1, "#fffaf0", 0],
    ])}"/>`,
  )
  // soft clouds
  for (let i = 0; i < 4; i++) {
    const cx = r.range(-0.1, 1.1) * w
    const cy = hz - r.range(0.15, 0.45) * h
    parts.push(
      `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(w * r.range(0.08, 0.16))}" ry="${f1(h * 0.025)}" fill="#fff" opacity="0.6" filter="${sc.blur(h * 0.01)}"/>`,
    )
  }
  const ridge = (base: number, amp: number, col: string, seedN: number) => {
    const rr = r.fork(seedN)
    const pts: Pt[] = [[-w, h * 2]]
    const n = 9
    const phase = rr.range(0, 6)
    for (let i = 0; i <= n; i++) {
      const x = -w * 0.2 + (i / n) * w * 1.4
      const y = base - amp * (0.5 + 0.5 * Math.sin(i * 0.9 + phase)) - rr.range(0, amp * 0.3)
      pts.push([x, y])
    }
    pts.push([w * 2, h * 2])
    // smooth with quadratic curves
    const at = (i: number): Pt => pts[i] as Pt
    let d = `M${f1(at(0)[0])} ${f1(at(0)[1])}L${f1(at(1)[0])} ${f1(at(1)[1])}`
    for (let i = 1; i < pts.length - 2; i++) {
      const mx = (at(i)[0] + at(i + 1)[0]) / 2
      const my = (at(i)[1] + at(i + 1)[1]) / 2
      d += `Q${f1(at(i)[0])} ${f1(at(i)[1])} ${f1(mx)} ${f1(my)}`
    }
    d += `L${f1(at(pts.length - 2)[0])} ${f1(at(pts.length - 2)[1])}L${f1(w * 2)} ${f1(h * 2)}Z`
    return `<path d="${d}" fill="${col}"/>`
  }
  if (kind === "city") {
    parts.push(ridge(hz, h * 0.04, "#c3d2cb", 1))
    for (let i = 0; i < 14; i++) {
      const bx = r.range(-0.1, 1.05) * w
      const bw = r.range(0.03, 0.08) * w
      const bh = r.range(0.04, 0.16) * h
      parts.push(
        `<rect x="${f1(bx)}" y="${f1(hz - bh)}" width="${f1(bw)}" height="${f1(bh + h)}" fill="${mix("#c8d3d0", "#e8ece8", r.range(0, 0.6))}"/>`,
      )
    }
    parts.push(ridge(hz + h * 0.06, h * 0.03, "#a9bfae", 2))
  } else {
    parts.push(ridge(hz - h * 0.01, h * 0.07, "#bfd0c8", 1))
    parts.push(ridge(hz + h * 0.015, h * 0.05, "#a7bfa9", 2))
    parts.push(ridge(hz + h * 0.05, h * 0.03, kind === "garden" ? "#8fae8f" : "#b8c79f", 3))
  }
  // a few gum trees
  const trees = kind === "city" ? 4 : 7
  for (let i = 0; i < trees; i++) {
    const tx = r.range(-0.05, 1.05) * w
    const ty = hz + h * r.range(0.03, 0.12)
    const th = h * r.range(0.12, 0.3)
    parts.push(gumTree(sc, r.fork(`t${i}`), tx, ty, th, 0.85))
  }
  sc.defs.push(`<g id="${id}">${parts.join("")}</g>`)
  return id
}

export function gumTree(sc: Scene, r: RNG, x: number, y: number, hgt: number, op = 1): string {
  const trunk = mix("#d9d2c4", "#b9ad99", r.next())
  const parts: string[] = []
  const tw = hgt * 0.035
  parts.push(
    `<path d="M${f1(x - tw)} ${f1(y)}C${f1(x - tw * 0.6)} ${f1(y - hgt * 0.3)} ${f1(x + tw * 1.5)} ${f1(y - hgt * 0.5)} ${f1(x + tw * 0.3)} ${f1(y - hgt * 0.75)}L${f1(x + tw * 0.9)} ${f1(y - hgt * 0.74)}C${f1(x + tw * 2.2)} ${f1(y - hgt * 0.5)} ${f1(x + tw * 0.6)} ${f1(y - hgt * 0.3)} ${f1(x + tw)} ${f1(y)}Z" fill="${trunk}"/>`,
  )
  const cols = ["#8fa897", "#a3b8a4", "#7f9a87", "#b2c3b0"]
  for (let i = 0; i < 9; i++) {
    const cx = x + r.range(-0.3, 0.35) * hgt
    const cy = y - hgt * r.range(0.55, 0.95)
    const rr = hgt * r.range(0.1, 0.18)
    parts.push(
      `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rr * 1.3)}" ry="${f1(rr * 0.8)}" fill="${r.pick(cols)}" opacity="0.9"/>`,
    )
  }
  return `<g opacity="${op}">${parts.join("")}</g>`
}

// ---------------------------------------------------------------------------
// Room shell
// ---------------------------------------------------------------------------

export function roomShell(
  sc: Scene,
  rm: Room,
  opts: { skirting?: boolean; downlights?: number; cornice?: boolean } = {},
) {
  const { W, H, D } = rm
  const zn = 0.25
  const lightL = rm.light === "left"
  const lightR = rm.light === "right"
  // back wall
  const [bx0, by0] = sc.P(0, H, D)
  const [bx1, by1] = sc.P(W, 0, D)
  const backFill = sc.linear(
    [
      [0, lightL ? lighten(rm.back, 0.35) : darken(rm.back, 0.03)],
      [1, lightR ? lighten(rm.back, 0.35) : darken(rm.back, 0.03)],
    ],
    bx0,
    0,
    bx1,
    0,
    true,
  )
  sc.addShell(
    `<rect x="${f1(bx0)}" y="${f1(by0)}" width="${f1(bx1 - bx0)}" height="${f1(by1 - by0)}" fill="${backFill}"/>`,
  )
  // side walls
  const sideWall = (x: number, col: string, lit: boolean) => {
    const d = sc.quad([
      [x, 0, zn],
      [x, 0, D],
      [x, H, D],
      [x, H, zn],
    ])
    const edge = sc.P(x, 0, D)[0]
    const far = sc.P(x, 0, 1)[0]
    const g = sc.linear(
      [
        [0, lit ? lighten(col, 0.25) : darken(col, 0.07)],
        [1, lit ? darken(col, 0.02) : darken(col, 0.2)],
      ],
      edge,
      0,
      far,
      0,
      true,
    )
    sc.addShell(`<path d="${d}" fill="${g}"/>`)
  }
  sideWall(0, rm.left, lightR)
  sideWall(W, rm.right, lightL)
  // ceiling
  {
    const d = sc.quad([
      [0, H, zn],
      [W, H, zn],
      [W, H, D],
      [0, H, D],
    ])
    const g = sc.linear(
      [
        [0, lighten(rm.ceiling, 0.2)],
        [1, darken(rm.ceiling, 0.08)],
      ],
      0,
      by0,
      0,
      0,
      true,
    )
    sc.addShell(`<path d="${d}" fill="${g}"/>`)
  }
  // floor
  const floorD = sc.quad([
    [0, 0, zn],
    [W, 0, zn],
    [W, 0, D],
    [0, 0, D],
  ])
  {
    const g = sc.linear(
      [
        [0, lighten(rm.floor, 0.12)],
        [1, darken(rm.floor, 0.1)],
      ],
      0,
      by1,
      0,
      sc.h,
      true,
    )
    sc.addShell(`<path d="${floorD}" fill="${g}"/>`)
    sc.addShell(floorPattern(sc, rm, floorD))
    // sheen
    const [cx] = sc.P(lightL ? W * 0.3 : lightR ? W * 0.7 : W / 2, 0, D * 0.6)
    sc.addShell(
      `<ellipse cx="${f1(cx)}" cy="${f1(by1 + (sc.h - by1) * 0.3)}" rx="${f1(sc.w * 0.35)}" ry="${f1((sc.h - by1) * 0.35)}" fill="#fff" opacity="${rm.floorKind === "carpet" ? 0.06 : 0.16}" filter="${sc.blur(sc.w * 0.04)}" clip-path="${sc.clip(floorD)}"/>`,
    )
  }
  // skirting
  if (opts.skirting !== false) {
    const sk = 0.09
    const col = lighten(rm.back, 0.5)
    sc.addShell(
      `<rect x="${f1(bx0)}" y="${f1(sc.P(0, sk, D)[1])}" width="${f1(bx1 - bx0)}" height="${f1(by1 - sc.P(0, sk, D)[1])}" fill="${col}"/>`,
    )
    sc.addShell(
      `<path d="${sc.quad([
        [0, 0, zn],
        [0, 0, D],
        [0, sk, D],
        [0, sk, zn],
      ])}" fill="${darken(col, 0.04)}"/>`,
    )
    sc.addShell(
      `<path d="${sc.quad([
        [W, 0, zn],
        [W, 0, D],
        [W, sk, D],
        [W, sk, zn],
      ])}" fill="${darken(col, 0.04)}"/>`,
    )
  }
  // ambient occlusion in the corners
  const ao = (a: V3, b: V3, width: number, op: number) => {
    const p = sc.P(...a)
    const q = sc.P(...b)
    return `<path d="M${f1(p[0])} ${f1(p[1])}L${f1(q[0])} ${f1(q[1])}" stroke="#3a332a" stroke-width="${f1(width)}" opacity="${op}" filter="${sc.blur(width * 0.9)}"/>`
  }
  const aw = sc.s(D) * 0.06
  sc.addShell(
    `<g clip-path="${sc.clip(`M0 0H${sc.w}V${sc.h}H0Z`)}">` +
      ao([0, 0, D], [W, 0, D], aw, 0.22) +
      ao([0, 0, D], [0, H, D], aw, 0.12) +
      ao([W, 0, D], [W, H, D], aw, 0.12) +
      ao([0, H, D], [W, H, D], aw, 0.1) +
      ao([0, 0, 0.6], [0, 0, D], aw * 1.3, 0.16) +
      ao([W, 0, 0.6], [W, 0, D], aw * 1.3, 0.16) +
      `</g>`,
  )
  if (opts.cornice) {
    sc.addShell(
      `<rect x="${f1(bx0)}" y="${f1(by0)}" width="${f1(bx1 - bx0)}" height="${f1(sc.s(D) * 0.05)}" fill="${lighten(rm.back, 0.6)}"/>`,
    )
  }
  const dl = opts.downlights ?? 0
  for (let i = 0; i < dl; i++) {
    for (const z of [D * 0.35, D * 0.7]) {
      const x = (W * (i + 0.5)) / dl
      const e = sc.hEllipse(x, H, z, 0.05)
      sc.addShell(
        `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" fill="#fffdf6" stroke="${darken(rm.ceiling, 0.12)}" stroke-width="1"/>`,
      )
    }
  }
  return { floorD }
}

function floorPattern(sc: Scene, rm: Room, floorD: string): string {
  const { W, D } = rm
  const r = sc.rng.fork("floor")
  const zn = 0.25
  const lines: string[] = []
  const line = (a: Pt, b: Pt, col: string, wdt: number, op: number) =>
    `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${col}" stroke-width="${f1(wdt)}" opacity="${op}"/>`
  const dark = darken(rm.floor, 0.35)
  if (rm.floorKind === "boards" || rm.floorKind === "deck") {
    const bw = rm.floorKind === "deck" ? 0.14 : 0.18
    const xs = Math.ceil(W / bw) + 20
    for (let i = -10; i < xs; i++) {
      const x = i * bw
      lines.push(line(sc.P(x, 0, zn), sc.P(x, 0, D), dark, 1.1, 0.22))
      // board tone variation
      if (r.chance(0.4)) {
        lines.push(
          `<path d="${sc.quad([
            [x, 0, zn],
            [x + bw, 0, zn],
            [x + bw, 0, D],
            [x, 0, D],
          ])}" fill="${r.chance(0.5) ? "#fff" : "#6b4f33"}" opacity="${r.range(0.02, 0.05).toFixed(3)}"/>`,
        )
      }
      if (rm.floorKind === "boards") {
        for (let k = 0; k < 3; k++) {
          const z = r.range(0.6, D)
          lines.push(line(sc.P(x, 0, z), sc.P(x + bw, 0, z), dark, 1, 0.16))
        }
      }
    }
  } else if (rm.floorKind === "tiles") {
    const t = rm.tile ?? 0.6
    for (let i = -20; i < W / t + 20; i++) lines.push(line(sc.P(i * t, 0, zn), sc.P(i * t, 0, D), "#ffffff", 1.4, 0.7))
    for (let z = D; z > zn; z -= t) lines.push(line(sc.P(-10, 0, z), sc.P(W + 10, 0, z), "#ffffff", 1.4, 0.7))
    for (let i = -20; i < W / t + 20; i++)
      lines.push(line(sc.P(i * t + 0.01, 0, zn), sc.P(i * t + 0.01, 0, D), dark, 0.8, 0.18))
  } else if (rm.floorKind === "carpet") {
    const t = 0.5
    for (let i = -20; i < W / t + 20; i++) lines.push(line(sc.P(i * t, 0, zn), sc.P(i * t, 0, D), dark, 0.8, 0.08))
    for (let z = D; z > zn; z -= t) lines.push(line(sc.P(-10, 0, z), sc.P(W + 10, 0, z), dark, 0.8, 0.08))
  } else {
    // polished concrete: soft mottling
    for (let i = 0; i < 10; i++) {
      const [x, y] = sc.P(r.range(0, W), 0, r.range(1, D))
      lines.push(
        `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(sc.w * 0.08)}" ry="${f1(sc.h * 0.03)}" fill="${r.chance(0.5) ? "#fff" : "#8c8579"}" opacity="0.08" filter="${sc.blur(sc.w * 0.02)}"/>`,
      )
    }
  }
  return `<g clip-path="${sc.clip(floorD)}">${lines.join("")}</g>`
}

// ---------------------------------------------------------------------------
// Windows and light
// ---------------------------------------------------------------------------

export interface WindowOpts {
  land: string
  frame?: string
  mullions?: number
  transom?: boolean
  curtains?: string | false
  sill?: boolean
}

/** Window in the back wall (frontal rectangle). Returns pane corners in world space. */
export function backWindow(sc: Scene, rm: Room, x0: number, x1: number, y0: number, y1: number, o: WindowOpts): V3[][] {
  const D = rm.D
  const [ax, ay] = sc.P(x0, y1, D)
  const [bx, by] = sc.P(x1, y0, D)
  const s = sc.s(D)
  const frame = o.frame ?? "#f3f1ec"
  const fw = Math.max(3, s * 0.045)
  const parts: string[] = []
  // reveal (depth of wall)
  parts.push(
    `<rect x="${f1(ax - fw * 0.6)}" y="${f1(ay - fw * 0.6)}" width="${f1(bx - ax + fw * 1.2)}" height="${f1(by - ay + fw * 1.2)}" fill="${darken(rm.back, 0.06)}"/>`,
  )
  parts.push(`<g clip-path="${sc.clipRect(ax, ay, bx - ax, by - ay)}"><use href="#${o.land}"/></g>`)
  // glass sheen
  parts.push(
    `<rect x="${f1(ax)}" y="${f1(ay)}" width="${f1(bx - ax)}" height="${f1(by - ay)}" fill="${sc.linear(
      [
        [0, "#fff", 0.28],
        [0.5, "#fff", 0.05],
        [1, "#fff", 0.18],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  const n = o.mullions ?? 2
  const panes: V3[][] = []
  const paneW = (x1 - x0) / n
  for (let i = 0; i < n; i++) {
    const px0 = x0 + i * paneW
    panes.push([
      [px0 + 0.03, y1 - 0.03, D],
      [px0 + paneW - 0.03, y1 - 0.03, D],
      [px0 + paneW - 0.03, y0 + 0.03, D],
      [px0 + 0.03, y0 + 0.03, D],
    ])
  }
  const fr: string[] = []
  fr.push(
    `<rect x="${f1(ax)}" y="${f1(ay)}" width="${f1(bx - ax)}" height="${f1(by - ay)}" fill="none" stroke="${frame}" stroke-width="${f1(fw)}"/>`,
  )
  for (let i = 1; i < n; i++) {
    const x = ax + ((bx - ax) * i) / n
    fr.push(
      `<rect x="${f1(x - fw * 0.4)}" y="${f1(ay)}" width="${f1(fw * 0.8)}" height="${f1(by - ay)}" fill="${frame}"/>`,
    )
  }
  if (o.transom) {
    const y = ay + (by - ay) * 0.22
    fr.push(
      `<rect x="${f1(ax)}" y="${f1(y - fw * 0.35)}" width="${f1(bx - ax)}" height="${f1(fw * 0.7)}" fill="${frame}"/>`,
    )
  }
  parts.push(...fr)
  sc.glass.push({ x: ax, y: ay, w: bx - ax, h: by - ay })
  if (o.sill !== false && y0 > 0.3) {
    sc.add(
      D - 0.01,
      sc.box({ x0: x0 - 0.06, x1: x1 + 0.06, y0: y0 - 0.04, y1: y0, z0: D - 0.12, z1: D }, lighten(frame, 0.3)),
    )
  }
  sc.addShell(parts.join(""))
  if (o.curtains) {
    curtain(sc, x0 - 0.35, x0 + 0.05, Math.min(rm.H - 0.02, y1 + 0.25), D - 0.08, o.curtains)
    curtain(sc, x1 - 0.05, x1 + 0.35, Math.min(rm.H - 0.02, y1 + 0.25), D - 0.08, o.curtains)
  }
  return panes
}

export function curtain(sc: Scene, x0: number, x1: number, top: number, z: number, col: string) {
  const [ax, ay] = sc.P(x0, top, z)
  const [bx, by] = sc.P(x1, 0.02, z)
  const w = bx - ax
  const folds = Math.max(3, Math.round(w / 14))
  const stops: Array<[number, string, number?]> = []
  for (let i = 0; i <= folds; i++) {
    stops.push([i / folds, i % 2 ? darken(col, 0.07) : lighten(col, 0.4), 0.88])
  }
  const g = sc.linear(stops, 0, 0, 1, 0)
  sc.add(
    z,
    `<rect x="${f1(ax)}" y="${f1(ay)}" width="${f1(w)}" height="${f1(by - ay)}" fill="${g}"/><rect x="${f1(ax)}" y="${f1(ay)}" width="${f1(w)}" height="${f1(by - ay)}" fill="${sc.linear(
      [
        [0, "#fff", 0.25],
        [1, "#fff", 0],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
}

/** Window in a side wall (x = 0 or x = W), spanning depth z0..z1. */
export function sideWindow(
  sc: Scene,
  rm: Room,
  side: "left" | "right",
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  o: WindowOpts,
): V3[][] {
  const x = side === "left" ? 0 : rm.W
  const frame = o.frame ?? "#f3f1ec"
  const outline = sc.quad([
    [x, y0, z0],
    [x, y0, z1],
    [x, y1, z1],
    [x, y1, z0],
  ])
  const parts: string[] = []
  parts.push(`<path d="${outline}" fill="${darken(rm.left, 0.05)}"/>`)
  parts.push(
    `<g clip-path="${sc.clip(outline)}"><use href="#${o.land}"/><path d="${outline}" fill="#fff" opacity="0.12"/></g>`,
  )
  const n = o.mullions ?? 2
  const panes: V3[][] = []
  const seg = (z1 - z0) / n
  const sw = (z: number) => Math.max(2.5, sc.s(z) * 0.04)
  for (let i = 0; i <= n; i++) {
    const z = z0 + i * seg
    const a = sc.P(x, y0, z)
    const b = sc.P(x, y1, z)
    parts.push(
      `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${frame}" stroke-width="${f1(sw(z))}"/>`,
    )
    if (i < n)
      panes.push([
        [x, y1 - 0.03, z + 0.03],
        [x, y1 - 0.03, z + seg - 0.03],
        [x, y0 + 0.03, z + seg - 0.03],
        [x, y0 + 0.03, z + 0.03],
      ])
  }
  for (const y of [y0, y1]) {
    const a = sc.P(x, y, z0)
    const b = sc.P(x, y, z1)
    parts.push(
      `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${frame}" stroke-width="${f1(sw((z0 + z1) / 2))}"/>`,
    )
  }
  sc.addShell(parts.join(""))
  if (o.curtains) {
    const [cx] = sc.P(x, 0, z1)
    void cx
  }
  return panes
}

/** Sunlight falling on the floor through window panes (drawn on the shell layer). */
export function sunlight(sc: Scene, rm: Room, panes: V3[][], L: V3, strength = 0.32, floorD?: string) {
  if (sc.dirty) strength *= 0.35
  const patches: string[] = []
  const beams: string[] = []
  for (const pane4 of panes) {
    const pane = pane4 as [V3, V3, V3, V3]
    const hit = pane.map(([x, y, z]) => {
      const t = -y / L[1]
      return [x + t * L[0], 0, z + t * L[2]] as V3
    }) as [V3, V3, V3, V3]
    patches.push(`<path d="${sc.quad(hit)}" fill="#fff6e2"/>`)
    // volume: hull of window + floor patch (approximate with two quads)
    beams.push(`<path d="${sc.quad([pane[0], pane[1], hit[1], hit[0]])}" fill="#fffaf0"/>`)
    beams.push(`<path d="${sc.quad([pane[3], pane[2], hit[2], hit[3]])}" fill="#fffaf0"/>`)
    beams.push(`<path d="${sc.quad([pane[0], pane[3], hit[3], hit[0]])}" fill="#fffaf0"/>`)
    beams.push(`<path d="${sc.quad([pane[1], pane[2], hit[2], hit[1]])}" fill="#fffaf0"/>`)
  }
  const clip = floorD ? ` clip-path="${sc.clip(floorD)}"` : ""
  // drawn above rugs (key rm.D + 5 and up) but below furniture (key <= rm.D)
  sc.add(
    rm.D + 1,
    `<g${clip}><g opacity="${Math.min(0.85, strength * 1.7).toFixed(2)}" filter="${sc.blur(sc.w * 0.004)}">${patches.join("")}</g></g>`,
  )
  sc.addOverlay(`<g opacity="${(strength * 0.22).toFixed(3)}" filter="${sc.blur(sc.w * 0.012)}">${beams.join("")}</g>`)
}

/** Warm wash of light from one side over the whole frame. */
export function lightWash(sc: Scene, from: "left" | "right" | "top", strength = 0.22) {
  if (sc.dirty) strength *= 0.3
  const g =
    from === "top"
      ? sc.linear(
          [
            [0, "#fff8ea", strength],
            [0.6, "#fff8ea", 0],
          ],
          0,
          0,
          0,
          1,
        )
      : sc.linear(
          [
            [0, "#fff8ea", strength],
            [0.55, "#fff8ea", 0],
          ],
          from === "left" ? 0 : 1,
          0,
          from === "left" ? 1 : 0,
          0,
        )
  sc.addOverlay(`<rect width="${sc.w}" height="${sc.h}" fill="${g}"/>`)
}

// ---------------------------------------------------------------------------
// Furniture & props (world space, added to depth-sorted layers)
// ---------------------------------------------------------------------------

export function plant(
  sc: Scene,
  x: number,
  z: number,
  o: {
    y?: number
    kind?: "fiddle" | "snake" | "euc" | "fern" | "olive"
    pot?: string
    h?: number
    potH?: number
    potR?: number
  } = {},
) {
  const r = sc.rng.fork(`plant${x.toFixed(2)}${z.toFixed(2)}`)
  const y = o.y ?? 0
  const s = sc.s(z)
  const [bx, by] = sc.P(x, y, z)
  const potR = (o.potR ?? 0.17) * s
  const potH = (o.potH ?? 0.32) * s
  const pot = o.pot ?? P.linen
  const kind = o.kind ?? "fiddle"
  const hh = (o.h ?? 1.2) * s
  const parts: string[] = []
  if (y === 0)
    parts.push(
      `<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(potR * 1.3)}" ry="${f1(potR * 0.3)}" fill="#2a2520" opacity="0.25" filter="${sc.blur(potR * 0.2)}"/>`,
    )
  const top = by - potH
  const leafCols = P.leaf
  const leafPath = (len: number, wid: number) =>
    `M0 0C${f1(wid)} ${f1(-len * 0.25)} ${f1(wid * 0.9)} ${f1(-len * 0.8)} 0 ${f1(-len)}C${f1(-wid * 0.9)} ${f1(-len * 0.8)} ${f1(-wid)} ${f1(-len * 0.25)} 0 0Z`
  const stemTop = top + potH * 0.05
  if (kind === "snake") {
    for (let i = 0; i < 9; i++) {
      const a = r.range(-22, 22)
      const len = hh * r.range(0.45, 0.8)
      const c = r.pick(leafCols)
      parts.push(
        `<path d="M${f1(-potR * 0.12)} 0Q${f1(-potR * 0.2)} ${f1(-len * 0.6)} 0 ${f1(-len)}Q${f1(potR * 0.22)} ${f1(-len * 0.6)} ${f1(potR * 0.12)} 0Z" fill="${c}" transform="translate(${f1(bx + r.range(-0.5, 0.5) * potR)} ${f1(stemTop)}) rotate(${f1(a)})"/>`,
      )
    }
  } else if (kind === "euc" || kind === "olive") {
    for (let i = 0; i < 7; i++) {
      const a = r.range(-35, 35)
      const len = hh * r.range(0.5, 0.95)
      const sx = bx + r.range(-0.2, 0.2) * potR
      const bend = r.range(-0.25, 0.25) * len
      const stemCol = kind === "euc" ? "#8a7a66" : "#6d6a55"
      const leaves: string[] = []
      for (let k = 1; k <= 9; k++) {
        const t = k / 10
        const lx = bend * t * t
        const ly = -len * t
        const lr = kind === "euc" ? potR * r.range(0.2, 0.28) : potR * 0.1
        const side = k % 2 ? 1 : -1
        leaves.push(
          kind === "euc"
            ? `<circle cx="${f1(lx + side * lr * 0.8)}" cy="${f1(ly)}" r="${f1(lr)}" fill="${r.pick(["#9db3a3", "#8aa894", "#a8bcae", "#7f9d8a"])}"/>`
            : `<ellipse cx="${f1(lx + side * lr * 2)}" cy="${f1(ly)}" rx="${f1(lr * 2.5)}" ry="${f1(lr * 0.7)}" fill="${r.pick(["#8a9a78", "#9aa888", "#7b8b6a"])}" transform="rotate(${side * 30} ${f1(lx + side * lr * 2)} ${f1(ly)})"/>`,
        )
      }
      parts.push(
        `<g transform="translate(${f1(sx)} ${f1(stemTop)}) rotate(${f1(a)})"><path d="M0 0Q${f1(bend * 0.3)} ${f1(-len * 0.5)} ${f1(bend)} ${f1(-len)}" stroke="${stemCol}" stroke-width="${f1(Math.max(1, potR * 0.05))}" fill="none"/>${leaves.join("")}</g>`,
      )
    }
  } else if (kind === "fern") {
    for (let i = 0; i < 11; i++) {
      const a = -80 + (160 * i) / 10 + r.range(-8, 8)
      const len = hh * r.range(0.35, 0.55)
      const c = r.pick(leafCols)
      const fronds: string[] = []
      for (let k = 1; k < 10; k++) {
        const t = k / 10
        const lw = len * 0.13 * (1 - t * 0.7)
        fronds.push(
          `<path d="M0 ${f1(-len * t)}l${f1(lw)} ${f1(-lw * 0.6)}M0 ${f1(-len * t)}l${f1(-lw)} ${f1(-lw * 0.6)}" stroke="${c}" stroke-width="${f1(Math.max(1.2, lw * 0.45))}" stroke-linecap="round"/>`,
        )
      }
      parts.push(
        `<g transform="translate(${f1(bx)} ${f1(stemTop)}) rotate(${f1(a * 0.8)})"><path d="M0 0L0 ${f1(-len)}" stroke="${c}" stroke-width="${f1(Math.max(1, potR * 0.05))}"/>${fronds.join("")}</g>`,
      )
    }
  } else {
    // fiddle leaf: a couple of stems with big leaves
    const stems = r.int(2, 3)
    for (let sI = 0; sI < stems; sI++) {
      const sx = bx + (sI - (stems - 1) / 2) * potR * 0.3
      const sh = hh * r.range(0.7, 1)
      const lean = r.range(-0.18, 0.18) * sh
      parts.push(
        `<path d="M${f1(sx)} ${f1(stemTop)}Q${f1(sx + lean * 0.3)} ${f1(stemTop - sh * 0.5)} ${f1(sx + lean)} ${f1(stemTop - sh)}" stroke="#6b5a45" stroke-width="${f1(Math.max(1.2, potR * 0.06))}" fill="none"/>`,
      )
      const nLeaves = r.int(5, 8)
      for (let k = 0; k < nLeaves; k++) {
        const t = 0.3 + (0.7 * k) / nLeaves
        const lx = sx + lean * t * t
        const ly = stemTop - sh * t
        const len = potR * r.range(1.1, 1.6) * (1.1 - t * 0.3)
        const ang = (k % 2 ? 1 : -1) * r.range(35, 75) + lean * 0.05
        const c = r.pick(leafCols)
        parts.push(
          `<g transform="translate(${f1(lx)} ${f1(ly)}) rotate(${f1(ang)})"><path d="${leafPath(len, len * 0.42)}" fill="${c}"/><path d="M0 0L0 ${f1(-len * 0.9)}" stroke="${lighten(c, 0.3)}" stroke-width="${f1(Math.max(0.8, len * 0.03))}" opacity="0.6"/></g>`,
        )
      }
      parts.push(
        `<g transform="translate(${f1(sx + lean)} ${f1(stemTop - sh)})"><path d="${leafPath(potR * 1.1, potR * 0.45)}" fill="${r.pick(leafCols)}"/></g>`,
      )
    }
  }
  // pot in front of stems
  const pg = sc.linear(
    [
      [0, lighten(pot, 0.25)],
      [0.6, pot],
      [1, darken(pot, 0.18)],
    ],
    0,
    0,
    1,
    0,
  )
  parts.push(
    `<path d="M${f1(bx - potR)} ${f1(top)}L${f1(bx + potR)} ${f1(top)}L${f1(bx + potR * 0.78)} ${f1(by)}Q${f1(bx)} ${f1(by + potR * 0.18)} ${f1(bx - potR * 0.78)} ${f1(by)}Z" fill="${pg}"/>`,
    `<ellipse cx="${f1(bx)}" cy="${f1(top)}" rx="${f1(potR)}" ry="${f1(potR * 0.16)}" fill="${darken(pot, 0.2)}"/>`,
  )
  // stems drawn before pot look wrong: reorder so pot is under leaves but over stem bases
  const potSvg = parts.splice(parts.length - 2, 2)
  const shadowSvg = y === 0 ? parts.splice(0, 1) : []
  sc.add(z, `<g>${shadowSvg.join("")}${potSvg[1]}${parts.join("")}${potSvg[0]}</g>`)
}

export function pendant(
  sc: Scene,
  rm: Room,
  x: number,
  z: number,
  drop: number,
  o: { style?: "dome" | "globe" | "cone"; color?: string } = {},
) {
  const style = o.style ?? "dome"
  const col = o.color ?? P.linen
  const s = sc.s(z)
  const [tx, ty] = sc.P(x, rm.H, z)
  const [bx, by] = sc.P(x, rm.H - drop, z)
  const r = 0.17 * s
  const parts: string[] = [
    `<path d="M${f1(tx)} ${f1(ty)}L${f1(bx)} ${f1(by)}" stroke="#4a463f" stroke-width="${f1(Math.max(1, s * 0.006))}"/>`,
  ]
  if (!sc.dirty)
    parts.push(
      `<circle cx="${f1(bx)}" cy="${f1(by + r * 0.6)}" r="${f1(r * 2.4)}" fill="${sc.radial([
        [0, "#fff3d6", 0.55],
        [1, "#fff3d6", 0],
      ])}"/>`,
    )
  const g = sc.linear(
    [
      [0, lighten(col, 0.3)],
      [1, darken(col, 0.15)],
    ],
    0,
    0,
    1,
    0,
  )
  if (style === "globe") {
    parts.push(
      `<circle cx="${f1(bx)}" cy="${f1(by + r * 0.8)}" r="${f1(r * 0.8)}" fill="${sc.radial(
        [
          [0, "#fffdf5"],
          [0.7, "#f7eedb"],
          [1, "#e2d6bf"],
        ],
        0.45,
        0.4,
        0.6,
      )}"/>`,
    )
  } else if (style === "cone") {
    parts.push(
      `<path d="M${f1(bx - r * 0.25)} ${f1(by)}L${f1(bx + r * 0.25)} ${f1(by)}L${f1(bx + r * 0.8)} ${f1(by + r * 1.1)}L${f1(bx - r * 0.8)} ${f1(by + r * 1.1)}Z" fill="${g}"/>`,
    )
    parts.push(
      `<ellipse cx="${f1(bx)}" cy="${f1(by + r * 1.1)}" rx="${f1(r * 0.8)}" ry="${f1(r * 0.15)}" fill="#fff8e4"/>`,
    )
  } else {
    parts.push(
      `<path d="M${f1(bx - r)} ${f1(by + r * 0.75)}C${f1(bx - r)} ${f1(by - r * 0.05)} ${f1(bx + r)} ${f1(by - r * 0.05)} ${f1(bx + r)} ${f1(by + r * 0.75)}Z" fill="${g}"/>`,
    )
    parts.push(`<ellipse cx="${f1(bx)}" cy="${f1(by + r * 0.75)}" rx="${f1(r)}" ry="${f1(r * 0.16)}" fill="#fff8e4"/>`)
  }
  sc.add(z, parts.join(""))
}

export function rug(
  sc: Scene,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  col: string,
  o: { border?: string; round?: boolean } = {},
) {
  const d = sc.quad([
    [x0, 0.005, z0],
    [x1, 0.005, z0],
    [x1, 0.005, z1],
    [x0, 0.005, z1],
  ])
  const parts = [`<path d="${d}" fill="${col}" stroke="${col}" stroke-width="3" stroke-linejoin="round"/>`]
  if (o.border) {
    const m = 0.12
    parts.push(
      `<path d="${sc.quad([
        [x0 + m, 0.006, z0 + m],
        [x1 - m, 0.006, z0 + m],
        [x1 - m, 0.006, z1 - m],
        [x0 + m, 0.006, z1 - m],
      ])}" fill="none" stroke="${o.border}" stroke-width="2" opacity="0.7"/>`,
    )
  }
  // subtle texture
  parts.push(
    `<path d="${d}" fill="${sc.linear(
      [
        [0, "#fff", 0.12],
        [1, "#000", 0.05],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  sc.add(z1 + 50, parts.join(""))
}

/** Framed abstract art on the back wall (no text). */
export function art(
  sc: Scene,
  rm: Room,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  r: RNG,
  o: { frame?: string; z?: number } = {},
) {
  const z = o.z ?? rm.D - 0.02
  const [ax, ay] = sc.P(x0, y1, z)
  const [bx, by] = sc.P(x1, y0, z)
  const w = bx - ax
  const h = by - ay
  const fw = Math.max(2, sc.s(z) * 0.025)
  const frame = o.frame ?? r.pick([P.timber, "#2f3a35", "#f5f2ec"])
  const bg = r.pick([P.linen, "#f1ebe0", P.mist])
  const parts: string[] = []
  parts.push(
    `<rect x="${f1(ax + w * 0.02)}" y="${f1(ay + h * 0.04)}" width="${f1(w)}" height="${f1(h)}" fill="#2a2520" opacity="0.16" filter="${sc.blur(fw * 1.5)}"/>`,
  )
  parts.push(`<rect x="${f1(ax)}" y="${f1(ay)}" width="${f1(w)}" height="${f1(h)}" fill="${frame}"/>`)
  const ix = ax + fw
  const iy = ay + fw
  const iw = w - 2 * fw
  const ih = h - 2 * fw
  parts.push(`<rect x="${f1(ix)}" y="${f1(iy)}" width="${f1(iw)}" height="${f1(ih)}" fill="${bg}"/>`)
  const cp = sc.clipRect(ix, iy, iw, ih)
  const shapes: string[] = []
  const style = r.int(0, 2)
  if (style === 0) {
    shapes.push(
      `<circle cx="${f1(ix + iw * r.range(0.3, 0.7))}" cy="${f1(iy + ih * r.range(0.3, 0.5))}" r="${f1(Math.min(iw, ih) * 0.22)}" fill="${r.pick([P.clay, P.timber, "#d9b99a"])}" opacity="0.85"/>`,
    )
    shapes.push(
      `<path d="M${f1(ix)} ${f1(iy + ih * 0.75)}Q${f1(ix + iw * 0.4)} ${f1(iy + ih * 0.5)} ${f1(ix + iw)} ${f1(iy + ih * 0.7)}V${f1(iy + ih)}H${f1(ix)}Z" fill="${P.sage}"/>`,
    )
    shapes.push(
      `<path d="M${f1(ix)} ${f1(iy + ih * 0.88)}Q${f1(ix + iw * 0.6)} ${f1(iy + ih * 0.7)} ${f1(ix + iw)} ${f1(iy + ih * 0.85)}V${f1(iy + ih)}H${f1(ix)}Z" fill="${P.sageDeep}"/>`,
    )
  } else if (style === 1) {
    for (let i = 0; i < 3; i++) {
      shapes.push(
        `<path d="M${f1(ix + iw * (0.15 + i * 0.25))} ${f1(iy + ih)}a${f1(iw * 0.2)} ${f1(iw * 0.2)} 0 0 1 ${f1(iw * 0.4)} 0Z" fill="${[P.sage, P.sand, P.timber][i]}" opacity="0.9"/>`,
      )
    }
    shapes.push(
      `<rect x="${f1(ix + iw * 0.1)}" y="${f1(iy + ih * 0.15)}" width="${f1(iw * 0.35)}" height="${f1(ih * 0.35)}" fill="${P.sageDeep}" opacity="0.35"/>`,
    )
  } else {
    // botanical line drawing
    const cx = ix + iw / 2
    shapes.push(
      `<path d="M${f1(cx)} ${f1(iy + ih * 0.9)}Q${f1(cx - iw * 0.05)} ${f1(iy + ih * 0.5)} ${f1(cx + iw * 0.05)} ${f1(iy + ih * 0.12)}" stroke="${P.sageDeep}" stroke-width="${f1(Math.max(1, iw * 0.012))}" fill="none"/>`,
    )
    for (let k = 0; k < 6; k++) {
      const t = 0.2 + k * 0.12
      const ly = iy + ih * (0.9 - t * 0.8)
      const side = k % 2 ? 1 : -1
      shapes.push(
        `<ellipse cx="${f1(cx + side * iw * 0.1)}" cy="${f1(ly)}" rx="${f1(iw * 0.1)}" ry="${f1(iw * 0.04)}" fill="${P.sage}" transform="rotate(${side * -25} ${f1(cx + side * iw * 0.1)} ${f1(ly)})"/>`,
      )
    }
  }
  parts.push(`<g clip-path="${cp}">${shapes.join("")}</g>`)
  sc.add(z, parts.join(""))
}

export function sofa(
  sc: Scene,
  x0: number,
  x1: number,
  zBack: number,
  col: string,
  o: { depth?: number; cushions?: string[] } = {},
) {
  const d = o.depth ?? 0.95
  const z0 = zBack - d
  const soft = sc.s(zBack) * 0.03
  const parts: string[] = []
  parts.push(sc.shadow(x0, x1, z0, zBack, 0, 0.28, 0.12))
  const legs = darken(P.timber, 0.2)
  for (const lx of [x0 + 0.1, x1 - 0.12])
    parts.push(sc.box({ x0: lx, x1: lx + 0.04, y0: 0, y1: 0.12, z0: z0 + 0.1, z1: z0 + 0.14 }, legs))
  // back
  parts.push(sc.box({ x0, x1, y0: 0.12, y1: 0.82, z0: zBack - 0.25, z1: zBack }, darken(col, 0.04), { soften: soft }))
  // base
  parts.push(sc.box({ x0, x1, y0: 0.12, y1: 0.34, z0, z1: zBack - 0.2 }, darken(col, 0.08), { soften: soft }))
  // seat cushions
  const n = x1 - x0 > 1.8 ? 3 : 2
  const cw = (x1 - x0 - 0.4) / n
  const cushions: string[] = []
  for (let i = 0; i < n; i++) {
    const cx0 = x0 + 0.2 + i * cw
    cushions.push(
      sc.box({ x0: cx0 + 0.01, x1: cx0 + cw - 0.01, y0: 0.34, y1: 0.46, z0: z0 + 0.02, z1: zBack - 0.24 }, col, {
        soften: soft * 1.4,
      }),
    )
  }
  // back cushions
  for (let i = 0; i < n; i++) {
    const cx0 = x0 + 0.2 + i * cw
    parts.push(
      sc.box(
        { x0: cx0 + 0.02, x1: cx0 + cw - 0.02, y0: 0.42, y1: 0.78, z0: zBack - 0.42, z1: zBack - 0.26 },
        lighten(col, 0.04),
        { soften: soft * 1.6 },
      ),
    )
  }
  parts.push(...cushions)
  // arms
  parts.push(sc.box({ x0, x1: x0 + 0.2, y0: 0.12, y1: 0.62, z0, z1: zBack - 0.05 }, col, { soften: soft * 1.2 }))
  parts.push(sc.box({ x0: x1 - 0.2, x1, y0: 0.12, y1: 0.62, z0, z1: zBack - 0.05 }, col, { soften: soft * 1.2 }))
  // throw pillows (2D)
  const pcols: string[] = o.cushions ?? [P.sage, P.linen, P.clay]
  const pz = zBack - 0.4
  const ps = sc.s(pz)
  const pillows = [x0 + 0.38, x1 - 0.38, ...(n === 3 ? [(x0 + x1) / 2 + 0.15] : [])]
  pillows.forEach((px, i) => {
    const [cx, cy] = sc.P(px, 0.62, pz)
    const pw = 0.42 * ps
    const ph = 0.36 * ps
    const c = pcols[i % pcols.length] ?? P.sage
    parts.push(
      `<g transform="rotate(${i % 2 ? 6 : -7} ${f1(cx)} ${f1(cy)})"><path d="M${f1(cx - pw / 2)} ${f1(cy - ph / 2)}Q${f1(cx)} ${f1(cy - ph * 0.38)} ${f1(cx + pw / 2)} ${f1(cy - ph / 2)}Q${f1(cx + pw * 0.4)} ${f1(cy)} ${f1(cx + pw / 2)} ${f1(cy + ph / 2)}Q${f1(cx)} ${f1(cy + ph * 0.38)} ${f1(cx - pw / 2)} ${f1(cy + ph / 2)}Q${f1(cx - pw * 0.4)} ${f1(cy)} ${f1(cx - pw / 2)} ${f1(cy - ph / 2)}Z" fill="${sc.linear(
        [
          [0, lighten(c, 0.2)],
          [1, darken(c, 0.08)],
        ],
        0,
        0,
        1,
        1,
      )}"/></g>`,
    )
  })
  sc.add(z0 + 0.3, parts.join(""))
  sc.surfaces.push({ x0: x0 + 0.2, x1: x1 - 0.2, z0: z0 + 0.05, z1: zBack - 0.3, y: 0.46 })
}

export function armchair(sc: Scene, x: number, zBack: number, col: string, o: { wide?: number; wood?: string } = {}) {
  const w = o.wide ?? 0.85
  const x0 = x - w / 2
  const x1 = x + w / 2
  const z0 = zBack - 0.85
  const soft = sc.s(zBack) * 0.035
  const wood = o.wood ?? P.timberDark
  const parts: string[] = [sc.shadow(x0, x1, z0, zBack, 0, 0.26, 0.1)]
  for (const lx of [x0 + 0.06, x1 - 0.1])
    parts.push(sc.box({ x0: lx, x1: lx + 0.04, y0: 0, y1: 0.2, z0: z0 + 0.06, z1: z0 + 0.1 }, wood))
  parts.push(
    sc.box({ x0: x0 + 0.05, x1: x1 - 0.05, y0: 0.2, y1: 0.88, z0: zBack - 0.2, z1: zBack }, darken(col, 0.05), {
      soften: soft * 2,
    }),
  )
  parts.push(
    sc.box({ x0: x0 + 0.05, x1: x1 - 0.05, y0: 0.2, y1: 0.46, z0: z0 + 0.02, z1: zBack - 0.2 }, col, {
      soften: soft * 1.5,
    }),
  )
  parts.push(
    sc.box({ x0, x1: x0 + 0.13, y0: 0.2, y1: 0.62, z0, z1: zBack - 0.05 }, darken(col, 0.03), { soften: soft * 1.5 }),
  )
  parts.push(
    sc.box({ x0: x1 - 0.13, x1, y0: 0.2, y1: 0.62, z0, z1: zBack - 0.05 }, darken(col, 0.03), { soften: soft * 1.5 }),
  )
  sc.add(z0 + 0.2, parts.join(""))
}

export function roundTable(
  sc: Scene,
  x: number,
  z: number,
  r: number,
  hgt: number,
  top: string,
  o: { base?: string } = {},
) {
  const parts: string[] = []
  const e0 = sc.hEllipse(x, 0, z, r * 0.9)
  parts.push(
    `<ellipse cx="${f1(e0.cx)}" cy="${f1(e0.cy)}" rx="${f1(e0.rx)}" ry="${f1(e0.ry)}" fill="#2a2520" opacity="0.22" filter="${sc.blur(e0.rx * 0.12)}"/>`,
  )
  const base = o.base ?? darken(top, 0.25)
  const [lx, ly] = sc.P(x, 0, z)
  const [, ty] = sc.P(x, hgt, z)
  const s = sc.s(z)
  parts.push(
    `<rect x="${f1(lx - s * 0.05)}" y="${f1(ty)}" width="${f1(s * 0.1)}" height="${f1(ly - ty)}" fill="${base}"/>`,
  )
  const eb = sc.hEllipse(x, 0.01, z, r * 0.35)
  parts.push(`<ellipse cx="${f1(eb.cx)}" cy="${f1(eb.cy)}" rx="${f1(eb.rx)}" ry="${f1(eb.ry)}" fill="${base}"/>`)
  const e = sc.hEllipse(x, hgt, z, r)
  const th = Math.max(2, s * 0.04)
  parts.push(
    `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy + th)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" fill="${darken(top, 0.2)}"/>`,
  )
  parts.push(
    `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" fill="${sc.linear(
      [
        [0, lighten(top, 0.25)],
        [1, top],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  sc.add(z, parts.join(""))
  return e
}

/** Vase / bowl decorations placed on a surface, drawn 2D at projected point. */
export function vase(sc: Scene, x: number, y: number, z: number, col: string, o: { h?: number; stems?: boolean } = {}) {
  const s = sc.s(z)
  const [bx, by] = sc.P(x, y, z)
  const h = (o.h ?? 0.22) * s
  const w = h * 0.45
  const parts: string[] = []
  if (o.stems) {
    const r = sc.rng.fork(`vase${x}${z}`)
    for (let i = 0; i < 5; i++) {
      const a = r.range(-30, 30)
      const len = h * r.range(1.2, 2.0)
      const leaves: string[] = []
      for (let k = 2; k <= 8; k++) {
        const ly = (-len * k) / 9
        const side = k % 2 ? 1 : -1
        leaves.push(
          `<circle cx="${f1(side * w * 0.14)}" cy="${f1(ly)}" r="${f1(w * 0.12)}" fill="${r.pick(["#9db3a3", "#8aa894", "#a8bcae"])}"/>`,
        )
      }
      parts.push(
        `<g transform="translate(${f1(bx)} ${f1(by - h * 0.9)}) rotate(${f1(a)})"><path d="M0 0L0 ${f1(-len)}" stroke="#8a7a66" stroke-width="${f1(Math.max(0.8, w * 0.03))}"/>${leaves.join("")}</g>`,
      )
    }
  }
  parts.push(
    `<path d="M${f1(bx - w * 0.3)} ${f1(by - h)}L${f1(bx + w * 0.3)} ${f1(by - h)}Q${f1(bx + w * 0.3)} ${f1(by - h * 0.75)} ${f1(bx + w * 0.5)} ${f1(by - h * 0.45)}Q${f1(bx + w * 0.6)} ${f1(by)} ${f1(bx)} ${f1(by)}Q${f1(bx - w * 0.6)} ${f1(by)} ${f1(bx - w * 0.5)} ${f1(by - h * 0.45)}Q${f1(bx - w * 0.3)} ${f1(by - h * 0.75)} ${f1(bx - w * 0.3)} ${f1(by - h)}Z" fill="${sc.linear(
      [
        [0, lighten(col, 0.3)],
        [1, darken(col, 0.15)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  sc.add(z - 0.001, parts.join(""))
}

export function lemonsBowl(sc: Scene, x: number, y: number, z: number, bowl: string) {
  const s = sc.s(z)
  const [bx, by] = sc.P(x, y, z)
  const r = 0.16 * s
  const parts: string[] = []
  parts.push(
    `<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(r * 1.1)}" ry="${f1(r * 0.22)}" fill="#2a2520" opacity="0.2" filter="${sc.blur(r * 0.1)}"/>`,
  )
  const rr = sc.rng.fork(`lem${x}${z}`)
  const lem: Array<[number, number]> = [
    [-0.45, -0.55],
    [0.1, -0.62],
    [0.5, -0.5],
    [-0.15, -0.85],
    [0.3, -0.85],
  ]
  for (const [dx, dy] of lem) {
    const lx = bx + dx * r
    const ly = by + dy * r
    const lr = r * rr.range(0.3, 0.36)
    parts.push(
      `<ellipse cx="${f1(lx)}" cy="${f1(ly)}" rx="${f1(lr * 1.15)}" ry="${f1(lr)}" fill="${sc.radial(
        [
          [0, "#f7e27a"],
          [0.7, P.lemon],
          [1, "#caa437"],
        ],
        0.4,
        0.35,
        0.7,
      )}" transform="rotate(${rr.int(-25, 25)} ${f1(lx)} ${f1(ly)})"/>`,
    )
  }
  // leaf
  parts.push(
    `<path d="M${f1(bx + r * 0.2)} ${f1(by - r * 0.9)}q${f1(r * 0.4)} ${f1(-r * 0.35)} ${f1(r * 0.75)} ${f1(-r * 0.2)}q${f1(-r * 0.35)} ${f1(r * 0.3)} ${f1(-r * 0.75)} ${f1(r * 0.2)}Z" fill="${P.sageDeep}"/>`,
  )
  parts.push(
    `<path d="M${f1(bx - r)} ${f1(by - r * 0.45)}Q${f1(bx - r * 0.9)} ${f1(by + r * 0.05)} ${f1(bx)} ${f1(by + r * 0.05)}Q${f1(bx + r * 0.9)} ${f1(by + r * 0.05)} ${f1(bx + r)} ${f1(by - r * 0.45)}Z" fill="${sc.linear(
      [
        [0, lighten(bowl, 0.3)],
        [1, darken(bowl, 0.12)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  sc.add(z - 0.002, parts.join(""))
}

export function cabinetFronts(
  sc: Scene,
  b: Box,
  n: number,
  col: string,
  o: { handle?: string; drawers?: boolean; vertical?: boolean } = {},
): string {
  const fr = sc.front(b)
  const parts: string[] = []
  const gap = Math.max(1, sc.s(b.z0) * 0.006)
  const dw = fr.w / n
  const handle = o.handle ?? P.brass
  for (let i = 0; i < n; i++) {
    const x = fr.x + i * dw
    parts.push(
      `<rect x="${f1(x + gap)}" y="${f1(fr.y + gap)}" width="${f1(dw - 2 * gap)}" height="${f1(fr.h - 2 * gap)}" fill="${sc.linear(
        [
          [0, lighten(col, 0.08)],
          [1, darken(col, 0.04)],
        ],
        0,
        0,
        0,
        1,
      )}" stroke="${darken(col, 0.15)}" stroke-width="${f1(gap)}" stroke-opacity="0.5"/>`,
    )
    if (o.drawers) {
      for (let k = 1; k < 3; k++) {
        const y = fr.y + (fr.h * k) / 3
        parts.push(
          `<path d="M${f1(x + gap)} ${f1(y)}H${f1(x + dw - gap)}" stroke="${darken(col, 0.18)}" stroke-width="${f1(gap)}" opacity="0.6"/>`,
        )
      }
      for (let k = 0; k < 3; k++) {
        const y = fr.y + (fr.h * (k + 0.22)) / 3
        parts.push(
          `<rect x="${f1(x + dw * 0.38)}" y="${f1(y)}" width="${f1(dw * 0.24)}" height="${f1(Math.max(1.5, gap * 1.3))}" rx="1" fill="${handle}"/>`,
        )
      }
    } else {
      const hx = i % 2 ? x + dw * 0.12 : x + dw * 0.88
      parts.push(
        `<rect x="${f1(hx - gap * 0.7)}" y="${f1(fr.y + fr.h * (o.vertical ? 0.65 : 0.1))}" width="${f1(Math.max(1.5, gap * 1.4))}" height="${f1(fr.h * 0.22)}" rx="1" fill="${handle}"/>`,
      )
    }
  }
  return parts.join("")
}

export function stool(sc: Scene, x: number, z: number, seat: string, legs: string) {
  const s = sc.s(z)
  const [bx, by] = sc.P(x, 0, z)
  const [, sy] = sc.P(x, 0.65, z)
  const r = 0.19 * s
  const parts: string[] = []
  parts.push(
    `<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(r * 1.3)}" ry="${f1(r * 0.3)}" fill="#2a2520" opacity="0.18" filter="${sc.blur(r * 0.2)}"/>`,
  )
  const lw = Math.max(1.5, s * 0.025)
  parts.push(
    `<path d="M${f1(bx - r * 0.9)} ${f1(by)}L${f1(bx - r * 0.6)} ${f1(sy)}M${f1(bx + r * 0.9)} ${f1(by)}L${f1(bx + r * 0.6)} ${f1(sy)}M${f1(bx - r * 0.3)} ${f1(by - r * 0.1)}L${f1(bx - r * 0.2)} ${f1(sy)}" stroke="${legs}" stroke-width="${f1(lw)}"/>`,
  )
  parts.push(
    `<path d="M${f1(bx - r * 0.75)} ${f1(by - (by - sy) * 0.35)}H${f1(bx + r * 0.75)}" stroke="${legs}" stroke-width="${f1(lw * 0.8)}"/>`,
  )
  const e = sc.hEllipse(x, 0.65, z, 0.19)
  parts.push(
    `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy + s * 0.03)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" fill="${darken(seat, 0.18)}"/><ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" fill="${lighten(seat, 0.1)}"/>`,
  )
  sc.add(z, parts.join(""))
}

export function floorLamp(sc: Scene, x: number, z: number, shade: string) {
  const s = sc.s(z)
  const [bx, by] = sc.P(x, 0, z)
  const [, ty] = sc.P(x, 1.45, z)
  const r = 0.2 * s
  const parts: string[] = []
  parts.push(`<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(r * 0.7)}" ry="${f1(r * 0.15)}" fill="#3b3a36"/>`)
  parts.push(
    `<path d="M${f1(bx)} ${f1(by)}L${f1(bx)} ${f1(ty)}" stroke="#3b3a36" stroke-width="${f1(Math.max(1, s * 0.015))}"/>`,
  )
  if (!sc.dirty)
    parts.push(
      `<circle cx="${f1(bx)}" cy="${f1(ty)}" r="${f1(r * 2.2)}" fill="${sc.radial([
        [0, "#fff1d0", 0.5],
        [1, "#fff1d0", 0],
      ])}"/>`,
    )
  parts.push(
    `<path d="M${f1(bx - r * 0.6)} ${f1(ty - r * 0.9)}L${f1(bx + r * 0.6)} ${f1(ty - r * 0.9)}L${f1(bx + r)} ${f1(ty + r * 0.2)}L${f1(bx - r)} ${f1(ty + r * 0.2)}Z" fill="${sc.linear(
      [
        [0, lighten(shade, 0.4)],
        [1, shade],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  sc.add(z, parts.join(""))
}

export function pathPts(pts: Pt[]): string {
  return pathOf(pts)
}

export { Scene, mix, lighten, darken, f1 }
