/**
 * Interior placeholder scenes: living, bathroom, kitchen, office, empty new
 * build, bedroom, laundry, alfresco.
 */
import {
  armchair,
  art,
  backWindow,
  cabinetFronts,
  curtain,
  floorLamp,
  landscape,
  lemonsBowl,
  lightWash,
  makeCamera,
  P,
  pendant,
  plant,
  roomShell,
  roundTable,
  rug,
  sideWindow,
  sofa,
  stool,
  sunlight,
  vase,
  WALLS,
  type Room,
  type View,
} from "./scene-props.ts"
import { darken, f1, lighten, mix, rng, Scene, type RNG, type SceneOptions } from "./svg-kit.ts"

export interface SceneInput extends SceneOptions {
  w: number
  h: number
  /** seed for composition (camera, placement) */
  seed: string
  /** optional separate seed for palette so a project shares colours */
  paletteSeed?: string
  /** extra switches for specific pages */
  variant?: string
  /** camera framing preset */
  view?: View
  /** optional feature colour (kitchen island, bathroom vanity) so a project reads as one home */
  accent?: string
}

function setup(
  inp: SceneInput,
  roomBase: Omit<Room, "back" | "left" | "right" | "floor" | "ceiling" | "light" | "floorKind"> & Partial<Room>,
  camOpts: Parameters<typeof makeCamera>[4] = {},
) {
  const r = rng(inp.seed)
  const pal = rng(inp.paletteSeed ?? inp.seed).fork("palette")
  const wall = roomBase.back ?? pal.pick(WALLS)
  const room: Room = {
    W: roomBase.W,
    H: roomBase.H,
    D: roomBase.D,
    back: wall,
    left: roomBase.left ?? darken(wall, 0.02),
    right: roomBase.right ?? darken(wall, 0.02),
    floor: roomBase.floor ?? pal.pick([P.oak, P.timberLight, "#d2b48f"]),
    ceiling: roomBase.ceiling ?? "#f6f4ef",
    floorKind: roomBase.floorKind ?? "boards",
    tile: roomBase.tile,
    light: roomBase.light ?? r.pick(["left", "right"] as const),
  }
  const cam = makeCamera(inp.w, inp.h, r.fork("cam"), room, { view: inp.view, ...camOpts })
  const sc = new Scene(inp.w, inp.h, cam, r, inp)
  return { sc, r, pal, room }
}

// ---------------------------------------------------------------------------
// Living room (hero, lounge before/after, residential, NDIS, HEPA, family)
// ---------------------------------------------------------------------------

export function livingRoom(inp: SceneInput): string {
  const hero = inp.variant === "hero"
  const ndis = inp.variant === "ndis"
  const portrait = inp.h > inp.w
  const W = hero ? 7 : 6
  const { sc, r, pal, room } = setup(
    inp,
    { W, H: 2.9, D: 5.2, light: hero ? "right" : undefined, floorKind: "boards" },
    hero
      ? { frac: [0.78, 0.78], xr: [0.44, 0.44], eye: [1.2, 1.2], pxr: [0.36, 0.36], pyr: [0.45, 0.45] }
      : { frac: portrait ? [0.75, 0.9] : ndis ? [0.78, 0.84] : [0.6, 0.74], eye: [1.1, 1.35] },
  )
  const D = room.D
  const land = landscape(sc, r.fork("land"), "hills")
  const { floorD } = roomShell(sc, room, { downlights: 0 })
  const lightRight = room.light === "right"
  const sofaCol = pal.pick(["#e8e1d5", "#dfe6dd", "#d9cfc0", "#cfd9cf"])
  const accent = pal.pick([
    [P.sage, P.linen, P.clay],
    [P.sageDeep, P.sand, P.linen],
    [P.timber, P.mist, P.sage],
  ])

  // big windows on the lit side wall + one on the back wall
  const wz0 = D * r.range(0.18, 0.3)
  const panes = sideWindow(sc, room, lightRight ? "right" : "left", wz0, D - 0.35, 0.15, 2.5, { land, mullions: 3 })
  sunlight(sc, room, panes, lightRight ? [-1, -0.85, 0.35] : [1, -0.85, 0.35], 0.36, floorD)
  const bwW = hero ? 2.7 : r.range(1.6, 2.4)
  const bwX = hero ? 4.0 : lightRight ? room.W - bwW - r.range(0.4, 1.2) : r.range(0.4, 1.2)
  const bpanes = backWindow(sc, room, bwX, bwX + bwW, 0.4, 2.45, { land, mullions: 3, curtains: "#f4efe6" })
  sunlight(sc, room, bpanes, [lightRight ? -0.3 : 0.3, -1.3, -1], 0.22, floorD)

  if (hero) {
    // morning sun falling through the side window onto the calm left part of the back wall,
    // with a few soft leaf shadows: light and texture, but nothing busy behind the headline
    const strips: string[] = []
    for (let k = 0; k < 3; k++) {
      const x0 = 0.7 + k * 0.78
      strips.push(
        `<path d="${sc.quad([
          [x0, 2.35, D],
          [x0 + 0.68, 2.35, D],
          [x0 + 0.68 - 0.75, 0.35, D],
          [x0 - 0.75, 0.35, D],
        ])}" fill="#fff4dc"/>`,
      )
    }
    const lr = r.fork("leafshadow")
    const leaves: string[] = []
    for (let k = 0; k < 14; k++) {
      const [lx, ly] = sc.P(lr.range(0.6, 2.6), lr.range(1.6, 2.5), D)
      const s = sc.s(D)
      leaves.push(
        `<ellipse cx="${f1(lx)}" cy="${f1(ly)}" rx="${f1(s * 0.09)}" ry="${f1(s * 0.03)}" fill="#6f7a62" transform="rotate(${lr.int(-60, 60)} ${f1(lx)} ${f1(ly)})"/>`,
      )
    }
    if (!sc.dirty) {
      sc.addShell(`<g opacity="0.5" filter="${sc.blur(sc.w * 0.006)}">${strips.join("")}</g>`)
      sc.addShell(`<g opacity="0.06" filter="${sc.blur(sc.w * 0.004)}">${leaves.join("")}</g>`)
    }
  }

  // art on the calm side of the back wall
  const artX = lightRight ? r.range(0.5, 1.0) : room.W - r.range(1.6, 2.2)
  if (!hero) art(sc, room, artX, artX + r.range(0.8, 1.1), 1.25, 2.1, r.fork("art"))

  const cx = hero ? 5.2 : room.W * r.range(0.42, 0.58)
  const sofaW = hero ? 2.3 : r.range(2.1, 2.6)
  if (ndis) rug(sc, cx - 1.6, cx + 1.6, D - 2.6, D - 0.35, pal.pick(["#efe8dc", "#e6e1d4", "#e9e4da"]))
  else
    rug(sc, cx - 1.5, cx + 1.5, D - 3.4, D - 0.9, pal.pick(["#efe8dc", "#e6e1d4", "#e9e4da"]), {
      border: pal.pick([P.sand, "#d8ccb8"]),
    })

  if (ndis) {
    // a comfortable, high-seat armchair, side table and a wall grab rail; wide clear floor
    const dir = lightRight ? -1 : 1 // away from the windows
    const ax = cx + dir * 0.4
    const chairCol = pal.pick(["#c9d6c9", P.sand, "#d7c6b1"])
    armchair(sc, ax, D - 0.2, chairCol, { wide: 0.95 })
    // footstool
    const fb = { x0: ax - 0.25, x1: ax + 0.25, y0: 0.08, y1: 0.4, z0: D - 1.75, z1: D - 1.4 }
    sc.add(
      D - 1.6,
      sc.shadow(fb.x0, fb.x1, fb.z0, fb.z1, 0, 0.2) + sc.box(fb, darken(chairCol, 0.04), { soften: sc.s(D) * 0.05 }),
    )
    // side table with a cup of tea and a lamp
    const tx = ax + dir * 0.85
    const e = roundTable(sc, tx, D - 0.45, 0.24, 0.55, P.timber)
    sc.add(
      D - 0.46,
      `<rect x="${f1(e.cx - e.rx * 0.5)}" y="${f1(e.cy - e.rx * 0.32)}" width="${f1(e.rx * 0.3)}" height="${f1(e.rx * 0.3)}" rx="${f1(e.rx * 0.06)}" fill="#f7f4ee"/><path d="M${f1(e.cx - e.rx * 0.2)} ${f1(e.cy - e.rx * 0.25)}q${f1(e.rx * 0.12)} 0 ${f1(e.rx * 0.12)} ${f1(e.rx * 0.1)}t${f1(-e.rx * 0.12)} ${f1(e.rx * 0.1)}" stroke="#f7f4ee" stroke-width="2" fill="none"/>`,
    )
    vase(sc, tx + 0.08, 0.55, D - 0.5, P.sage, { h: 0.18, stems: true })
    // grab rail along the back wall, beyond the side table
    const railLen = 1.7
    const railX0 = dir < 0 ? Math.max(0.3, tx - 0.4 - railLen) : Math.min(room.W - railLen - 0.3, tx + 0.4)
    const z = D - 0.05
    const [a0, ay] = sc.P(railX0, 0.9, z)
    const [a1] = sc.P(railX0 + railLen, 0.9, z)
    const s = sc.s(z)
    const rr = Math.max(5, s * 0.05)
    const brk = (x: number) =>
      `<rect x="${f1(x - rr * 0.45)}" y="${f1(ay - rr * 0.2)}" width="${f1(rr * 0.9)}" height="${f1(rr * 1.5)}" rx="${f1(rr * 0.3)}" fill="#9aa09c"/>`
    sc.add(
      z,
      `<rect x="${f1(a0)}" y="${f1(ay - rr / 2 + s * 0.03)}" width="${f1(a1 - a0)}" height="${f1(rr)}" rx="${f1(rr / 2)}" fill="#2a2520" opacity="0.18" filter="${sc.blur(rr * 0.7)}"/>${brk(a0 + rr * 1.2)}${brk(a1 - rr * 1.2)}<rect x="${f1(a0)}" y="${f1(ay - rr / 2)}" width="${f1(a1 - a0)}" height="${f1(rr)}" rx="${f1(rr / 2)}" fill="${sc.linear(
        [
          [0, "#f4f5f3"],
          [1, "#a9aeab"],
        ],
        0,
        0,
        0,
        1,
      )}"/>`,
    )
  } else {
    sofa(sc, cx - sofaW / 2, cx + sofaW / 2, D - 0.12, sofaCol, { cushions: accent })
    const ax = cx + (lightRight ? -1 : 1) * (sofaW / 2 + 0.75)
    if (!hero && r.chance(0.6)) armchair(sc, ax, D - 1.1, pal.pick([P.sand, "#d7c6b1", "#c9d6c9"]))
    const tableZ = D - 2.1
    const e = roundTable(
      sc,
      cx,
      tableZ,
      hero ? 0.5 : r.range(0.45, 0.55),
      0.4,
      hero ? P.oak : pal.pick([P.timber, P.oak, "#efe9df"]),
    )
    vase(sc, cx + 0.12, 0.4, tableZ - 0.05, pal.pick([P.linen, P.sage, "#e7dccb"]), { h: 0.2, stems: true })
    sc.add(
      tableZ - 0.06,
      `<rect x="${f1(e.cx - e.rx * 0.55)}" y="${f1(e.cy - e.ry * 0.4)}" width="${f1(e.rx * 0.45)}" height="${f1(e.ry * 0.45)}" rx="2" fill="${P.sageDeep}" opacity="0.85"/><rect x="${f1(e.cx - e.rx * 0.52)}" y="${f1(e.cy - e.ry * 0.62)}" width="${f1(e.rx * 0.4)}" height="${f1(e.ry * 0.3)}" rx="2" fill="${P.sand}"/>`,
    )
    if (hero) pendant(sc, room, cx, tableZ, 1.1, { style: "globe" })
    if (inp.variant === "hepa") hepaUnit(sc, lightRight ? cx - sofaW / 2 - 0.55 : cx + sofaW / 2 + 0.55, D - 0.9)
    if (inp.variant === "family") toyBasket(sc, lightRight ? cx - sofaW / 2 - 0.2 : cx + sofaW / 2 + 0.2, D - 1.6)
  }
  floorLamp(sc, lightRight ? cx - sofaW / 2 - 0.35 : cx + sofaW / 2 + 0.35, D - 0.35, pal.pick([P.linen, "#efe6d6"]))
  // plants
  plant(sc, lightRight ? room.W - 0.45 : 0.45, D - 0.5, {
    kind: hero ? "fiddle" : r.pick(["fiddle", "olive"] as const),
    pot: pal.pick([P.linen, P.sand, "#d8cbb8"]),
    h: 1.55,
    potR: 0.2,
    potH: 0.38,
  })
  if (hero) plant(sc, room.W - 0.7, D - 3.0, { kind: "fern", pot: P.clay, h: 0.8, potR: 0.17, potH: 0.3 })
  else if (r.chance(0.5))
    plant(sc, lightRight ? 0.5 : room.W - 0.5, D - 2.6, { kind: "fern", pot: P.clay, h: 0.8, potR: 0.16, potH: 0.28 })
  if (!hero && !ndis) {
    // a low credenza under the art
    const cx0 = artX - 0.3
    const b = { x0: cx0, x1: cx0 + 1.6, y0: 0.12, y1: 0.62, z0: D - 0.45, z1: D - 0.02 }
    if (b.x0 > 0.2 && b.x1 < room.W - 0.2 && Math.abs(b.x0 + 0.8 - cx) > 2) {
      const col = pal.pick([P.timber, "#efe9df", P.oak])
      sc.add(
        D - 0.3,
        sc.shadow(b.x0, b.x1, b.z0, b.z1, 0, 0.22) +
          sc.box(b, col) +
          cabinetFronts(sc, b, 3, col, { handle: darken(col, 0.3) }),
      )
      vase(sc, b.x0 + 0.3, 0.62, D - 0.25, P.sage, { h: 0.3, stems: true })
      sc.surfaces.push({ x0: b.x0 + 0.1, x1: b.x1 - 0.1, z0: b.z0 + 0.05, z1: b.z1 - 0.05, y: 0.62 })
    }
  }
  sc.surfaces.push({ x0: cx - 1.8, x1: cx + 1.8, z0: D - 3.5, z1: D - 1.3, y: 0.01 })
  sc.sparkles.push([cx + 0.35, 0.41, D - 2.3], [bwX + bwW * 0.3, 1.6, D])
  lightWash(sc, lightRight ? "right" : "left", 0.26)
  return sc.render()
}

function hepaUnit(sc: Scene, px: number, pz: number) {
  const s = sc.s(pz)
  const [bx, by] = sc.P(px, 0, pz)
  const pw = s * 0.34
  const ph = s * 0.78
  const airflow = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${f1(bx - pw * 0.3)} ${f1(by - ph - s * 0.06 - i * s * 0.13)}q${f1(pw * 0.8)} ${f1(-s * 0.2)} ${f1(pw * 1.6)} ${f1(-s * 0.05)}t${f1(pw * 1.6)} ${f1(-s * 0.05)}" stroke="#ffffff" stroke-width="${f1(s * 0.014)}" fill="none" opacity="${(0.8 - i * 0.2).toFixed(2)}" stroke-linecap="round"/>`,
    )
    .join("")
  const dots = Array.from(
    { length: 10 },
    (_, i) =>
      `<circle cx="${f1(bx + Math.cos(i * 1.7) * pw * 1.8)}" cy="${f1(by - ph * 1.1 - Math.abs(Math.sin(i * 2.3)) * s * 0.55)}" r="${f1(s * 0.008 + (i % 3) * s * 0.004)}" fill="#fff" opacity="0.85"/>`,
  ).join("")
  sc.add(
    pz,
    `<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(pw * 0.75)}" ry="${f1(pw * 0.14)}" fill="#2a2520" opacity="0.25" filter="${sc.blur(pw * 0.08)}"/>` +
      `<rect x="${f1(bx - pw / 2)}" y="${f1(by - ph)}" width="${f1(pw)}" height="${f1(ph)}" rx="${f1(pw * 0.35)}" fill="${sc.linear(
        [
          [0, "#ffffff"],
          [0.6, "#eef1ee"],
          [1, "#c9cfca"],
        ],
        0,
        0,
        1,
        0,
      )}"/>` +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M${f1(bx - pw * 0.3)} ${f1(by - ph * 0.2 - i * ph * 0.065)}H${f1(bx + pw * 0.3)}" stroke="#b9c2bb" stroke-width="${f1(Math.max(1, s * 0.008))}" stroke-linecap="round"/>`,
      ).join("") +
      `<ellipse cx="${f1(bx)}" cy="${f1(by - ph + pw * 0.12)}" rx="${f1(pw * 0.36)}" ry="${f1(pw * 0.08)}" fill="#d9dfdb"/><circle cx="${f1(bx)}" cy="${f1(by - ph * 0.82)}" r="${f1(pw * 0.07)}" fill="${P.sage}"/>` +
      (sc.dirty ? "" : airflow + dots),
  )
}

function toyBasket(sc: Scene, kx: number, kz: number) {
  const s = sc.s(kz)
  const [bx, by] = sc.P(kx, 0, kz)
  const bw = s * 0.5
  const bh = s * 0.32
  sc.add(
    kz,
    `<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(bw * 0.65)}" ry="${f1(bw * 0.1)}" fill="#2a2520" opacity="0.22" filter="${sc.blur(bw * 0.05)}"/>` +
      `<circle cx="${f1(bx - bw * 0.18)}" cy="${f1(by - bh * 1.05)}" r="${f1(bw * 0.17)}" fill="${P.clay}" opacity="0.9"/>` +
      `<rect x="${f1(bx + bw * 0.0)}" y="${f1(by - bh * 1.32)}" width="${f1(bw * 0.22)}" height="${f1(bw * 0.22)}" rx="3" fill="${P.sage}" transform="rotate(12 ${f1(bx)} ${f1(by - bh)})"/>` +
      `<ellipse cx="${f1(bx + bw * 0.25)}" cy="${f1(by - bh * 1.1)}" rx="${f1(bw * 0.13)}" ry="${f1(bw * 0.16)}" fill="#e9c84a"/>` +
      `<path d="M${f1(bx - bw / 2)} ${f1(by - bh)}H${f1(bx + bw / 2)}L${f1(bx + bw * 0.42)} ${f1(by)}H${f1(bx - bw * 0.42)}Z" fill="${sc.linear(
        [
          [0, "#e3d3b5"],
          [1, "#bfa27b"],
        ],
        0,
        0,
        1,
        0,
      )}"/>` +
      Array.from(
        { length: 4 },
        (_, i) =>
          `<path d="M${f1(bx - bw / 2 + bw * 0.02 * i)} ${f1(by - bh + ((i + 0.5) * bh) / 4)}H${f1(bx + bw / 2 - bw * 0.02 * i)}" stroke="#a88c67" stroke-width="1.2" opacity="0.6"/>`,
      ).join(""),
  )
}

// ---------------------------------------------------------------------------
// Bathroom
// ---------------------------------------------------------------------------

export function bathroom(inp: SceneInput): string {
  const { sc, r, pal, room } = setup(
    inp,
    { W: 3.2, H: 2.7, D: 3.2, floorKind: "tiles", tile: 0.6 },
    { frac: inp.h > inp.w ? [0.75, 0.9] : [0.55, 0.68], eye: [1.3, 1.55] },
  )
  const tileCol = pal.pick(["#f6f4ef", "#eef2ee", "#efe8dc", "#e3ebe4", "#f3efe8"])
  room.back = tileCol
  room.floor = pal.pick(["#e6e1d8", "#dfe2dc", "#ebe5da"])
  const land = landscape(sc, r.fork("land"), "garden")
  const { floorD } = roomShell(sc, room, { skirting: false })
  const D = room.D
  // tile grid on back wall
  const tileStyle = pal.pick(["square", "subway", "vertical", "large"] as const)
  const [bx0, by0] = sc.P(0, room.H, D)
  const [bx1, by1] = sc.P(room.W, 0, D)
  const s = sc.s(D)
  const lines: string[] = []
  const tw = tileStyle === "subway" ? 0.3 : tileStyle === "vertical" ? 0.075 : tileStyle === "large" ? 0.6 : 0.2
  const th = tileStyle === "subway" ? 0.1 : tileStyle === "vertical" ? 0.3 : tileStyle === "large" ? 0.6 : 0.2
  const grout = darken(tileCol, 0.12)
  for (let y = 0, row = 0; y < room.H; y += th, row++) {
    const py = by1 - y * s
    lines.push(`<path d="M${f1(bx0)} ${f1(py)}H${f1(bx1)}" stroke="${grout}" stroke-width="1"/>`)
    const off = tileStyle === "subway" && row % 2 ? tw / 2 : 0
    for (let x = off; x < room.W; x += tw)
      lines.push(`<path d="M${f1(bx0 + x * s)} ${f1(py)}V${f1(py - th * s)}" stroke="${grout}" stroke-width="1"/>`)
  }
  sc.addShell(`<g opacity="0.7" clip-path="${sc.clipRect(bx0, by0, bx1 - bx0, by1 - by0)}">${lines.join("")}</g>`)
  // side walls tiled too (horizontal lines in perspective)
  for (const x of [0, room.W]) {
    const segs: string[] = []
    for (let y = 0; y < room.H; y += th) {
      const a = sc.P(x, y, D)
      const b = sc.P(x, y, 0.3)
      segs.push(`<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${grout}" stroke-width="1"/>`)
    }
    sc.addShell(`<g opacity="0.45">${segs.join("")}</g>`)
  }
  const lightRight = room.light === "right"
  // small high window on the lit side wall
  const panes = sideWindow(sc, room, lightRight ? "right" : "left", D * 0.55, D * 0.92, 1.55, 2.4, {
    land,
    mullions: 1,
  })
  sunlight(sc, room, panes, lightRight ? [-1, -1.1, 0.2] : [1, -1.1, 0.2], 0.3, floorD)

  // vanity
  const vanW = r.range(1.0, 1.5)
  const vanX = r.range(0.35, room.W - vanW - 0.35)
  const vcx = vanX + vanW / 2
  const vanCol = pal.pick([P.timber, P.sage, "#d8c3a5", P.sageDeep, "#46604f", "#b48c66"], inp.accent)
  const vb = { x0: vanX, x1: vanX + vanW, y0: 0.35, y1: 0.82, z0: D - 0.52, z1: D }
  sc.add(
    D - 0.3,
    sc.shadow(vb.x0, vb.x1, vb.z0, vb.z1, 0, 0.18, 0.25) +
      sc.box(vb, vanCol) +
      cabinetFronts(sc, vb, 2, vanCol, { handle: P.brass }),
  )
  const top = { x0: vanX - 0.02, x1: vanX + vanW + 0.02, y0: 0.82, y1: 0.86, z0: D - 0.54, z1: D }
  const topCol = pal.pick(["#f7f5f1", "#ebe6de", "#e6e7e3"])
  sc.add(D - 0.3, sc.box(top, topCol))
  sc.surfaces.push({ x0: top.x0 + 0.05, x1: top.x1 - 0.05, z0: top.z0 + 0.05, z1: top.z1 - 0.15, y: 0.86 })
  // vessel basin + tap
  const basinZ = D - 0.28
  const e = sc.hEllipse(vcx, 0.86, basinZ, 0.22)
  const bs = sc.s(basinZ)
  const basinH = 0.13 * bs
  const tapCol = pal.pick([P.brass, "#b9bfbe", "#3b3f3c"])
  const [tx, ty] = sc.P(vcx, 0.86, D - 0.08)
  sc.add(
    basinZ,
    `<path d="M${f1(tx)} ${f1(ty)}V${f1(ty - bs * 0.32)}q0 ${f1(-bs * 0.06)} ${f1(bs * 0.06)} ${f1(-bs * 0.06)}h${f1(bs * 0.1)}" stroke="${tapCol}" stroke-width="${f1(Math.max(2, bs * 0.025))}" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx * 0.9)}" ry="${f1(e.ry * 0.5)}" fill="#2a2520" opacity="0.15" filter="${sc.blur(e.rx * 0.08)}"/>` +
      `<path d="M${f1(e.cx - e.rx)} ${f1(e.cy - basinH)}Q${f1(e.cx - e.rx)} ${f1(e.cy)} ${f1(e.cx)} ${f1(e.cy + e.ry * 0.2)}Q${f1(e.cx + e.rx)} ${f1(e.cy)} ${f1(e.cx + e.rx)} ${f1(e.cy - basinH)}Z" fill="${sc.linear(
        [
          [0, "#ffffff"],
          [0.7, "#f1efea"],
          [1, "#d5d2cb"],
        ],
        0,
        0,
        1,
        0,
      )}"/>` +
      `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy - basinH)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" fill="#fdfcfa"/><ellipse cx="${f1(e.cx)}" cy="${f1(e.cy - basinH + e.ry * 0.1)}" rx="${f1(e.rx * 0.86)}" ry="${f1(e.ry * 0.78)}" fill="${sc.linear(
        [
          [0, "#dedbd4"],
          [1, "#f6f4f0"],
        ],
        0,
        0,
        0,
        1,
      )}"/>`,
  )
  sc.sparkles.push([vcx + 0.06, 1.15, D - 0.08])
  // mirror
  const mirrorShape = pal.pick(["round", "arch", "rect"] as const)
  const my0 = 1.15
  const mw = Math.min(vanW * 0.85, 0.8)
  const [mx0, mTop] = sc.P(vcx - mw / 2, my0 + (mirrorShape === "rect" ? 0.9 : mw), D - 0.02)
  const [mx1, mBot] = sc.P(vcx + mw / 2, my0, D - 0.02)
  const mW = mx1 - mx0
  const mH = mBot - mTop
  const mirrorPath =
    mirrorShape === "round"
      ? `M${f1(mx0)} ${f1(mTop + mH / 2)}a${f1(mW / 2)} ${f1(mH / 2)} 0 1 0 ${f1(mW)} 0a${f1(mW / 2)} ${f1(mH / 2)} 0 1 0 ${f1(-mW)} 0Z`
      : mirrorShape === "arch"
        ? `M${f1(mx0)} ${f1(mBot)}V${f1(mTop + mW / 2)}a${f1(mW / 2)} ${f1(mW / 2)} 0 0 1 ${f1(mW)} 0V${f1(mBot)}Z`
        : `M${f1(mx0)} ${f1(mTop)}H${f1(mx1)}V${f1(mBot)}H${f1(mx0)}Z`
  const mFrame = pal.pick([P.brass, P.timber, "#2f3a35", "#e8e3da"])
  const refl = sc.linear(
    [
      [0, lighten(tileCol, 0.2)],
      [0.5, mix(tileCol, "#cfd9d6", 0.6)],
      [1, darken(tileCol, 0.08)],
    ],
    0,
    0,
    1,
    1,
  )
  sc.add(
    D - 0.02,
    `<path d="${mirrorPath}" fill="#2a2520" opacity="0.18" transform="translate(${f1(s * 0.02)} ${f1(s * 0.03)})" filter="${sc.blur(s * 0.03)}"/>` +
      `<path d="${mirrorPath}" fill="${refl}" stroke="${mFrame}" stroke-width="${f1(Math.max(2.5, s * 0.022))}"/>` +
      `<g clip-path="${sc.clip(mirrorPath)}"><path d="M${f1(mx0 + mW * 0.15)} ${f1(mBot)}L${f1(mx0 + mW * 0.55)} ${f1(mTop)}L${f1(mx0 + mW * 0.7)} ${f1(mTop)}L${f1(mx0 + mW * 0.3)} ${f1(mBot)}Z" fill="#fff" opacity="0.35"/><path d="M${f1(mx0 + mW * 0.4)} ${f1(mBot)}L${f1(mx0 + mW * 0.8)} ${f1(mTop)}L${f1(mx0 + mW * 0.85)} ${f1(mTop)}L${f1(mx0 + mW * 0.45)} ${f1(mBot)}Z" fill="#fff" opacity="0.25"/></g>`,
  )
  sc.glass.push({ x: mx0, y: mTop, w: mW, h: mH })
  sc.sparkles2d.push([mx0 + mW * 0.72, mTop + mH * 0.25])
  // wall sconces
  if (r.chance(0.6)) {
    for (const sx of [vcx - mw / 2 - 0.15, vcx + mw / 2 + 0.15]) {
      const [lx, ly] = sc.P(sx, my0 + 0.5, D - 0.05)
      const ls = sc.s(D)
      sc.add(
        D - 0.05,
        (sc.dirty
          ? ""
          : `<circle cx="${f1(lx)}" cy="${f1(ly)}" r="${f1(ls * 0.25)}" fill="${sc.radial([
              [0, "#fff1d2", 0.7],
              [1, "#fff1d2", 0],
            ])}"/>`) +
          `<rect x="${f1(lx - ls * 0.04)}" y="${f1(ly - ls * 0.1)}" width="${f1(ls * 0.08)}" height="${f1(ls * 0.2)}" rx="${f1(ls * 0.04)}" fill="#fbf6ea" stroke="${tapCol}" stroke-width="1.5"/>`,
      )
    }
  }
  // shower screen or bath on the other side
  const showerLeft = vcx > room.W / 2
  const free = showerLeft ? [0.05, vanX - 0.1] : [vanX + vanW + 0.1, room.W - 0.05]
  if (free[1]! - free[0]! > 0.65) {
    const useBath = pal.chance(0.4)
    if (useBath) {
      const bz0 = D - 0.8
      const bw = Math.min(1.6, free[1]! - free[0]!)
      const bx = showerLeft ? free[0]! : free[1]! - bw
      const tub = { x0: bx, x1: bx + bw, y0: 0, y1: 0.55, z0: bz0, z1: D - 0.05 }
      const fl = sc.P(tub.x0, 0.55, tub.z0)
      const fr2 = sc.P(tub.x1, 0.55, tub.z0)
      const bk = sc.P(tub.x0, 0.55, tub.z1)
      const bkR = sc.P(tub.x1, 0.55, tub.z1)
      const fb = sc.P(tub.x0 + 0.08, 0, tub.z0 + 0.05)
      const fbr = sc.P(tub.x1 - 0.08, 0, tub.z0 + 0.05)
      const rimL = Math.min(fl[0], bk[0])
      const rimR = Math.max(fr2[0], bkR[0])
      const rimT = bk[1]
      const rimB = fl[1]
      const rimH = Math.max(8, rimB - rimT)
      const body = `M${f1(rimL)} ${f1(rimB - rimH * 0.5)}C${f1(rimL)} ${f1(fb[1] - (fb[1] - rimB) * 0.2)} ${f1(fb[0] - 10)} ${f1(fb[1])} ${f1(fb[0] + 14)} ${f1(fb[1])}L${f1(fbr[0] - 14)} ${f1(fbr[1])}C${f1(fbr[0] + 10)} ${f1(fbr[1])} ${f1(rimR)} ${f1(fbr[1] - (fbr[1] - rimB) * 0.2)} ${f1(rimR)} ${f1(rimB - rimH * 0.5)}Z`
      sc.add(
        D - 0.4,
        sc.shadow(tub.x0 + 0.05, tub.x1 - 0.05, bz0, D - 0.05, 0, 0.25) +
          `<path d="${body}" fill="${sc.linear(
            [
              [0, "#ffffff"],
              [0.6, "#f1efea"],
              [1, "#d6d2ca"],
            ],
            0,
            0,
            1,
            0.6,
          )}"/>` +
          `<rect x="${f1(rimL)}" y="${f1(rimT)}" width="${f1(rimR - rimL)}" height="${f1(rimH)}" rx="${f1(rimH * 0.5)}" fill="#fbfaf7"/>` +
          `<rect x="${f1(rimL + (rimR - rimL) * 0.05)}" y="${f1(rimT + rimH * 0.15)}" width="${f1((rimR - rimL) * 0.9)}" height="${f1(rimH * 0.7)}" rx="${f1(rimH * 0.35)}" fill="${sc.linear(
            [
              [0, "#d9d6cf"],
              [1, "#eeece7"],
            ],
            0,
            0,
            0,
            1,
          )}"/>`,
      )
      plant(sc, showerLeft ? bx + bw + 0.05 : bx - 0.05, D - 0.3, {
        kind: "snake",
        pot: P.linen,
        h: 0.7,
        potR: 0.12,
        potH: 0.25,
      })
    } else {
      const gx = showerLeft ? free[1]! : free[0]!
      const gz0 = D - 1.0
      const glassD = sc.quad([
        [gx, 0, gz0],
        [gx, 0, D],
        [gx, 2.05, D],
        [gx, 2.05, gz0],
      ])
      const [hx, hy] = sc.P((showerLeft ? free[0]! : free[1]!) * 0.5 + gx * 0.5, 2.2, D - 0.3)
      const hs = sc.s(D - 0.3)
      sc.add(
        D - 0.5,
        `<path d="M${f1(hx)} ${f1(sc.P(0, room.H, D - 0.3)[1])}V${f1(hy)}" stroke="${tapCol}" stroke-width="${f1(Math.max(2, hs * 0.02))}"/><ellipse cx="${f1(hx)}" cy="${f1(hy)}" rx="${f1(hs * 0.14)}" ry="${f1(hs * 0.03)}" fill="${tapCol}"/>`,
      )
      sc.add(
        gz0 + 0.02,
        `<path d="${glassD}" fill="#e9f1f0" opacity="0.3" stroke="#ffffff" stroke-width="2"/><path d="${glassD}" fill="${sc.linear(
          [
            [0, "#fff", 0.35],
            [0.5, "#fff", 0],
            [1, "#fff", 0.2],
          ],
          0,
          0,
          1,
          1,
        )}"/>`,
      )
      const gp = sc.P(gx, 2.05, gz0)
      const gq = sc.P(gx, 0, D)
      sc.glass.push({ x: Math.min(gp[0], gq[0]), y: gp[1], w: Math.abs(gq[0] - gp[0]), h: gq[1] - gp[1] })
    }
  }
  // towel on a rail + eucalyptus in a vase
  const towelCol = pal.pick([P.sage, P.sand, "#ffffff", P.mist, "#d9b99a"])
  const railX = showerLeft ? Math.min(room.W - 0.7, vanX + vanW + 0.15) : Math.max(0.1, vanX - 0.65)
  if (railX > 0.05 && railX + 0.55 < room.W) {
    const z = D - 0.05
    const [rx0, ry] = sc.P(railX, 1.15, z)
    const [rx1] = sc.P(railX + 0.55, 1.15, z)
    const ts = sc.s(z)
    const tw2 = (rx1 - rx0) * 0.8
    const tx0 = rx0 + (rx1 - rx0) * 0.1
    sc.add(
      z,
      `<rect x="${f1(tx0 + ts * 0.02)}" y="${f1(ry)}" width="${f1(tw2)}" height="${f1(ts * 0.6)}" fill="#2a2520" opacity="0.15" filter="${sc.blur(ts * 0.03)}"/>` +
        `<path d="M${f1(rx0)} ${f1(ry)}H${f1(rx1)}" stroke="${tapCol}" stroke-width="${f1(Math.max(2, ts * 0.02))}" stroke-linecap="round"/>` +
        `<rect x="${f1(tx0)}" y="${f1(ry - ts * 0.01)}" width="${f1(tw2)}" height="${f1(ts * 0.58)}" rx="${f1(ts * 0.02)}" fill="${sc.linear(
          [
            [0, lighten(towelCol, 0.25)],
            [0.5, towelCol],
            [1, darken(towelCol, 0.1)],
          ],
          0,
          0,
          1,
          0,
        )}"/>` +
        `<path d="M${f1(tx0)} ${f1(ry + ts * 0.48)}H${f1(tx0 + tw2)}" stroke="${darken(towelCol, 0.12)}" stroke-width="${f1(ts * 0.015)}"/>` +
        `<path d="M${f1(tx0)} ${f1(ry + ts * 0.52)}H${f1(tx0 + tw2)}" stroke="${darken(towelCol, 0.12)}" stroke-width="${f1(ts * 0.008)}"/>`,
    )
  }
  vase(sc, vanX + vanW - 0.15, 0.86, D - 0.2, pal.pick(["#ffffff", P.sand, P.sage]), { h: 0.18, stems: true })
  // folded towels on the vanity top
  {
    const z = D - 0.25
    const ts = sc.s(z)
    const [fx, fy] = sc.P(vanX + 0.2, 0.86, z)
    sc.add(
      z - 0.01,
      `<rect x="${f1(fx - ts * 0.12)}" y="${f1(fy - ts * 0.07)}" width="${f1(ts * 0.24)}" height="${f1(ts * 0.07)}" rx="${f1(ts * 0.02)}" fill="${lighten(towelCol, 0.15)}"/><rect x="${f1(fx - ts * 0.11)}" y="${f1(fy - ts * 0.135)}" width="${f1(ts * 0.22)}" height="${f1(ts * 0.065)}" rx="${f1(ts * 0.02)}" fill="${lighten(towelCol, 0.3)}"/>`,
    )
  }
  sc.surfaces.push({ x0: 0.2, x1: room.W - 0.2, z0: 1.2, z1: D - 0.6, y: 0.001 })
  lightWash(sc, lightRight ? "right" : "left", 0.2)
  return sc.render()
}

// ---------------------------------------------------------------------------
// Kitchen
// ---------------------------------------------------------------------------

export function kitchen(inp: SceneInput): string {
  const portrait = inp.h > inp.w
  const { sc, r, pal, room } = setup(
    inp,
    { W: 5.2, H: 2.75, D: 5.4, floorKind: "boards" },
    { frac: portrait ? [0.72, 0.85] : [0.5, 0.6], eye: [1.45, 1.7] },
  )
  const land = landscape(sc, r.fork("land"), "garden")
  const { floorD } = roomShell(sc, room, {})
  const D = room.D
  const cab = pal.pick([P.sage, "#f3f0ea", P.sageDeep, "#dfe6de", P.timber, "#e9e1d3"])
  const bench = pal.pick(["#f7f5f1", "#ece7df", "#e4e4e0"])
  const handle = pal.pick([P.brass, "#3b403d", "#b9bfbe"])
  const splash = pal.pick(["#f5f3ee", "#e7efe9", "#efe6d8", "#ffffff"])
  const lightRight = room.light === "right"
  // window over the sink
  const winW = r.range(1.2, 1.7)
  const winX = room.W * r.range(0.3, 0.55)
  // splashback band
  const [sx0, sy0] = sc.P(0, 1.55, D)
  const [sx1, sy1] = sc.P(room.W, 0.92, D)
  sc.addShell(
    `<rect x="${f1(sx0)}" y="${f1(sy0)}" width="${f1(sx1 - sx0)}" height="${f1(sy1 - sy0)}" fill="${splash}"/>`,
  )
  {
    const s = sc.s(D)
    const segs: string[] = []
    for (let y = 0.92, row = 0; y < 1.55; y += 0.075, row++) {
      const py = sc.P(0, y, D)[1]
      segs.push(`<path d="M${f1(sx0)} ${f1(py)}H${f1(sx1)}" stroke="${darken(splash, 0.1)}" stroke-width="1"/>`)
      for (let x = row % 2 ? 0.15 : 0; x < room.W; x += 0.3)
        segs.push(
          `<path d="M${f1(sx0 + x * s)} ${f1(py)}v${f1(-0.075 * s)}" stroke="${darken(splash, 0.1)}" stroke-width="1"/>`,
        )
    }
    sc.addShell(`<g opacity="0.6">${segs.join("")}</g>`)
  }
  const panes = backWindow(sc, room, winX, winX + winW, 1.05, 2.05, { land, mullions: 2, sill: false })
  sunlight(sc, room, panes, [lightRight ? -0.4 : 0.4, -1.2, -1], 0.2, floorD)
  // side window for light
  const sp = sideWindow(sc, room, lightRight ? "right" : "left", D * 0.3, D * 0.75, 0.9, 2.3, { land, mullions: 2 })
  sunlight(sc, room, sp, lightRight ? [-1, -0.9, 0.3] : [1, -0.9, 0.3], 0.3, floorD)
  // base cabinets along the back wall
  const base = { x0: 0, x1: room.W, y0: 0.1, y1: 0.88, z0: D - 0.62, z1: D }
  sc.add(D - 0.3, sc.box(base, cab) + cabinetFronts(sc, base, 8, cab, { handle, drawers: false }))
  const bt = { x0: 0, x1: room.W, y0: 0.88, y1: 0.93, z0: D - 0.65, z1: D }
  sc.add(D - 0.3, sc.box(bt, bench))
  sc.surfaces.push({ x0: 0.2, x1: room.W - 0.2, z0: D - 0.6, z1: D - 0.1, y: 0.93 })
  // kick board shadow
  sc.add(
    D - 0.29,
    `<rect x="0" y="${f1(sc.P(0, 0.1, D - 0.62)[1])}" width="${sc.w}" height="${f1(sc.P(0, 0, D - 0.62)[1] - sc.P(0, 0.1, D - 0.62)[1])}" fill="${darken(cab, 0.35)}" opacity="0.6" clip-path="${sc.clip(
      sc.quad([
        [0, 0, D - 0.62],
        [room.W, 0, D - 0.62],
        [room.W, 0.1, D - 0.62],
        [0, 0.1, D - 0.62],
      ]),
    )}"/>`,
  )
  // sink + tap under window
  const sinkX = winX + winW / 2
  {
    const z = D - 0.35
    const e = sc.hEllipse(sinkX, 0.931, z, 0.3)
    const [tx, ty] = sc.P(sinkX, 0.93, D - 0.08)
    const ts = sc.s(D - 0.08)
    sc.add(
      z - 0.05,
      `<rect x="${f1(e.cx - e.rx)}" y="${f1(e.cy - e.ry * 0.7)}" width="${f1(e.rx * 2)}" height="${f1(e.ry * 1.4)}" rx="${f1(e.ry * 0.4)}" fill="${sc.linear(
        [
          [0, "#b7bcbb"],
          [1, "#e3e6e4"],
        ],
        0,
        0,
        0,
        1,
      )}"/>`,
    )
    sc.add(
      D - 0.09,
      `<path d="M${f1(tx)} ${f1(ty)}V${f1(ty - ts * 0.38)}q0 ${f1(-ts * 0.12)} ${f1(ts * 0.12)} ${f1(-ts * 0.12)}q${f1(ts * 0.12)} 0 ${f1(ts * 0.12)} ${f1(ts * 0.12)}v${f1(ts * 0.06)}" stroke="${handle}" stroke-width="${f1(Math.max(2, ts * 0.022))}" fill="none" stroke-linecap="round"/>`,
    )
    sc.sparkles.push([sinkX + 0.12, 1.41, D - 0.08])
  }
  // upper cabinets or open shelves either side of the window
  const uppers = pal.pick(["cabinets", "shelves"] as const)
  const sides: Array<[number, number]> = [
    [0, winX - 0.35],
    [winX + winW + 0.35, room.W],
  ]
  for (const [ux0, ux1] of sides) {
    if (ux1 - ux0 < 0.5) continue
    if (uppers === "cabinets") {
      const ub = { x0: ux0, x1: ux1, y0: 1.62, y1: 2.4, z0: D - 0.36, z1: D }
      const n = Math.max(1, Math.round((ux1 - ux0) / 0.55))
      sc.add(
        D - 0.2,
        `<rect x="${f1(sc.front(ub).x)}" y="${f1(sc.front(ub).y + sc.front(ub).h)}" width="${f1(sc.front(ub).w)}" height="${f1(sc.s(D) * 0.12)}" fill="#2a2520" opacity="0.12" filter="${sc.blur(sc.s(D) * 0.04)}"/>` +
          sc.box(ub, lighten(cab, 0.05)) +
          cabinetFronts(sc, ub, n, lighten(cab, 0.05), { handle, vertical: true }),
      )
    } else {
      for (const y of [1.65, 2.05]) {
        const shb = { x0: ux0 + 0.1, x1: ux1 - 0.1, y0: y, y1: y + 0.04, z0: D - 0.28, z1: D }
        sc.add(D - 0.15, sc.box(shb, P.timber))
        // jars and bowls on shelves
        const rr = r.fork(`sh${y}${ux0}`)
        for (let x = shb.x0 + 0.15; x < shb.x1 - 0.15; x += rr.range(0.22, 0.4)) {
          if (rr.chance(0.3)) continue
          vase(sc, x, y + 0.04, D - 0.14, rr.pick([P.linen, P.sand, P.sage, "#ffffff", P.clay]), {
            h: rr.range(0.1, 0.2),
            stems: rr.chance(0.15),
          })
        }
      }
    }
  }
  // range hood + cooktop on one side
  // island in foreground
  const islandW = Math.min(room.W - 1.4, r.range(2.2, 2.8))
  const ix = room.W * r.range(0.45, 0.55) - islandW / 2
  const iz0 = D - 2.35
  const ib = { x0: ix, x1: ix + islandW, y0: 0.08, y1: 0.88, z0: iz0, z1: iz0 + 0.9 }
  const islandCol = pal.pick([cab, P.timber, "#f3f0ea", P.forest], inp.accent)
  const itop = { x0: ix - 0.05, x1: ix + islandW + 0.05, y0: 0.88, y1: 0.94, z0: iz0 - 0.05, z1: iz0 + 0.95 }
  sc.add(
    iz0 + 0.5,
    sc.shadow(ib.x0, ib.x1, ib.z0, ib.z1, 0, 0.3, 0.15) +
      sc.box(ib, islandCol) +
      cabinetFronts(sc, ib, r.pick([3, 4]), islandCol, { handle, drawers: r.chance(0.35) }) +
      sc.box(itop, bench),
  )
  sc.surfaces.push({ x0: itop.x0 + 0.1, x1: itop.x1 - 0.1, z0: itop.z0 + 0.1, z1: itop.z1 - 0.1, y: 0.94 })
  lemonsBowl(sc, ix + islandW * r.range(0.25, 0.7), 0.94, iz0 + 0.45, pal.pick(["#ffffff", P.sand, "#efe9df"]))
  vase(sc, ix + islandW * 0.85, 0.94, iz0 + 0.5, pal.pick([P.linen, P.sage]), { h: 0.25, stems: true })
  sc.sparkles.push([ix + islandW * 0.2, 0.94, iz0 + 0.2])
  // stools in front of island
  const stoolSeat = pal.pick([P.timber, P.sand, "#3b403d"])
  const nStools = islandW > 2.5 ? 3 : 2
  for (let i = 0; i < nStools; i++)
    stool(sc, ix + (islandW * (i + 0.5)) / nStools, iz0 - 0.35, stoolSeat, darken(stoolSeat, 0.35))
  // pendants over island
  const pStyle = pal.pick(["dome", "globe", "cone"] as const)
  const pCol = pal.pick([P.linen, P.forest, P.brass, "#ffffff"])
  const np = r.pick([2, 3])
  for (let i = 0; i < np; i++)
    pendant(sc, room, ix + (islandW * (i + 0.5)) / np, iz0 + 0.45, r.range(0.85, 1.05), { style: pStyle, color: pCol })
  // tall plant in the corner
  plant(sc, lightRight ? 0.45 : room.W - 0.45, D - 1.2, {
    kind: pal.pick(["fiddle", "olive"] as const),
    pot: pal.pick([P.linen, P.sand]),
    h: 1.3,
    potR: 0.18,
  })
  sc.surfaces.push({ x0: 0.3, x1: room.W - 0.3, z0: 1.2, z1: iz0 - 0.1, y: 0.001 })
  lightWash(sc, lightRight ? "right" : "left", 0.22)
  return sc.render()
}

// ---------------------------------------------------------------------------
// Office
// ---------------------------------------------------------------------------

export function office(inp: SceneInput): string {
  const { sc, r, pal, room } = setup(
    inp,
    { W: 9, H: 3.0, D: 8, floorKind: pal0(inp).pick(["carpet", "concrete", "boards"] as const) },
    { frac: [0.55, 0.68], eye: [1.35, 1.6] },
  )
  if (room.floorKind === "carpet") room.floor = pal.pick(["#b9c4bb", "#c8c6bd", "#aab7ae"])
  if (room.floorKind === "concrete") room.floor = pal.pick(["#d4d1ca", "#cdccc6"])
  const land = landscape(sc, r.fork("land"), "city")
  const { floorD } = roomShell(sc, room, { downlights: 0 })
  const D = room.D
  const lightRight = room.light === "right"
  // full height glazing on the back wall
  const panes = backWindow(sc, room, 0.3, room.W - 0.3, 0.05, 2.75, {
    land,
    mullions: 6,
    transom: false,
    sill: false,
    frame: "#e9ebe8",
  })
  sunlight(sc, room, panes, [lightRight ? -0.5 : 0.5, -1.1, -1], 0.25, floorD)
  // linear pendants
  for (const z of [D * 0.45, D * 0.75]) {
    const [ax, ay] = sc.P(room.W * 0.25, room.H - 0.6, z)
    const [bx] = sc.P(room.W * 0.75, room.H - 0.6, z)
    const s = sc.s(z)
    const [, cy] = sc.P(0, room.H, z)
    sc.add(
      z,
      `<path d="M${f1(ax + 10)} ${f1(cy)}V${f1(ay)}M${f1(bx - 10)} ${f1(cy)}V${f1(ay)}" stroke="#777" stroke-width="1"/>${
        sc.dirty
          ? ""
          : `<rect x="${f1(ax)}" y="${f1(ay)}" width="${f1(bx - ax)}" height="${f1(s * 0.35)}" fill="${sc.linear(
              [
                [0, "#fff5dc", 0.45],
                [1, "#fff5dc", 0],
              ],
              0,
              0,
              0,
              1,
            )}"/>`
      }<rect x="${f1(ax)}" y="${f1(ay - s * 0.03)}" width="${f1(bx - ax)}" height="${f1(s * 0.05)}" rx="${f1(s * 0.02)}" fill="#3b403d"/>`,
    )
  }
  // rows of desks
  const deskTop = pal.pick(["#f4f2ee", P.oak, "#e9e4da"])
  const chairCol = pal.pick([P.sageDeep, P.forest, "#3b403d", P.sage])
  const rows = r.pick([2, 2, 3])
  const layout = r.pick(["bench", "pods"] as const)
  for (let rI = 0; rI < rows; rI++) {
    const z = D - 1.4 - rI * (rows === 3 ? 1.5 : 1.9)
    const span =
      layout === "bench" ? [0.9, room.W - 0.9] : [room.W * 0.5 - r.range(1.2, 2.4), room.W * 0.5 + r.range(1.2, 2.4)]
    const x0 = span[0]!
    const x1 = span[1]!
    const desk = { x0, x1, y0: 0.7, y1: 0.74, z0: z - 0.4, z1: z + 0.4 }
    const parts: string[] = [sc.shadow(x0, x1, z - 0.4, z + 0.4, 0, 0.18, 0.2)]
    // legs
    for (const lx of [x0 + 0.05, x1 - 0.09, (x0 + x1) / 2])
      parts.push(sc.box({ x0: lx, x1: lx + 0.04, y0: 0, y1: 0.7, z0: z - 0.35, z1: z - 0.31 }, "#d7d7d2"))
    parts.push(sc.box(desk, deskTop))
    // monitors & screens dividers
    const n = Math.max(2, Math.floor((x1 - x0) / 1.3))
    for (let i = 0; i < n; i++) {
      const mx = x0 + ((x1 - x0) * (i + 0.5)) / n
      const mz = z + 0.15
      const [ax, ay] = sc.P(mx - 0.28, 1.12, mz)
      const [bx, by] = sc.P(mx + 0.28, 0.8, mz)
      const [sx, sy] = sc.P(mx, 0.74, mz)
      parts.push(
        `<rect x="${f1(sx - (bx - ax) * 0.03)}" y="${f1(by)}" width="${f1((bx - ax) * 0.06)}" height="${f1(sy - by)}" fill="#8a8d8a"/>`,
      )
      parts.push(
        `<rect x="${f1(ax)}" y="${f1(ay)}" width="${f1(bx - ax)}" height="${f1(by - ay)}" rx="2" fill="#2f3432"/><rect x="${f1(ax + 2)}" y="${f1(ay + 2)}" width="${f1(bx - ax - 4)}" height="${f1(by - ay - 4)}" rx="1" fill="${sc.linear(
          [
            [0, "#dfe9e6"],
            [1, "#a9c0b6"],
          ],
          0,
          0,
          1,
          1,
        )}"/>`,
      )
      // notebook / mug
      const [kx, ky] = sc.P(mx - 0.1, 0.74, z - 0.15)
      const ks = sc.s(z - 0.15)
      parts.push(
        `<path d="M${f1(kx - ks * 0.18)} ${f1(ky)}L${f1(kx + ks * 0.18)} ${f1(ky)}L${f1(kx + ks * 0.15)} ${f1(ky - ks * 0.05)}L${f1(kx - ks * 0.15)} ${f1(ky - ks * 0.05)}Z" fill="#d9dcd8"/>`,
      )
      if ((i + rI) % 2 === 0)
        parts.push(
          `<rect x="${f1(kx + ks * 0.3)}" y="${f1(ky - ks * 0.1)}" width="${f1(ks * 0.07)}" height="${f1(ks * 0.09)}" rx="2" fill="${P.clay}" opacity="0.85"/>`,
        )
    }
    sc.add(z, parts.join(""))
    sc.surfaces.push({ x0: x0 + 0.1, x1: x1 - 0.1, z0: z - 0.35, z1: z + 0.05, y: 0.74 })
    // chairs on the near side of the desk
    for (let i = 0; i < n; i++) {
      const mx = x0 + ((x1 - x0) * (i + 0.5)) / n + r.range(-0.12, 0.12)
      const cz = z - 0.75
      const s = sc.s(cz)
      const [bx, by] = sc.P(mx, 0, cz)
      const [, sy] = sc.P(mx, 0.48, cz)
      const [, ty] = sc.P(mx, 1.0, cz + 0.15)
      const cw = 0.5 * s
      sc.add(
        cz,
        `<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(cw * 0.6)}" ry="${f1(cw * 0.12)}" fill="#2a2520" opacity="0.2" filter="${sc.blur(cw * 0.05)}"/>` +
          `<path d="M${f1(bx - cw * 0.45)} ${f1(by)}L${f1(bx)} ${f1(by - s * 0.08)}L${f1(bx + cw * 0.45)} ${f1(by)}" stroke="#3a3c3b" stroke-width="${f1(Math.max(1.5, s * 0.02))}" fill="none"/>` +
          `<path d="M${f1(bx)} ${f1(by - s * 0.08)}V${f1(sy)}" stroke="#3a3c3b" stroke-width="${f1(Math.max(1.5, s * 0.025))}"/>` +
          `<rect x="${f1(bx - cw * 0.42)}" y="${f1(ty)}" width="${f1(cw * 0.84)}" height="${f1((sy - ty) * 0.8)}" rx="${f1(cw * 0.18)}" fill="${darken(chairCol, 0.08)}"/>` +
          `<rect x="${f1(bx - cw * 0.48)}" y="${f1(sy - s * 0.07)}" width="${f1(cw * 0.96)}" height="${f1(s * 0.08)}" rx="${f1(s * 0.04)}" fill="${chairCol}"/>`,
      )
    }
  }
  // plants along the glazing
  for (const px of [0.7, room.W - 0.7, ...(r.chance(0.5) ? [room.W * 0.5] : [])])
    plant(sc, px, D - 0.5, {
      kind: r.pick(["fiddle", "snake", "fern"] as const),
      pot: pal.pick([P.linen, "#3b403d", P.sand]),
      h: 1.2,
      potR: 0.2,
      potH: 0.4,
    })
  // a soft breakout nook in the foreground on one side, a big planter on the other
  if (rows === 2) {
    const nookLeft = pal.chance(0.5)
    const nx = nookLeft ? sc.cam.x - r.range(1.5, 1.9) : sc.cam.x + r.range(1.5, 1.9)
    const seat = pal.pick([P.sand, "#d7c6b1", P.sage, "#c9d6c9"])
    armchair(sc, nx, 3.7, seat)
    roundTable(sc, nx + (nookLeft ? 0.8 : -0.8), 3.2, 0.28, 0.45, pal.pick([P.timber, "#efe9df"]))
    const px = nookLeft ? sc.cam.x + r.range(1.5, 1.8) : sc.cam.x - r.range(1.5, 1.8)
    plant(sc, px, 2.7, {
      kind: r.pick(["fiddle", "olive"] as const),
      pot: pal.pick([P.linen, P.sand, "#3b403d"]),
      h: 1.6,
      potR: 0.25,
      potH: 0.45,
    })
  }
  // a side wall feature: timber slats
  const slatSide = lightRight ? 0 : room.W
  const slats: string[] = []
  for (let z = 1.2; z < D - 0.2; z += 0.12) {
    const a = sc.P(slatSide, 0.1, z)
    const b = sc.P(slatSide, room.H - 0.1, z)
    slats.push(
      `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${P.timber}" stroke-width="${f1(Math.max(1.5, sc.s(z) * 0.04))}" opacity="0.85"/>`,
    )
  }
  sc.addShell(`<g>${slats.join("")}</g>`)
  sc.surfaces.push({ x0: 0.5, x1: room.W - 0.5, z0: 1.3, z1: D - 1.0, y: 0.001 })
  lightWash(sc, "top", 0.2)
  return sc.render()
}

function pal0(inp: SceneInput): RNG {
  return rng(inp.paletteSeed ?? inp.seed).fork("pal0")
}

// ---------------------------------------------------------------------------
// Empty new-build room (builders clean)
// ---------------------------------------------------------------------------

export function emptyRoom(inp: SceneInput): string {
  const portrait = inp.h > inp.w
  const { sc, r, pal, room } = setup(
    inp,
    { W: 6, H: 2.9, D: 6.5, floorKind: pal0(inp).pick(["boards", "boards", "concrete", "tiles"] as const), tile: 0.6 },
    { frac: portrait ? [0.8, 1.0] : [0.55, 0.72], eye: [1.25, 1.55] },
  )
  room.floor =
    room.floorKind === "boards"
      ? pal.pick([P.oak, P.timberLight, "#cdb08b"])
      : room.floorKind === "tiles"
        ? pal.pick(["#e4e0d8", "#dcd8cf"])
        : "#d3cfc7"
  room.back = pal.pick(["#fbfaf7", "#f7f4ee", "#f4f3ef"])
  room.left = room.back
  room.right = room.back
  const land = landscape(sc, r.fork("land"), "hills")
  const { floorD } = roomShell(sc, room, { downlights: r.pick([2, 3]) })
  const D = room.D
  const lightRight = room.light === "right"
  // big sliding doors on the back wall
  const dw = r.range(2.6, 3.6)
  const dx = r.range(0.5, room.W - dw - 0.5)
  const bp = backWindow(sc, room, dx, dx + dw, 0.02, 2.45, {
    land,
    mullions: r.pick([3, 4]),
    sill: false,
    frame: pal.pick(["#2f3532", "#f2f1ed", "#e6e2da"]),
  })
  sunlight(sc, room, bp, [lightRight ? -0.35 : 0.35, -1.0, -1], 0.38, floorD)
  // tall side windows
  const sp = sideWindow(
    sc,
    room,
    lightRight ? "right" : "left",
    D * r.range(0.2, 0.35),
    D * r.range(0.6, 0.85),
    0.6,
    2.4,
    { land, mullions: r.pick([2, 3]) },
  )
  sunlight(sc, room, sp, lightRight ? [-1, -0.8, 0.3] : [1, -0.8, 0.3], 0.42, floorD)
  // optional kitchen run glimpse / staircase opening on the other wall: keep it minimal — a flush door
  const doorSide = lightRight ? 0 : room.W
  const dz0 = D * r.range(0.4, 0.6)
  const dq = sc.quad([
    [doorSide, 0, dz0],
    [doorSide, 0, dz0 + 0.9],
    [doorSide, 2.1, dz0 + 0.9],
    [doorSide, 2.1, dz0],
  ])
  sc.addShell(
    `<path d="${dq}" fill="${darken(room.back, 0.06)}" stroke="${darken(room.back, 0.14)}" stroke-width="1.5"/>`,
  )
  // light beams in the air (overlay) are added by sunlight(); extra dust motes for atmosphere
  if (!sc.dirty) {
    const mr = r.fork("motes")
    const motes: string[] = []
    for (let i = 0; i < 26; i++) {
      const [x, y] = sc.P(mr.range(0, room.W), mr.range(0.3, 2.4), mr.range(2, D - 0.5))
      motes.push(
        `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(mr.range(1, 2.4))}" fill="#fff" opacity="${mr.range(0.3, 0.7).toFixed(2)}"/>`,
      )
    }
    sc.addOverlay(motes.join(""))
  } else {
    r.fork("motes")
  }
  sc.surfaces.push({ x0: 0.3, x1: room.W - 0.3, z0: 1.0, z1: D - 0.2, y: 0.001 })
  if (inp.variant === "handover-kit") {
    // a fresh kitchen run along one side in new builds
    void 0
  }
  lightWash(sc, lightRight ? "right" : "left", 0.3)
  sc.sparkles.push([dx + dw * 0.3, 1.8, D])
  return sc.render()
}

// ---------------------------------------------------------------------------
// Bedroom
// ---------------------------------------------------------------------------

export function bedroom(inp: SceneInput): string {
  const { sc, r, pal, room } = setup(
    inp,
    { W: 4.6, H: 2.7, D: 4.8, floorKind: pal0(inp).pick(["boards", "carpet"] as const) },
    { eye: [1.2, 1.45] },
  )
  if (room.floorKind === "carpet") room.floor = pal.pick(["#e3dccf", "#d9d4c8", "#dfe1d8"])
  const land = landscape(sc, r.fork("land"), "garden")
  const { floorD } = roomShell(sc, room, {})
  const D = room.D
  const lightRight = room.light === "right"
  const sp = sideWindow(sc, room, lightRight ? "right" : "left", D * 0.3, D * 0.75, 0.5, 2.3, { land, mullions: 2 })
  sunlight(sc, room, sp, lightRight ? [-1, -0.85, 0.3] : [1, -0.85, 0.3], 0.34, floorD)
  const bedW = r.range(1.55, 1.85)
  const cx = room.W * r.range(0.42, 0.58)
  const x0 = cx - bedW / 2
  const x1 = cx + bedW / 2
  // feature wall panel behind bed
  const featCol = pal.pick([P.sage, P.sand, "#dfe6de", P.mist])
  const [fx0, fy0] = sc.P(cx - 1.5, room.H, D)
  const [fx1, fy1] = sc.P(cx + 1.5, 0, D)
  sc.addShell(
    `<rect x="${f1(fx0)}" y="${f1(fy0)}" width="${f1(fx1 - fx0)}" height="${f1(fy1 - fy0)}" fill="${featCol}" opacity="0.55"/>`,
  )
  art(sc, room, cx - 0.55, cx + 0.55, 1.45, 2.05, r.fork("art"))
  // headboard
  const hb = { x0: x0 - 0.05, x1: x1 + 0.05, y0: 0.3, y1: 1.2, z0: D - 0.1, z1: D - 0.02 }
  const hbCol = pal.pick([P.timber, "#e6dccd", P.sageDeep, "#d6c7b3"])
  const bedZ0 = D - 2.2
  const parts: string[] = [sc.shadow(x0, x1, bedZ0, D - 0.1, 0, 0.28, 0.12), sc.box(hb, hbCol, { soften: 3 })]
  parts.push(sc.box({ x0, x1, y0: 0.1, y1: 0.35, z0: bedZ0, z1: D - 0.1 }, pal.pick([P.timber, "#d6c7b3"])))
  const linen = pal.pick(["#ffffff", "#f6f2ea", "#eef2ee"])
  parts.push(
    sc.box({ x0: x0 + 0.02, x1: x1 - 0.02, y0: 0.35, y1: 0.55, z0: bedZ0 + 0.02, z1: D - 0.12 }, linen, { soften: 6 }),
  )
  // throw across the foot
  const throwCol = pal.pick([P.sage, P.sand, P.clay, "#c9d6c9"])
  parts.push(
    sc.box({ x0: x0 - 0.03, x1: x1 + 0.03, y0: 0.33, y1: 0.57, z0: bedZ0, z1: bedZ0 + 0.55 }, throwCol, { soften: 6 }),
  )
  sc.add(bedZ0 + 0.6, parts.join(""))
  // pillows
  const pz = D - 0.35
  const ps = sc.s(pz)
  const pill: string[] = []
  for (const px of [cx - bedW * 0.24, cx + bedW * 0.24]) {
    const [bx, by] = sc.P(px, 0.7, pz)
    pill.push(
      `<rect x="${f1(bx - ps * 0.33)}" y="${f1(by - ps * 0.14)}" width="${f1(ps * 0.66)}" height="${f1(ps * 0.3)}" rx="${f1(ps * 0.1)}" fill="${sc.linear(
        [
          [0, "#ffffff"],
          [1, darken(linen, 0.06)],
        ],
        0,
        0,
        0,
        1,
      )}"/>`,
    )
  }
  {
    const [bx, by] = sc.P(cx, 0.66, pz - 0.15)
    const s2 = sc.s(pz - 0.15)
    pill.push(
      `<rect x="${f1(bx - s2 * 0.22)}" y="${f1(by - s2 * 0.12)}" width="${f1(s2 * 0.44)}" height="${f1(s2 * 0.26)}" rx="${f1(s2 * 0.08)}" fill="${throwCol}"/>`,
    )
  }
  sc.add(bedZ0 + 0.5, pill.join(""))
  // bedside tables with lamps
  for (const sx of [x0 - 0.6, x1 + 0.1]) {
    const b = { x0: sx, x1: sx + 0.5, y0: 0.1, y1: 0.55, z0: D - 0.5, z1: D - 0.05 }
    const col = pal.pick([P.timber, "#efe9df"])
    sc.add(
      D - 0.3,
      sc.shadow(b.x0, b.x1, b.z0, b.z1, 0, 0.2) +
        sc.box(b, col) +
        cabinetFronts(sc, b, 1, col, { handle: darken(col, 0.3), drawers: false }),
    )
    const [lx, ly] = sc.P(sx + 0.25, 0.55, D - 0.25)
    const ls = sc.s(D - 0.25)
    sc.add(
      D - 0.26,
      (sc.dirty
        ? ""
        : `<circle cx="${f1(lx)}" cy="${f1(ly - ls * 0.35)}" r="${f1(ls * 0.4)}" fill="${sc.radial([
            [0, "#fff0cc", 0.6],
            [1, "#fff0cc", 0],
          ])}"/>`) +
        `<ellipse cx="${f1(lx)}" cy="${f1(ly - ls * 0.1)}" rx="${f1(ls * 0.08)}" ry="${f1(ls * 0.1)}" fill="${P.sand}"/><path d="M${f1(lx - ls * 0.1)} ${f1(ly - ls * 0.42)}H${f1(lx + ls * 0.1)}L${f1(lx + ls * 0.15)} ${f1(ly - ls * 0.2)}H${f1(lx - ls * 0.15)}Z" fill="#fbf6ea"/>`,
    )
    sc.surfaces.push({ x0: b.x0 + 0.05, x1: b.x1 - 0.05, z0: b.z0 + 0.05, z1: b.z1 - 0.05, y: 0.55 })
  }
  rug(sc, cx - 1.3, cx + 1.3, bedZ0 - 0.6, D - 0.6, pal.pick(["#efe8dc", "#e8e4da"]))
  plant(sc, lightRight ? 0.45 : room.W - 0.45, D - 1.0, { kind: "fiddle", pot: P.linen, h: 1.2 })
  sc.surfaces.push({ x0: 0.3, x1: room.W - 0.3, z0: 1.0, z1: bedZ0 - 0.1, y: 0.001 })
  lightWash(sc, lightRight ? "right" : "left", 0.24)
  return sc.render()
}

// ---------------------------------------------------------------------------
// Laundry
// ---------------------------------------------------------------------------

export function laundry(inp: SceneInput): string {
  const { sc, r, pal, room } = setup(
    inp,
    { W: 3.0, H: 2.6, D: 3.2, floorKind: "tiles", tile: 0.45 },
    { frac: [0.6, 0.72], eye: [1.3, 1.5] },
  )
  room.floor = pal.pick(["#ddd8cf", "#d5d9d3"])
  const land = landscape(sc, r.fork("land"), "garden")
  const { floorD } = roomShell(sc, room, { skirting: false })
  const D = room.D
  const lightRight = room.light === "right"
  const bp = backWindow(sc, room, room.W * 0.55, room.W * 0.55 + 0.9, 1.35, 2.2, { land, mullions: 1, sill: false })
  sunlight(sc, room, bp, [lightRight ? -0.4 : 0.4, -1.2, -1], 0.25, floorD)
  const cab = pal.pick([P.sage, "#f3f0ea", "#dfe6de", P.timber])
  // bench over washer + dryer
  const bench = { x0: 0.05, x1: room.W - 0.05, y0: 0.9, y1: 0.94, z0: D - 0.65, z1: D }
  sc.add(D - 0.3, sc.box(bench, "#f5f3ef"))
  for (let i = 0; i < 2; i++) {
    const b = { x0: 0.15 + i * 0.66, x1: 0.15 + i * 0.66 + 0.6, y0: 0.02, y1: 0.86, z0: D - 0.62, z1: D - 0.04 }
    const fr = sc.front(b)
    const rr = Math.min(fr.w, fr.h) * 0.3
    sc.add(
      D - 0.33,
      sc.shadow(b.x0, b.x1, b.z0, b.z1, 0, 0.2) +
        sc.box(b, "#f7f7f5") +
        `<circle cx="${f1(fr.x + fr.w / 2)}" cy="${f1(fr.y + fr.h * 0.56)}" r="${f1(rr)}" fill="#d9dedc" stroke="#b8bebb" stroke-width="${f1(rr * 0.12)}"/><circle cx="${f1(fr.x + fr.w / 2)}" cy="${f1(fr.y + fr.h * 0.56)}" r="${f1(rr * 0.72)}" fill="${sc.linear(
          [
            [0, "#cfd8d6"],
            [1, "#a5b1ae"],
          ],
          0,
          0,
          1,
          1,
        )}"/><rect x="${f1(fr.x + fr.w * 0.1)}" y="${f1(fr.y + fr.h * 0.06)}" width="${f1(fr.w * 0.8)}" height="${f1(fr.h * 0.1)}" rx="2" fill="#eceeec"/>`,
    )
  }
  const cb = { x0: 1.5, x1: room.W - 0.05, y0: 0.1, y1: 0.9, z0: D - 0.62, z1: D }
  sc.add(D - 0.31, sc.box(cb, cab) + cabinetFronts(sc, cb, 2, cab, { handle: P.brass }))
  const ub = { x0: 0.05, x1: room.W * 0.5, y0: 1.5, y1: 2.3, z0: D - 0.35, z1: D }
  sc.add(
    D - 0.2,
    sc.box(ub, lighten(cab, 0.05)) + cabinetFronts(sc, ub, 2, lighten(cab, 0.05), { handle: P.brass, vertical: true }),
  )
  // basket of folded towels
  const z = D - 0.3
  const s = sc.s(z)
  const [bx, by] = sc.P(0.6, 0.94, z)
  const tc = [P.sage, P.linen, P.sand]
  sc.add(
    z - 0.01,
    tc
      .map(
        (c, i) =>
          `<rect x="${f1(bx - s * 0.17)}" y="${f1(by - s * (0.2 + i * 0.06))}" width="${f1(s * 0.34)}" height="${f1(s * 0.065)}" rx="${f1(s * 0.02)}" fill="${c}"/>`,
      )
      .join("") +
      `<path d="M${f1(bx - s * 0.22)} ${f1(by - s * 0.18)}H${f1(bx + s * 0.22)}L${f1(bx + s * 0.19)} ${f1(by)}H${f1(bx - s * 0.19)}Z" fill="${sc.linear(
        [
          [0, "#e3d3b5"],
          [1, "#bfa27b"],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
  )
  vase(sc, 1.9, 0.94, D - 0.25, P.linen, { h: 0.2, stems: true })
  sc.surfaces.push(
    { x0: 0.2, x1: room.W - 0.2, z0: D - 0.6, z1: D - 0.1, y: 0.94 },
    { x0: 0.2, x1: room.W - 0.2, z0: 1.0, z1: D - 0.8, y: 0.001 },
  )
  lightWash(sc, lightRight ? "right" : "left", 0.2)
  return sc.render()
}

// ---------------------------------------------------------------------------
// Alfresco
// ---------------------------------------------------------------------------

export function alfresco(inp: SceneInput): string {
  const r0 = rng(inp.seed)
  const { sc, r, pal, room } = setup(
    inp,
    { W: 6, H: 2.8, D: 4.5, floorKind: "deck", back: "#f4f1ea" },
    { eye: [1.3, 1.5] },
  )
  void r0
  room.floor = pal.pick([P.timber, "#c29a73", "#b8916b"])
  const land = landscape(sc, r.fork("land"), "hills")
  // the "back wall" is open to the garden: draw landscape full, then the structure
  sc.addShell(`<use href="#${land}"/>`)
  const D = room.D
  const zn = 0.25
  const floorD = sc.quad([
    [0, 0, zn],
    [room.W, 0, zn],
    [room.W, 0, D],
    [0, 0, D],
  ])
  // lawn beyond
  const [, hy] = sc.P(0, 0, D)
  sc.addShell(
    `<rect x="0" y="${f1(hy - 2)}" width="${sc.w}" height="${f1(sc.h - hy + 2)}" fill="${sc.linear(
      [
        [0, "#a9c29a"],
        [1, "#8fae86"],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  sc.addShell(
    `<path d="${floorD}" fill="${sc.linear(
      [
        [0, lighten(room.floor, 0.1)],
        [1, darken(room.floor, 0.12)],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  {
    const lines: string[] = []
    for (let x = -6; x < room.W + 6; x += 0.14) {
      const a = sc.P(x, 0, zn)
      const b = sc.P(x, 0, D)
      lines.push(
        `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${darken(room.floor, 0.35)}" stroke-width="1" opacity="0.4"/>`,
      )
    }
    sc.addShell(`<g clip-path="${sc.clip(floorD)}">${lines.join("")}</g>`)
  }
  // ceiling battens
  const ceilD = sc.quad([
    [0, room.H, zn],
    [room.W, room.H, zn],
    [room.W, room.H, D],
    [0, room.H, D],
  ])
  sc.addShell(`<path d="${ceilD}" fill="${darken(P.timberLight, 0.05)}"/>`)
  {
    const lines: string[] = []
    for (let x = -6; x < room.W + 6; x += 0.1) {
      const a = sc.P(x, room.H, zn)
      const b = sc.P(x, room.H, D)
      lines.push(
        `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${darken(P.timber, 0.25)}" stroke-width="1.2" opacity="0.5"/>`,
      )
    }
    sc.addShell(`<g clip-path="${sc.clip(ceilD)}">${lines.join("")}</g>`)
  }
  // beam + posts at the open edge
  const post = pal.pick(["#f3f1ec", "#3b403d", P.timberDark])
  sc.add(D, sc.box({ x0: -1, x1: room.W + 1, y0: room.H - 0.25, y1: room.H, z0: D - 0.15, z1: D }, post))
  for (const px of [0.1, room.W / 2 - 0.07, room.W - 0.25])
    sc.add(D - 0.1, sc.box({ x0: px, x1: px + 0.15, y0: 0, y1: room.H - 0.25, z0: D - 0.15, z1: D }, post))
  // house wall on one side
  const side = r.pick([0, room.W])
  sc.addShell(
    `<path d="${sc.quad([
      [side, 0, zn],
      [side, 0, D - 0.15],
      [side, room.H, D - 0.15],
      [side, room.H, zn],
    ])}" fill="${pal.pick(["#efeae1", "#e6e1d7", "#f2efe8"])}"/>`,
  )
  // outdoor table + chairs
  const tx = room.W * r.range(0.4, 0.6)
  const tz = D - 1.7
  const tb = { x0: tx - 1.0, x1: tx + 1.0, y0: 0.72, y1: 0.76, z0: tz - 0.45, z1: tz + 0.45 }
  const tcol = pal.pick([P.timber, "#e9e4da", P.timberDark])
  sc.add(
    tz,
    sc.shadow(tb.x0, tb.x1, tb.z0, tb.z1, 0, 0.25, 0.15) +
      [tb.x0 + 0.1, tb.x1 - 0.15]
        .map((lx) =>
          sc.box({ x0: lx, x1: lx + 0.06, y0: 0, y1: 0.72, z0: tz - 0.38, z1: tz - 0.32 }, darken(tcol, 0.2)),
        )
        .join("") +
      sc.box(tb, tcol),
  )
  sc.surfaces.push({ x0: tb.x0 + 0.1, x1: tb.x1 - 0.1, z0: tb.z0 + 0.05, z1: tb.z1 - 0.05, y: 0.76 })
  vase(sc, tx, 0.76, tz, P.linen, { h: 0.25, stems: true })
  const chair = pal.pick(["#efe9df", P.sage, P.timberLight])
  for (const [cx, cz] of [
    [tx - 0.6, tz + 0.75],
    [tx + 0.6, tz + 0.75],
    [tx - 0.6, tz - 0.8],
    [tx + 0.6, tz - 0.8],
  ] as Array<[number, number]>) {
    const near = cz < tz
    const b = { x0: cx - 0.22, x1: cx + 0.22, y0: 0.42, y1: 0.46, z0: cz - 0.22, z1: cz + 0.22 }
    const backB = near
      ? { x0: cx - 0.22, x1: cx + 0.22, y0: 0.46, y1: 0.9, z0: cz - 0.24, z1: cz - 0.2 }
      : { x0: cx - 0.22, x1: cx + 0.22, y0: 0.46, y1: 0.9, z0: cz + 0.2, z1: cz + 0.24 }
    const legs = [cx - 0.2, cx + 0.16]
      .map((lx) => sc.box({ x0: lx, x1: lx + 0.03, y0: 0, y1: 0.42, z0: cz - 0.2, z1: cz - 0.17 }, darken(chair, 0.2)))
      .join("")
    sc.add(cz, near ? legs + sc.box(b, chair) + sc.box(backB, chair) : sc.box(backB, chair) + legs + sc.box(b, chair))
  }
  plant(sc, room.W - 0.5, D - 0.5, { kind: "olive", pot: P.clay, h: 1.1, potR: 0.2, potH: 0.4 })
  plant(sc, 0.6, D - 0.6, { kind: "fern", pot: "#3b403d", h: 0.8 })
  sc.surfaces.push({ x0: 0.3, x1: room.W - 0.3, z0: 1.0, z1: D - 0.3, y: 0.001 })
  lightWash(sc, "top", 0.22)
  void curtain
  void f1
  return sc.render()
}
