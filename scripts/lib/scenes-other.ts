/**
 * Non-interior placeholder scenes: home exteriors, team portraits, cleaning
 * still lifes, front door, partner logos and the generic fallback image.
 */
import { gumTree, P } from "./scene-props.ts"
import { darken, esc, f1, lighten, mix, pathOf, rng, Scene, type Pt, type RNG, type SceneOptions } from "./svg-kit.ts"

export interface FlatInput extends SceneOptions {
  w: number
  h: number
  seed: string
  paletteSeed?: string
  variant?: string
}

/** A Scene used purely for its defs helpers (gradients, blur) in 2D drawings. */
function flat(inp: FlatInput) {
  const r = rng(inp.seed)
  const pal = rng(inp.paletteSeed ?? inp.seed).fork("palette")
  const sc = new Scene(inp.w, inp.h, { x: 0, y: 0, f: 1, px: 0, py: inp.h / 2 }, r, inp)
  return { sc, r, pal }
}

// ---------------------------------------------------------------------------
// Home exterior (acreage / family)
// ---------------------------------------------------------------------------

export function exterior(inp: FlatInput): string {
  const { sc, r, pal } = flat(inp)
  const { w, h } = inp
  const acreage = inp.variant !== "family"
  const hz = h * r.range(0.5, 0.56)
  const parts: string[] = []
  // sky
  parts.push(
    `<rect width="${w}" height="${h}" fill="${sc.linear(
      [
        [0, "#c3d9e0"],
        [0.55, "#e3eeec"],
        [1, "#f7f1e4"],
      ],
      0,
      0,
      0,
      hz,
      true,
    )}"/>`,
  )
  parts.push(
    `<circle cx="${f1(w * r.range(0.15, 0.85))}" cy="${f1(h * 0.12)}" r="${f1(h * 0.5)}" fill="${sc.radial([
      [0, "#fff8e6", 0.85],
      [1, "#fff8e6", 0],
    ])}"/>`,
  )
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<ellipse cx="${f1(r.range(0, w))}" cy="${f1(r.range(0.08, 0.35) * h)}" rx="${f1(w * r.range(0.06, 0.14))}" ry="${f1(h * 0.022)}" fill="#fff" opacity="0.7" filter="${sc.blur(h * 0.008)}"/>`,
    )
  }
  // hills
  const ridge = (base: number, amp: number, col: string, seed: number) => {
    const rr = r.fork(seed)
    const n = 7
    let d = `M0 ${f1(h)}L0 ${f1(base)}`
    let px = 0
    let py = base
    for (let i = 1; i <= n; i++) {
      const x = (i / n) * w
      const y = base - amp * rr.range(0.2, 1)
      d += `Q${f1((px + x) / 2)} ${f1(Math.min(py, y) - amp * 0.4)} ${f1(x)} ${f1(y)}`
      px = x
      py = y
    }
    d += `L${w} ${f1(h)}Z`
    return `<path d="${d}" fill="${col}"/>`
  }
  parts.push(ridge(hz - h * 0.02, h * 0.07, "#bccdc6", 1))
  parts.push(ridge(hz + h * 0.01, h * 0.045, "#a9bfaa", 2))
  // lawn
  parts.push(
    `<rect x="0" y="${f1(hz)}" width="${w}" height="${f1(h - hz)}" fill="${sc.linear(
      [
        [0, "#b4c99b"],
        [1, "#93b184"],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  // distant gums
  for (let i = 0; i < 6; i++)
    parts.push(gumTree(sc, r.fork(`bg${i}`), r.range(0, w), hz + h * r.range(0, 0.02), h * r.range(0.1, 0.18), 0.8))

  // house
  const portraitFrame = h > w
  const hw = w * (portraitFrame ? r.range(0.82, 0.9) : acreage ? r.range(0.58, 0.72) : r.range(0.5, 0.6))
  const hx = w * 0.5 - hw / 2 + w * r.range(-0.08, 0.08) * (portraitFrame ? 0.3 : 1)
  const baseY = hz + h * (acreage ? 0.1 : 0.13)
  const wallH = h * (acreage ? 0.16 : 0.19) * (portraitFrame ? 0.8 : 1)
  const clad = pal.pick(acreage ? ["#f4f1ea", "#e9eee8", "#efe8dc", "#dfe6de"] : ["#efe9df", "#f4f1ea", "#e6ddd0"])
  const roof = pal.pick(["#3b433f", "#4c5a52", "#5d6662", P.forest])
  const trim = pal.pick(["#2f3532", "#f7f5f0"])
  const timber = pal.pick([P.timber, "#b98f68"])
  const house: string[] = []
  // ground shadow
  house.push(
    `<ellipse cx="${f1(hx + hw / 2)}" cy="${f1(baseY)}" rx="${f1(hw * 0.6)}" ry="${f1(h * 0.02)}" fill="#3c4a3c" opacity="0.3" filter="${sc.blur(h * 0.012)}"/>`,
  )
  // main gable section
  const gW = hw * (acreage ? 0.38 : 0.45)
  const gX = acreage ? hx + hw * r.range(0.05, 0.55) : hx + hw * 0.05
  const gTop = baseY - wallH - h * (acreage ? 0.14 : 0.16)
  // long wing
  const wingY = baseY - wallH
  house.push(
    `<rect x="${f1(hx)}" y="${f1(wingY)}" width="${f1(hw)}" height="${f1(wallH)}" fill="${sc.linear(
      [
        [0, lighten(clad, 0.2)],
        [1, darken(clad, 0.05)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  // board & batten lines
  const battens: string[] = []
  for (let x = hx; x < hx + hw; x += w * 0.008)
    battens.push(`<path d="M${f1(x)} ${f1(wingY)}V${f1(baseY)}" stroke="${darken(clad, 0.1)}" stroke-width="1"/>`)
  house.push(`<g opacity="0.5">${battens.join("")}</g>`)
  // wing roof (skillion / low hip)
  house.push(
    `<path d="M${f1(hx - w * 0.015)} ${f1(wingY + h * 0.004)}L${f1(hx + hw * 0.04)} ${f1(wingY - h * 0.045)}L${f1(hx + hw * 0.96)} ${f1(wingY - h * 0.045)}L${f1(hx + hw + w * 0.015)} ${f1(wingY + h * 0.004)}Z" fill="${roof}"/>`,
  )
  house.push(
    `<rect x="${f1(hx - w * 0.015)}" y="${f1(wingY)}" width="${f1(hw + w * 0.03)}" height="${f1(h * 0.02)}" fill="#2a2520" opacity="0.12" filter="${sc.blur(h * 0.006)}"/>`,
  )
  // gable volume
  const gClad = acreage ? pal.pick([clad, timber, "#dfe6de"]) : pal.pick([timber, "#d9cdbb", clad])
  house.push(
    `<path d="M${f1(gX)} ${f1(baseY)}V${f1(wingY - h * 0.01)}L${f1(gX + gW / 2)} ${f1(gTop)}L${f1(gX + gW)} ${f1(wingY - h * 0.01)}V${f1(baseY)}Z" fill="${sc.linear(
      [
        [0, lighten(gClad, 0.15)],
        [1, darken(gClad, 0.06)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  if (gClad === timber) {
    const l: string[] = []
    for (let y = gTop; y < baseY; y += h * 0.008)
      l.push(`<path d="M${f1(gX)} ${f1(y)}H${f1(gX + gW)}" stroke="${darken(timber, 0.15)}" stroke-width="1"/>`)
    house.push(
      `<g opacity="0.45" clip-path="${sc.clip(`M${f1(gX)} ${f1(baseY)}V${f1(wingY - h * 0.01)}L${f1(gX + gW / 2)} ${f1(gTop)}L${f1(gX + gW)} ${f1(wingY - h * 0.01)}V${f1(baseY)}Z`)}">${l.join("")}</g>`,
    )
  }
  house.push(
    `<path d="M${f1(gX - w * 0.012)} ${f1(wingY + h * 0.002)}L${f1(gX + gW / 2)} ${f1(gTop - h * 0.012)}L${f1(gX + gW + w * 0.012)} ${f1(wingY + h * 0.002)}" fill="none" stroke="${roof}" stroke-width="${f1(h * 0.014)}" stroke-linejoin="round"/>`,
  )
  // big gable window
  const gwW = gW * 0.6
  const gwX = gX + (gW - gwW) / 2
  const gwTop = wingY - h * 0.02
  house.push(windowRect(sc, gwX, gwTop, gwW, baseY - gwTop - h * 0.01, trim, 3))
  // wing windows
  const nWin = acreage ? 3 : 2
  const segs: Array<[number, number]> = [
    [hx, gX],
    [gX + gW, hx + hw],
  ]
  for (const [s0, s1] of segs) {
    const segW = s1 - s0
    if (segW < w * 0.08) continue
    const n = Math.max(1, Math.min(nWin, Math.floor(segW / (w * 0.09))))
    for (let i = 0; i < n; i++) {
      const ww = w * 0.05
      const x = s0 + ((segW - n * ww) / (n + 1)) * (i + 1) + ww * i
      house.push(windowRect(sc, x, wingY + wallH * 0.22, ww, wallH * 0.55, trim, 1))
    }
  }
  // garage for the family home
  if (!acreage) {
    const gx0 = hx + hw * 0.62
    const gdw = hw * 0.32
    const gdh = wallH * 0.7
    house.push(
      `<rect x="${f1(gx0)}" y="${f1(baseY - gdh)}" width="${f1(gdw)}" height="${f1(gdh)}" fill="${sc.linear(
        [
          [0, "#e8e6e0"],
          [1, "#c9c6be"],
        ],
        0,
        0,
        0,
        1,
      )}"/>`,
    )
    for (let k = 1; k < 6; k++)
      house.push(
        `<path d="M${f1(gx0)} ${f1(baseY - gdh + (gdh * k) / 6)}H${f1(gx0 + gdw)}" stroke="#b1ada4" stroke-width="1.2"/>`,
      )
    // driveway
    parts.push(
      `<path d="M${f1(gx0 - gdw * 0.05)} ${f1(baseY)}L${f1(gx0 + gdw * 1.05)} ${f1(baseY)}L${f1(gx0 + gdw * 1.9)} ${f1(h)}L${f1(gx0 - gdw * 0.7)} ${f1(h)}Z" fill="${sc.linear(
        [
          [0, "#dcd6ca"],
          [1, "#cbc3b4"],
        ],
        0,
        0,
        0,
        1,
      )}"/>`,
    )
  } else {
    // veranda posts along the wing
    for (let x = hx + hw * 0.02; x < hx + hw; x += hw / 9) {
      if (x > gX - w * 0.01 && x < gX + gW + w * 0.01) continue
      house.push(
        `<rect x="${f1(x)}" y="${f1(wingY)}" width="${f1(w * 0.004)}" height="${f1(wallH)}" fill="${lighten(trim, 0.7)}"/>`,
      )
    }
    // gravel drive curving to the house
    const dx = gX + gW / 2
    parts.push(
      `<path d="M${f1(dx - w * 0.03)} ${f1(baseY)}C${f1(dx - w * 0.05)} ${f1(baseY + h * 0.15)} ${f1(dx - w * 0.3)} ${f1(h * 0.85)} ${f1(dx - w * 0.38)} ${f1(h)}L${f1(dx + w * 0.02)} ${f1(h)}C${f1(dx - w * 0.05)} ${f1(h * 0.85)} ${f1(dx + w * 0.02)} ${f1(baseY + h * 0.15)} ${f1(dx + w * 0.03)} ${f1(baseY)}Z" fill="${sc.linear(
        [
          [0, "#e2dbcc"],
          [1, "#d1c6b2"],
        ],
        0,
        0,
        0,
        1,
      )}"/>`,
    )
    // post-and-wire fence
    const fy = baseY + h * 0.2
    const fence: string[] = []
    for (let x = -w * 0.02; x < w; x += w * 0.05)
      fence.push(
        `<rect x="${f1(x)}" y="${f1(fy - h * 0.05)}" width="${f1(w * 0.005)}" height="${f1(h * 0.055)}" fill="#8b7b66"/>`,
      )
    fence.push(
      `<path d="M0 ${f1(fy - h * 0.04)}H${w}M0 ${f1(fy - h * 0.02)}H${w}" stroke="#8b7b66" stroke-width="1" opacity="0.7"/>`,
    )
    parts.push(`<g clip-path="${sc.clip(`M0 0H${w}V${h}H0Z`)}">${fence.join("")}</g>`)
  }
  // front door
  const doorX = acreage ? gX + gW + w * 0.02 : gX + gW + w * 0.015
  house.push(
    `<rect x="${f1(doorX)}" y="${f1(baseY - wallH * 0.72)}" width="${f1(w * 0.028)}" height="${f1(wallH * 0.72)}" fill="${pal.pick([timber, P.forest, P.sageDeep])}"/>`,
  )
  parts.push(...house)
  // shrubs & garden beds in front of the house
  const shrubs: string[] = []
  for (let i = 0; i < 14; i++) {
    const x = hx + r.range(-0.05, 1.05) * hw
    const rr = h * r.range(0.018, 0.035)
    shrubs.push(
      `<ellipse cx="${f1(x)}" cy="${f1(baseY - rr * 0.3)}" rx="${f1(rr * 1.4)}" ry="${f1(rr)}" fill="${r.pick(["#6f9077", "#86a58d", "#5f7f6a", "#9db3a3"])}"/>`,
    )
  }
  parts.push(shrubs.join(""))
  // feature gums framing the view
  const gx = w * r.range(0.02, 0.12)
  const gh = h * r.range(0.7, 0.85)
  parts.push(gumTree(sc, r.fork("g1"), portraitFrame ? -w * 0.04 : gx, h * 1.02, portraitFrame ? gh * 0.55 : gh))
  if (r.chance(0.6)) parts.push(gumTree(sc, r.fork("g2"), w * r.range(0.86, 0.97), h * 0.95, h * r.range(0.45, 0.6)))
  sc.addShell(parts.join(""))
  sc.addOverlay(
    `<rect width="${w}" height="${h}" fill="${sc.linear(
      [
        [0, "#fff8ea", 0.22],
        [0.5, "#fff8ea", 0],
      ],
      0,
      0,
      1,
      0.6,
    )}"/>`,
  )
  sc.surfaces.length = 0
  return sc.render()
}

function windowRect(sc: Scene, x: number, y: number, ww: number, hh: number, frame: string, mull: number): string {
  const fw = Math.max(2, ww * 0.05)
  const parts = [
    `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(ww)}" height="${f1(hh)}" fill="${sc.linear(
      [
        [0, "#dfeaea"],
        [0.5, "#aec3c0"],
        [1, "#8da6a2"],
      ],
      0,
      0,
      1,
      1,
    )}" stroke="${frame}" stroke-width="${f1(fw)}"/>`,
    `<path d="M${f1(x + ww * 0.15)} ${f1(y + hh)}L${f1(x + ww * 0.55)} ${f1(y)}L${f1(x + ww * 0.75)} ${f1(y)}L${f1(x + ww * 0.35)} ${f1(y + hh)}Z" fill="#fff" opacity="0.25"/>`,
  ]
  for (let i = 1; i < mull; i++)
    parts.push(
      `<path d="M${f1(x + (ww * i) / mull)} ${f1(y)}V${f1(y + hh)}" stroke="${frame}" stroke-width="${f1(fw * 0.7)}"/>`,
    )
  return parts.join("")
}

// ---------------------------------------------------------------------------
// Team portrait
// ---------------------------------------------------------------------------

const SKIN = ["#f1d3bd", "#e6b99a", "#c98f6b", "#a86d4b", "#7d4e33", "#f3dccb", "#d9a582"]
const HAIR = ["#2b211c", "#4a3426", "#7a5235", "#b88a5a", "#d9c29b", "#8c8c88", "#1d1b1a", "#5c3b2a"]
// In team order (content/about.json): the founder, Ellie, first.
const HAIR_STYLES = ["wavy", "long", "bun", "short", "bob", "buzz", "ponytail", "curly"] as const

export function portrait(inp: FlatInput & { index: number }): string {
  const { sc, r } = flat(inp)
  const { w, h } = inp
  const i = inp.index
  const skin = SKIN[(i * 3 + 1) % SKIN.length]!
  const hair = HAIR[(i * 5 + 2) % HAIR.length]!
  const style = HAIR_STYLES[i % HAIR_STYLES.length]!
  const bgs = ["#eaf2ec", "#f1e9dc", "#e4ece6", "#efe6e0", "#e6ebe4", "#f3efe6"]
  const bg = bgs[i % bgs.length]!
  const polo = [P.sage, P.sageDeep, "#7c9a85", P.sage, "#6f8f78", P.sageDeep][i % 6]!
  const parts: string[] = []
  parts.push(
    `<rect width="${w}" height="${h}" fill="${sc.linear(
      [
        [0, lighten(bg, 0.45)],
        [1, darken(bg, 0.06)],
      ],
      0,
      0,
      0.4,
      1,
    )}"/>`,
  )
  // soft bokeh / blurred interior shapes
  for (let k = 0; k < 7; k++) {
    const cx = r.range(0, w)
    const cy = r.range(0, h * 0.7)
    const rr = w * r.range(0.06, 0.16)
    parts.push(
      `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(rr)}" fill="${r.pick(["#ffffff", P.sage, P.sand, "#ffffff"])}" opacity="${r.range(0.15, 0.4).toFixed(2)}" filter="${sc.blur(rr * 0.35)}"/>`,
    )
  }
  // a blurred plant at one side for context
  const side = i % 2 ? w * 0.88 : w * 0.1
  for (let k = 0; k < 6; k++) {
    parts.push(
      `<ellipse cx="${f1(side + r.range(-0.08, 0.08) * w)}" cy="${f1(h * r.range(0.2, 0.6))}" rx="${f1(w * 0.07)}" ry="${f1(w * 0.03)}" fill="${r.pick(P.leaf)}" opacity="0.35" transform="rotate(${r.int(-50, 50)} ${f1(side)} ${f1(h * 0.4)})" filter="${sc.blur(w * 0.012)}"/>`,
    )
  }
  const cx = w / 2 + w * r.range(-0.03, 0.03)
  const headR = w * 0.165
  const headCy = h * 0.37
  const shoulderY = headCy + headR * 1.55 + h * 0.05
  const sw = w * 0.39
  // hair behind head (long styles)
  if (style === "long" || style === "wavy") {
    const len = style === "long" ? h * 0.3 : h * 0.22
    parts.push(
      `<path d="M${f1(cx - headR * 1.12)} ${f1(headCy - headR * 0.2)}Q${f1(cx - headR * 1.35)} ${f1(headCy + len * 0.7)} ${f1(cx - headR * 1.2)} ${f1(headCy + len)}L${f1(cx + headR * 1.2)} ${f1(headCy + len)}Q${f1(cx + headR * 1.35)} ${f1(headCy + len * 0.7)} ${f1(cx + headR * 1.12)} ${f1(headCy - headR * 0.2)}Z" fill="${darken(hair, 0.08)}"/>`,
    )
  }
  if (style === "curly") {
    const rr = r.fork("curlback")
    parts.push(
      `<ellipse cx="${f1(cx)}" cy="${f1(headCy - headR * 0.25)}" rx="${f1(headR * 1.2)}" ry="${f1(headR * 1.0)}" fill="${darken(hair, 0.05)}"/>`,
    )
    for (let k = 0; k < 30; k++) {
      const a = Math.PI * (0.85 + (k / 29) * 1.3)
      const rad = headR * rr.range(1.05, 1.2)
      parts.push(
        `<circle cx="${f1(cx + Math.cos(a) * rad)}" cy="${f1(headCy - headR * 0.25 + Math.sin(a) * rad * 0.88)}" r="${f1(headR * rr.range(0.2, 0.28))}" fill="${k % 3 ? hair : lighten(hair, 0.12)}"/>`,
      )
    }
  }
  if (style === "ponytail") {
    parts.push(
      `<path d="M${f1(cx + headR * 0.7)} ${f1(headCy - headR * 0.6)}Q${f1(cx + headR * 1.7)} ${f1(headCy)} ${f1(cx + headR * 1.2)} ${f1(headCy + headR * 1.5)}Q${f1(cx + headR * 1.0)} ${f1(headCy + headR * 0.6)} ${f1(cx + headR * 0.6)} ${f1(headCy - headR * 0.2)}Z" fill="${hair}"/>`,
    )
  }
  // shoulders / polo
  const bodyPath = `M${f1(cx - sw)} ${f1(h)}L${f1(cx - sw)} ${f1(shoulderY + h * 0.1)}Q${f1(cx - sw)} ${f1(shoulderY)} ${f1(cx - sw * 0.6)} ${f1(shoulderY - h * 0.015)}Q${f1(cx - headR * 0.9)} ${f1(shoulderY - h * 0.03)} ${f1(cx - headR * 0.5)} ${f1(shoulderY - h * 0.048)}L${f1(cx + headR * 0.5)} ${f1(shoulderY - h * 0.048)}Q${f1(cx + headR * 0.9)} ${f1(shoulderY - h * 0.03)} ${f1(cx + sw * 0.6)} ${f1(shoulderY - h * 0.015)}Q${f1(cx + sw)} ${f1(shoulderY)} ${f1(cx + sw)} ${f1(shoulderY + h * 0.1)}L${f1(cx + sw)} ${f1(h)}Z`
  parts.push(
    `<path d="${bodyPath}" fill="#2a2520" opacity="0.18" transform="translate(${f1(w * 0.015)} ${f1(h * 0.01)})" filter="${sc.blur(w * 0.02)}"/>`,
  )
  parts.push(
    `<path d="${bodyPath}" fill="${sc.linear(
      [
        [0, lighten(polo, 0.18)],
        [0.55, polo],
        [1, darken(polo, 0.15)],
      ],
      0,
      0,
      1,
      0.3,
    )}"/>`,
  )
  // neck
  const nw = headR * 0.46
  parts.push(
    `<path d="M${f1(cx - nw)} ${f1(headCy + headR * 0.6)}L${f1(cx - nw * 1.05)} ${f1(shoulderY - h * 0.02)}L${f1(cx + nw * 1.05)} ${f1(shoulderY - h * 0.02)}L${f1(cx + nw)} ${f1(headCy + headR * 0.6)}Z" fill="${darken(skin, 0.1)}"/>`,
  )
  // sleeve seams
  parts.push(
    `<path d="M${f1(cx - sw * 0.66)} ${f1(shoulderY)}Q${f1(cx - sw * 0.62)} ${f1(h * 0.86)} ${f1(cx - sw * 0.7)} ${f1(h)}M${f1(cx + sw * 0.66)} ${f1(shoulderY)}Q${f1(cx + sw * 0.62)} ${f1(h * 0.86)} ${f1(cx + sw * 0.7)} ${f1(h)}" stroke="${darken(polo, 0.15)}" stroke-width="2" fill="none" opacity="0.5"/>`,
  )
  // collar + placket
  const cy0 = shoulderY - h * 0.045
  parts.push(
    `<path d="M${f1(cx - nw * 1.15)} ${f1(cy0)}L${f1(cx - nw * 1.8)} ${f1(cy0 + h * 0.05)}L${f1(cx - nw * 0.1)} ${f1(cy0 + h * 0.07)}Z" fill="${lighten(polo, 0.12)}" stroke="${darken(polo, 0.12)}" stroke-width="1.5" stroke-linejoin="round"/>`,
  )
  parts.push(
    `<path d="M${f1(cx + nw * 1.15)} ${f1(cy0)}L${f1(cx + nw * 1.8)} ${f1(cy0 + h * 0.05)}L${f1(cx + nw * 0.1)} ${f1(cy0 + h * 0.07)}Z" fill="${lighten(polo, 0.08)}" stroke="${darken(polo, 0.12)}" stroke-width="1.5" stroke-linejoin="round"/>`,
  )
  parts.push(
    `<path d="M${f1(cx - nw * 0.9)} ${f1(cy0 + h * 0.004)}Q${f1(cx)} ${f1(cy0 + h * 0.06)} ${f1(cx + nw * 0.9)} ${f1(cy0 + h * 0.004)}Z" fill="${darken(skin, 0.15)}"/>`,
  )
  parts.push(
    `<rect x="${f1(cx - nw * 0.22)}" y="${f1(cy0 + h * 0.06)}" width="${f1(nw * 0.44)}" height="${f1(h * 0.09)}" rx="3" fill="${darken(polo, 0.06)}" stroke="${darken(polo, 0.15)}" stroke-width="1"/>`,
  )
  for (const k of [0.35, 0.7])
    parts.push(
      `<circle cx="${f1(cx)}" cy="${f1(cy0 + h * 0.06 + h * 0.09 * k)}" r="${f1(w * 0.006)}" fill="${lighten(polo, 0.5)}"/>`,
    )
  // embroidered leaf mark on the chest (no text)
  const lx = cx + sw * 0.42
  const ly = shoulderY + h * 0.08
  const lr = w * 0.022
  parts.push(
    `<path d="M${f1(lx - lr)} ${f1(ly + lr)}C${f1(lx - lr)} ${f1(ly - lr * 0.3)} ${f1(lx)} ${f1(ly - lr)} ${f1(lx + lr)} ${f1(ly - lr)}C${f1(lx + lr)} ${f1(ly + lr * 0.3)} ${f1(lx)} ${f1(ly + lr)} ${f1(lx - lr)} ${f1(ly + lr)}Z" fill="${P.linen}" opacity="0.85"/><path d="M${f1(lx - lr)} ${f1(ly + lr)}L${f1(lx + lr * 0.4)} ${f1(ly - lr * 0.4)}" stroke="${polo}" stroke-width="1.4"/>`,
  )
  // ears
  for (const sgn of [-1, 1])
    parts.push(
      `<ellipse cx="${f1(cx + sgn * headR * 0.92)}" cy="${f1(headCy + headR * 0.08)}" rx="${f1(headR * 0.16)}" ry="${f1(headR * 0.24)}" fill="${darken(skin, 0.06)}"/>`,
    )
  // head
  parts.push(
    `<ellipse cx="${f1(cx)}" cy="${f1(headCy)}" rx="${f1(headR * 0.9)}" ry="${f1(headR * 1.08)}" fill="${sc.radial(
      [
        [0, lighten(skin, 0.12)],
        [0.75, skin],
        [1, darken(skin, 0.08)],
      ],
      0.42,
      0.4,
      0.65,
    )}"/>`,
  )
  // subtle friendly features: closed smiling eyes, soft smile, warm cheeks
  const fc = darken(skin, 0.45)
  const ey = headCy + headR * 0.02
  const ex = headR * 0.34
  for (const sgn of [-1, 1]) {
    parts.push(
      `<path d="M${f1(cx + sgn * ex - headR * 0.1)} ${f1(ey)}Q${f1(cx + sgn * ex)} ${f1(ey - headR * 0.08)} ${f1(cx + sgn * ex + headR * 0.1)} ${f1(ey)}" stroke="${fc}" stroke-width="${f1(w * 0.0055)}" fill="none" stroke-linecap="round" opacity="0.75"/>`,
    )
    parts.push(
      `<ellipse cx="${f1(cx + sgn * headR * 0.45)}" cy="${f1(headCy + headR * 0.3)}" rx="${f1(headR * 0.14)}" ry="${f1(headR * 0.08)}" fill="#e48f7a" opacity="0.22" filter="${sc.blur(headR * 0.04)}"/>`,
    )
  }
  parts.push(
    `<path d="M${f1(cx - headR * 0.17)} ${f1(headCy + headR * 0.45)}Q${f1(cx)} ${f1(headCy + headR * 0.58)} ${f1(cx + headR * 0.17)} ${f1(headCy + headR * 0.45)}" stroke="${fc}" stroke-width="${f1(w * 0.0055)}" fill="none" stroke-linecap="round" opacity="0.65"/>`,
  )
  if (i === 4) {
    // glasses
    for (const sgn of [-1, 1])
      parts.push(
        `<circle cx="${f1(cx + sgn * ex)}" cy="${f1(ey + headR * 0.01)}" r="${f1(headR * 0.2)}" fill="#fff" fill-opacity="0.12" stroke="#3a3330" stroke-width="${f1(w * 0.005)}"/>`,
      )
    parts.push(
      `<path d="M${f1(cx - ex + headR * 0.2)} ${f1(ey)}H${f1(cx + ex - headR * 0.2)}" stroke="#3a3330" stroke-width="${f1(w * 0.004)}"/>`,
    )
  }
  if (i === 3 || i === 5) {
    // short beard
    parts.push(
      `<path d="M${f1(cx - headR * 0.82)} ${f1(headCy + headR * 0.15)}Q${f1(cx - headR * 0.7)} ${f1(headCy + headR * 1.15)} ${f1(cx)} ${f1(headCy + headR * 1.12)}Q${f1(cx + headR * 0.7)} ${f1(headCy + headR * 1.15)} ${f1(cx + headR * 0.82)} ${f1(headCy + headR * 0.15)}Q${f1(cx + headR * 0.5)} ${f1(headCy + headR * 0.75)} ${f1(cx)} ${f1(headCy + headR * 0.68)}Q${f1(cx - headR * 0.5)} ${f1(headCy + headR * 0.75)} ${f1(cx - headR * 0.82)} ${f1(headCy + headR * 0.15)}Z" fill="${hair}" opacity="0.85"/>`,
    )
  }
  // hair on top
  const top = headCy - headR * 1.08
  const hairG = sc.linear(
    [
      [0, lighten(hair, 0.15)],
      [1, darken(hair, 0.1)],
    ],
    0,
    0,
    1,
    1,
  )
  switch (style) {
    case "short":
    case "ponytail":
      parts.push(
        `<path d="M${f1(cx - headR * 0.95)} ${f1(headCy - headR * 0.05)}Q${f1(cx - headR * 1.05)} ${f1(top - headR * 0.15)} ${f1(cx)} ${f1(top - headR * 0.08)}Q${f1(cx + headR * 1.05)} ${f1(top - headR * 0.15)} ${f1(cx + headR * 0.95)} ${f1(headCy - headR * 0.05)}Q${f1(cx + headR * 0.75)} ${f1(headCy - headR * 0.62)} ${f1(cx + headR * 0.1)} ${f1(headCy - headR * 0.58)}Q${f1(cx - headR * 0.6)} ${f1(headCy - headR * 0.55)} ${f1(cx - headR * 0.95)} ${f1(headCy - headR * 0.05)}Z" fill="${hairG}"/>`,
      )
      break
    case "buzz":
      parts.push(
        `<path d="M${f1(cx - headR * 0.9)} ${f1(headCy - headR * 0.2)}Q${f1(cx - headR * 0.95)} ${f1(top - headR * 0.04)} ${f1(cx)} ${f1(top - headR * 0.02)}Q${f1(cx + headR * 0.95)} ${f1(top - headR * 0.04)} ${f1(cx + headR * 0.9)} ${f1(headCy - headR * 0.2)}Q${f1(cx)} ${f1(headCy - headR * 0.72)} ${f1(cx - headR * 0.9)} ${f1(headCy - headR * 0.2)}Z" fill="${hair}" opacity="0.8"/>`,
      )
      break
    case "bun":
      parts.push(`<circle cx="${f1(cx)}" cy="${f1(top - headR * 0.18)}" r="${f1(headR * 0.38)}" fill="${hairG}"/>`)
      parts.push(
        `<path d="M${f1(cx - headR * 0.92)} ${f1(headCy)}Q${f1(cx - headR * 0.98)} ${f1(top - headR * 0.06)} ${f1(cx)} ${f1(top - headR * 0.04)}Q${f1(cx + headR * 0.98)} ${f1(top - headR * 0.06)} ${f1(cx + headR * 0.92)} ${f1(headCy)}Q${f1(cx + headR * 0.6)} ${f1(headCy - headR * 0.7)} ${f1(cx)} ${f1(headCy - headR * 0.72)}Q${f1(cx - headR * 0.6)} ${f1(headCy - headR * 0.7)} ${f1(cx - headR * 0.92)} ${f1(headCy)}Z" fill="${hairG}"/>`,
      )
      break
    case "curly": {
      const rr = r.fork("curl")
      for (let k = 0; k < 9; k++) {
        const a = Math.PI * (1.08 + (k / 8) * 0.84)
        parts.push(
          `<circle cx="${f1(cx + Math.cos(a) * headR * 0.82)}" cy="${f1(headCy - headR * 0.2 + Math.sin(a) * headR * 0.8)}" r="${f1(headR * rr.range(0.2, 0.26))}" fill="${k % 3 ? hair : lighten(hair, 0.1)}"/>`,
        )
      }
      break
    }
    case "bob":
    case "long":
    case "wavy":
      parts.push(
        `<path d="M${f1(cx - headR * 1.08)} ${f1(headCy + headR * (style === "bob" ? 0.75 : 0.3))}Q${f1(cx - headR * 1.2)} ${f1(top - headR * 0.2)} ${f1(cx)} ${f1(top - headR * 0.1)}Q${f1(cx + headR * 1.2)} ${f1(top - headR * 0.2)} ${f1(cx + headR * 1.08)} ${f1(headCy + headR * (style === "bob" ? 0.75 : 0.3))}L${f1(cx + headR * 0.85)} ${f1(headCy + headR * 0.2)}Q${f1(cx + headR * 0.7)} ${f1(headCy - headR * 0.5)} ${f1(cx - headR * 0.2)} ${f1(headCy - headR * 0.55)}Q${f1(cx - headR * 0.75)} ${f1(headCy - headR * 0.3)} ${f1(cx - headR * 0.85)} ${f1(headCy + headR * 0.2)}Z" fill="${hairG}"/>`,
      )
      break
  }
  // light from window side
  parts.push(
    `<rect width="${w}" height="${h}" fill="${sc.linear(
      [
        [0, "#fff8ea", 0.25],
        [0.6, "#fff8ea", 0],
      ],
      i % 2 ? 1 : 0,
      0,
      i % 2 ? 0 : 1,
      0.3,
    )}"/>`,
  )
  sc.addShell(parts.join(""))
  return sc.render()
}

// ---------------------------------------------------------------------------
// Still life: cleaning caddy (about-story) and flat-lay (services)
// ---------------------------------------------------------------------------

function sprayBottle(
  sc: Scene,
  x: number,
  baseY: number,
  hgt: number,
  glass: string,
  head: string,
  o: { liquid?: string; label?: boolean } = {},
): string {
  const bw = hgt * 0.36
  const bodyTop = baseY - hgt * 0.62
  const neckTop = bodyTop - hgt * 0.1
  const parts: string[] = []
  parts.push(
    `<ellipse cx="${f1(x + bw * 0.35)}" cy="${f1(baseY)}" rx="${f1(bw * 0.75)}" ry="${f1(bw * 0.12)}" fill="#2a2520" opacity="0.22" filter="${sc.blur(bw * 0.08)}"/>`,
  )
  const body = `M${f1(x - bw / 2)} ${f1(baseY - bw * 0.08)}V${f1(bodyTop + bw * 0.3)}Q${f1(x - bw / 2)} ${f1(bodyTop)} ${f1(x - bw * 0.2)} ${f1(bodyTop - hgt * 0.02)}V${f1(neckTop)}H${f1(x + bw * 0.2)}V${f1(bodyTop - hgt * 0.02)}Q${f1(x + bw / 2)} ${f1(bodyTop)} ${f1(x + bw / 2)} ${f1(bodyTop + bw * 0.3)}V${f1(baseY - bw * 0.08)}Q${f1(x + bw / 2)} ${f1(baseY)} ${f1(x + bw * 0.4)} ${f1(baseY)}H${f1(x - bw * 0.4)}Q${f1(x - bw / 2)} ${f1(baseY)} ${f1(x - bw / 2)} ${f1(baseY - bw * 0.08)}Z`
  parts.push(
    `<path d="${body}" fill="${sc.linear(
      [
        [0, lighten(glass, 0.25)],
        [0.45, glass],
        [1, darken(glass, 0.2)],
      ],
      0,
      0,
      1,
      0,
    )}" opacity="0.92"/>`,
  )
  if (o.liquid)
    parts.push(
      `<path d="M${f1(x - bw / 2 + 3)} ${f1(baseY - hgt * 0.42)}H${f1(x + bw / 2 - 3)}V${f1(baseY - bw * 0.1)}H${f1(x - bw / 2 + 3)}Z" fill="${o.liquid}" opacity="0.35"/>`,
    )
  if (o.label)
    parts.push(
      `<rect x="${f1(x - bw / 2)}" y="${f1(baseY - hgt * 0.4)}" width="${f1(bw)}" height="${f1(hgt * 0.2)}" fill="#efe6d6"/><rect x="${f1(x - bw * 0.3)}" y="${f1(baseY - hgt * 0.33)}" width="${f1(bw * 0.6)}" height="${f1(hgt * 0.012)}" rx="1" fill="${P.sageDeep}" opacity="0.6"/><path d="M${f1(x)} ${f1(baseY - hgt * 0.27)}c${f1(bw * 0.08)} ${f1(-bw * 0.06)} ${f1(bw * 0.08)} ${f1(-bw * 0.12)} 0 ${f1(-bw * 0.16)}c${f1(-bw * 0.08)} ${f1(bw * 0.04)} ${f1(-bw * 0.08)} ${f1(bw * 0.1)} 0 ${f1(bw * 0.16)}Z" fill="${P.sage}"/>`,
    )
  // highlight
  parts.push(
    `<rect x="${f1(x - bw * 0.32)}" y="${f1(bodyTop + bw * 0.3)}" width="${f1(bw * 0.08)}" height="${f1(hgt * 0.45)}" rx="${f1(bw * 0.04)}" fill="#fff" opacity="0.55"/>`,
  )
  // trigger head
  const hy = neckTop
  parts.push(
    `<rect x="${f1(x - bw * 0.24)}" y="${f1(hy - hgt * 0.05)}" width="${f1(bw * 0.48)}" height="${f1(hgt * 0.06)}" rx="2" fill="${darken(head, 0.1)}"/>`,
  )
  parts.push(
    `<path d="M${f1(x - bw * 0.3)} ${f1(hy - hgt * 0.05)}L${f1(x - bw * 0.3)} ${f1(hy - hgt * 0.2)}Q${f1(x - bw * 0.25)} ${f1(hy - hgt * 0.25)} ${f1(x)} ${f1(hy - hgt * 0.25)}L${f1(x + bw * 0.75)} ${f1(hy - hgt * 0.22)}L${f1(x + bw * 0.75)} ${f1(hy - hgt * 0.16)}L${f1(x + bw * 0.3)} ${f1(hy - hgt * 0.14)}L${f1(x + bw * 0.3)} ${f1(hy - hgt * 0.05)}Z" fill="${sc.linear(
      [
        [0, lighten(head, 0.2)],
        [1, darken(head, 0.1)],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  parts.push(
    `<path d="M${f1(x + bw * 0.28)} ${f1(hy - hgt * 0.14)}Q${f1(x + bw * 0.5)} ${f1(hy - hgt * 0.1)} ${f1(x + bw * 0.42)} ${f1(hy - hgt * 0.01)}" stroke="${darken(head, 0.05)}" stroke-width="${f1(bw * 0.1)}" fill="none" stroke-linecap="round"/>`,
  )
  return parts.join("")
}

function sprig(sc: Scene, r: RNG, x: number, y: number, len: number, angle: number, leafR: number): string {
  const leaves: string[] = []
  const bend = r.range(-0.2, 0.2) * len
  for (let k = 1; k <= 10; k++) {
    const t = k / 11
    const lx = bend * t * t
    const ly = -len * t
    const side = k % 2 ? 1 : -1
    const rr = leafR * (1 - t * 0.35)
    leaves.push(
      `<ellipse cx="${f1(lx + side * rr * 0.9)}" cy="${f1(ly)}" rx="${f1(rr)}" ry="${f1(rr * 0.92)}" fill="${r.pick(["#9db3a3", "#8aa894", "#a8bcae", "#7f9d8a", "#b4c5b7"])}"/>`,
    )
  }
  return `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(angle)})"><path d="M0 0Q${f1(bend * 0.3)} ${f1(-len * 0.5)} ${f1(bend)} ${f1(-len)}" stroke="#8a6f5c" stroke-width="${f1(Math.max(1.2, leafR * 0.14))}" fill="none"/>${leaves.join("")}</g>`
}

export function caddy(inp: FlatInput): string {
  const { sc, r } = flat(inp)
  const { w, h } = inp
  const tableY = h * 0.62
  const parts: string[] = []
  // wall + window light
  parts.push(
    `<rect width="${w}" height="${f1(tableY)}" fill="${sc.linear(
      [
        [0, "#f6f1e8"],
        [1, "#ece4d6"],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  parts.push(
    `<g opacity="0.5" filter="${sc.blur(w * 0.006)}">${[0, 1].map((k) => `<path d="M${f1(w * (0.5 + k * 0.18))} ${f1(h * 0.04)}l${f1(w * 0.14)} 0l${f1(-w * 0.1)} ${f1(tableY * 0.85)}l${f1(-w * 0.14)} 0Z" fill="#fffaf0"/>`).join("")}</g>`,
  )
  // blurred leaf shadows on the wall
  for (let k = 0; k < 10; k++)
    parts.push(
      `<ellipse cx="${f1(w * r.range(0.05, 0.35))}" cy="${f1(h * r.range(0.05, 0.4))}" rx="${f1(w * 0.04)}" ry="${f1(w * 0.012)}" fill="#7e8a72" opacity="0.1" transform="rotate(${r.int(-60, 60)} ${f1(w * 0.2)} ${f1(h * 0.2)})" filter="${sc.blur(w * 0.006)}"/>`,
    )
  // table
  parts.push(
    `<rect y="${f1(tableY)}" width="${w}" height="${f1(h - tableY)}" fill="${sc.linear(
      [
        [0, "#e2cdb2"],
        [1, "#c9a986"],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  for (let k = 0; k < 9; k++)
    parts.push(
      `<path d="M0 ${f1(tableY + (h - tableY) * r.range(0.05, 1))}Q${f1(w * 0.5)} ${f1(tableY + (h - tableY) * r.range(0, 1))} ${w} ${f1(tableY + (h - tableY) * r.range(0.05, 1))}" stroke="#b8956f" stroke-width="1.2" fill="none" opacity="0.35"/>`,
    )
  parts.push(`<rect y="${f1(tableY)}" width="${w}" height="${f1(h * 0.01)}" fill="#2a2520" opacity="0.08"/>`)
  // caddy (timber box with centre handle)
  const cx = w * r.range(0.38, 0.46)
  const cw = w * 0.38
  const ch = h * 0.15
  const base = h * 0.86
  const x0 = cx - cw / 2
  parts.push(
    `<ellipse cx="${f1(cx + cw * 0.08)}" cy="${f1(base)}" rx="${f1(cw * 0.58)}" ry="${f1(h * 0.025)}" fill="#2a2520" opacity="0.28" filter="${sc.blur(h * 0.012)}"/>`,
  )
  // back panel + divider handle
  parts.push(
    `<path d="M${f1(x0 + cw * 0.02)} ${f1(base - ch * 1.02)}H${f1(x0 + cw * 0.98)}V${f1(base - ch)}H${f1(x0 + cw * 0.02)}Z" fill="#b58d66"/>`,
  )
  parts.push(
    `<path d="M${f1(cx - cw * 0.08)} ${f1(base - ch)}V${f1(base - ch * 1.9)}Q${f1(cx - cw * 0.08)} ${f1(base - ch * 2.05)} ${f1(cx)} ${f1(base - ch * 2.05)}Q${f1(cx + cw * 0.08)} ${f1(base - ch * 2.05)} ${f1(cx + cw * 0.08)} ${f1(base - ch * 1.9)}V${f1(base - ch)}Z" fill="#c9a27e"/>`,
  )
  parts.push(
    `<path d="M${f1(x0 + cw * 0.12)} ${f1(base - ch)}V${f1(base - ch * 1.55)}Q${f1(x0 + cw * 0.12)} ${f1(base - ch * 1.75)} ${f1(x0 + cw * 0.3)} ${f1(base - ch * 1.75)}H${f1(x0 + cw * 0.7)}Q${f1(x0 + cw * 0.88)} ${f1(base - ch * 1.75)} ${f1(x0 + cw * 0.88)} ${f1(base - ch * 1.55)}V${f1(base - ch)}Z" fill="${sc.linear(
      [
        [0, "#d9b895"],
        [1, "#b88e66"],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  parts.push(
    `<rect x="${f1(cx - cw * 0.12)}" y="${f1(base - ch * 1.62)}" width="${f1(cw * 0.24)}" height="${f1(ch * 0.16)}" rx="${f1(ch * 0.08)}" fill="#8a6848"/>`,
  )
  // items in the caddy (behind front panel)
  const bh = h * 0.44
  parts.push(sprayBottle(sc, x0 + cw * 0.2, base - ch * 0.2, bh, "#cfe0d6", "#f7f5f0", { liquid: P.sage, label: true }))
  parts.push(sprayBottle(sc, x0 + cw * 0.78, base - ch * 0.2, bh * 0.92, "#b9853f", "#2f3532", { label: true }))
  parts.push(sprig(sc, r.fork("s1"), cx + cw * 0.15, base - ch * 0.8, h * 0.32, -12, w * 0.009))
  parts.push(sprig(sc, r.fork("s2"), cx + cw * 0.2, base - ch * 0.8, h * 0.26, 18, w * 0.008))
  parts.push(sprig(sc, r.fork("s3"), cx - cw * 0.2, base - ch * 0.8, h * 0.22, -25, w * 0.008))
  // a brush handle
  parts.push(
    `<rect x="${f1(cx + cw * 0.22)}" y="${f1(base - ch * 1.9)}" width="${f1(cw * 0.05)}" height="${f1(ch * 1.2)}" rx="${f1(cw * 0.025)}" fill="#d6b48e" transform="rotate(14 ${f1(cx + cw * 0.25)} ${f1(base - ch)})"/>`,
  )
  // front panel
  parts.push(
    `<path d="M${f1(x0)} ${f1(base - ch)}H${f1(x0 + cw)}V${f1(base)}H${f1(x0)}Z" fill="${sc.linear(
      [
        [0, "#e0c19f"],
        [0.6, "#c9a27e"],
        [1, "#b28a63"],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  for (let k = 1; k < 3; k++)
    parts.push(
      `<path d="M${f1(x0)} ${f1(base - (ch * k) / 3)}H${f1(x0 + cw)}" stroke="#a77f59" stroke-width="1.2" opacity="0.5"/>`,
    )
  // folded cloths stack
  const sx = x0 + cw + w * 0.07
  const cloth = [P.sage, P.sand, "#ffffff", P.sageDeep]
  parts.push(
    `<ellipse cx="${f1(sx + w * 0.09)}" cy="${f1(base + h * 0.005)}" rx="${f1(w * 0.11)}" ry="${f1(h * 0.018)}" fill="#2a2520" opacity="0.25" filter="${sc.blur(h * 0.01)}"/>`,
  )
  cloth.forEach((c, k) => {
    const y = base - (k + 1) * h * 0.035
    parts.push(
      `<rect x="${f1(sx + k * w * 0.003)}" y="${f1(y)}" width="${f1(w * 0.17)}" height="${f1(h * 0.036)}" rx="${f1(h * 0.012)}" fill="${sc.linear(
        [
          [0, lighten(c, 0.15)],
          [1, darken(c, 0.08)],
        ],
        0,
        0,
        0,
        1,
      )}"/>`,
    )
  })
  // jar of pegs / glass jar
  const jx = x0 - w * 0.1
  parts.push(
    `<ellipse cx="${f1(jx + w * 0.02)}" cy="${f1(base)}" rx="${f1(w * 0.05)}" ry="${f1(h * 0.012)}" fill="#2a2520" opacity="0.2" filter="${sc.blur(h * 0.006)}"/>`,
  )
  parts.push(
    `<rect x="${f1(jx - w * 0.035)}" y="${f1(base - h * 0.14)}" width="${f1(w * 0.07)}" height="${f1(h * 0.14)}" rx="${f1(w * 0.012)}" fill="#e9efe9" opacity="0.75" stroke="#fff" stroke-width="1.5"/><rect x="${f1(jx - w * 0.033)}" y="${f1(base - h * 0.09)}" width="${f1(w * 0.066)}" height="${f1(h * 0.088)}" rx="${f1(w * 0.01)}" fill="#e6d3b3"/><rect x="${f1(jx - w * 0.037)}" y="${f1(base - h * 0.16)}" width="${f1(w * 0.074)}" height="${f1(h * 0.025)}" rx="3" fill="#c9a27e"/>`,
  )
  // loose sprig on the table
  parts.push(sprig(sc, r.fork("loose"), sx + w * 0.05, base + h * 0.07, h * 0.28, 80, w * 0.008))
  sc.addShell(parts.join(""))
  sc.addOverlay(
    `<rect width="${w}" height="${h}" fill="${sc.linear(
      [
        [0, "#fff8ea", 0.2],
        [0.6, "#fff8ea", 0],
      ],
      1,
      0,
      0,
      0.4,
    )}"/>`,
  )
  return sc.render()
}

export function flatLay(inp: FlatInput): string {
  const { sc, r } = flat(inp)
  const { w, h } = inp
  const parts: string[] = []
  parts.push(
    `<rect width="${w}" height="${h}" fill="${sc.linear(
      [
        [0, "#f7f3ec"],
        [1, "#ebe3d6"],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  // linen weave texture
  const tex: string[] = []
  for (let y = 0; y < h; y += 6)
    tex.push(
      `<path d="M0 ${y}H${w}" stroke="#d9cfbf" stroke-width="0.6" opacity="${(0.15 + 0.1 * ((y / 6) % 3)).toFixed(2)}"/>`,
    )
  parts.push(`<g>${tex.join("")}</g>`)
  const shadow = (d: string, k = 1) =>
    `<path d="${d}" fill="#2a2520" opacity="0.18" transform="translate(${f1(w * 0.008 * k)} ${f1(w * 0.01 * k)})" filter="${sc.blur(w * 0.007)}"/>`
  // folded cloths (two squares)
  const cloths: Array<[number, number, number, string]> = [
    [w * 0.12, h * 0.18, 14, P.sage],
    [w * 0.2, h * 0.32, -6, P.sand],
  ]
  for (const [x, y, rot, c] of cloths) {
    const s = w * 0.17
    const d = `M${f1(x)} ${f1(y)}h${f1(s)}v${f1(s)}h${f1(-s)}Z`
    parts.push(
      `<g transform="rotate(${rot} ${f1(x + s / 2)} ${f1(y + s / 2)})">${shadow(d)}<path d="${d}" fill="${sc.linear(
        [
          [0, lighten(c, 0.2)],
          [1, darken(c, 0.06)],
        ],
        0,
        0,
        1,
        1,
      )}"/><path d="M${f1(x)} ${f1(y + s / 2)}h${f1(s)}" stroke="${darken(c, 0.12)}" stroke-width="2" opacity="0.6"/><path d="M${f1(x + s * 0.06)} ${f1(y + s * 0.06)}h${f1(s * 0.88)}v${f1(s * 0.88)}h${f1(-s * 0.88)}Z" fill="none" stroke="${lighten(c, 0.3)}" stroke-width="1.5" stroke-dasharray="5 5" opacity="0.7"/></g>`,
    )
  }
  // two spray bottles lying down
  const bottle = (x: number, y: number, rot: number, glass: string, head: string) => {
    const svg = sprayBottle(sc, 0, 0, h * 0.42, glass, head, { label: true, liquid: P.sage })
    return `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${rot}) translate(0 ${f1(h * 0.2)})">${svg}</g>`
  }
  parts.push(bottle(w * 0.5, h * 0.46, -62, "#cfe0d6", "#f7f5f0"))
  parts.push(bottle(w * 0.62, h * 0.74, -98, "#b9853f", "#2f3532"))
  // round scrubbing brush
  const bx = w * 0.78
  const by = h * 0.28
  const br = h * 0.11
  parts.push(
    `<circle cx="${f1(bx + br * 0.12)}" cy="${f1(by + br * 0.15)}" r="${f1(br)}" fill="#2a2520" opacity="0.18" filter="${sc.blur(br * 0.1)}"/><circle cx="${f1(bx)}" cy="${f1(by)}" r="${f1(br)}" fill="#e8d9bf"/><circle cx="${f1(bx)}" cy="${f1(by)}" r="${f1(br * 0.82)}" fill="${sc.radial(
      [
        [0, "#dcbf97"],
        [1, "#c09a70"],
      ],
      0.4,
      0.4,
      0.6,
    )}"/>`,
  )
  // bristle ring
  const bristles: string[] = []
  for (let k = 0; k < 40; k++) {
    const a = (k / 40) * Math.PI * 2
    bristles.push(
      `<path d="M${f1(bx + Math.cos(a) * br * 0.82)} ${f1(by + Math.sin(a) * br * 0.82)}L${f1(bx + Math.cos(a) * br * 1.02)} ${f1(by + Math.sin(a) * br * 1.02)}" stroke="#d8c7a8" stroke-width="2"/>`,
    )
  }
  parts.push(bristles.join(""))
  // soap bar
  const sx = w * 0.86
  const sy = h * 0.62
  parts.push(
    `<g transform="rotate(-12 ${f1(sx)} ${f1(sy)})">${shadow(`M${f1(sx - w * 0.05)} ${f1(sy - h * 0.045)}h${f1(w * 0.1)}v${f1(h * 0.09)}h${f1(-w * 0.1)}Z`)}<rect x="${f1(sx - w * 0.05)}" y="${f1(sy - h * 0.045)}" width="${f1(w * 0.1)}" height="${f1(h * 0.09)}" rx="${f1(h * 0.03)}" fill="${sc.linear(
      [
        [0, "#f4efe2"],
        [1, "#dcd2bd"],
      ],
      0,
      0,
      1,
      1,
    )}"/><path d="M${f1(sx - w * 0.012)} ${f1(sy + h * 0.01)}c${f1(w * 0.008)} ${f1(-h * 0.012)} ${f1(w * 0.016)} ${f1(-h * 0.02)} ${f1(w * 0.024)} ${f1(-h * 0.02)}c0 ${f1(h * 0.01)} ${f1(-w * 0.01)} ${f1(h * 0.022)} ${f1(-w * 0.024)} ${f1(h * 0.02)}Z" fill="${P.sage}" opacity="0.7"/></g>`,
  )
  // eucalyptus sprigs
  parts.push(sprig(sc, r.fork("a"), w * 0.34, h * 0.95, h * 0.45, 25, w * 0.011))
  parts.push(sprig(sc, r.fork("b"), w * 0.95, h * 0.98, h * 0.38, -35, w * 0.01))
  parts.push(sprig(sc, r.fork("c"), w * 0.42, h * 0.12, h * 0.3, 120, w * 0.009))
  // small glass jar lid from above
  const jx = w * 0.1
  const jy = h * 0.8
  parts.push(
    `<circle cx="${f1(jx + 6)}" cy="${f1(jy + 8)}" r="${f1(h * 0.075)}" fill="#2a2520" opacity="0.18" filter="${sc.blur(h * 0.01)}"/><circle cx="${f1(jx)}" cy="${f1(jy)}" r="${f1(h * 0.075)}" fill="#c9a27e"/><circle cx="${f1(jx)}" cy="${f1(jy)}" r="${f1(h * 0.055)}" fill="#d8b791"/>`,
  )
  sc.addShell(parts.join(""))
  sc.addOverlay(
    `<rect width="${w}" height="${h}" fill="${sc.linear(
      [
        [0, "#fff8ea", 0.25],
        [0.6, "#fff8ea", 0],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  return sc.render()
}

// ---------------------------------------------------------------------------
// Front door (contact)
// ---------------------------------------------------------------------------

export function frontDoor(inp: FlatInput): string {
  const { sc, r, pal } = flat(inp)
  const { w, h } = inp
  const parts: string[] = []
  const wall = pal.pick(["#f4f0e8", "#eef1ec", "#f2ece1"])
  const groundY = h * 0.86
  parts.push(
    `<rect width="${w}" height="${f1(groundY)}" fill="${sc.linear(
      [
        [0, lighten(wall, 0.3)],
        [1, darken(wall, 0.05)],
      ],
      0,
      0,
      1,
      0.4,
    )}"/>`,
  )
  // weatherboards
  const boards: string[] = []
  for (let y = h * 0.02; y < groundY; y += h * 0.032)
    boards.push(
      `<path d="M0 ${f1(y)}H${w}" stroke="${darken(wall, 0.14)}" stroke-width="1.5" opacity="0.5"/><path d="M0 ${f1(y + 2)}H${w}" stroke="#fff" stroke-width="1" opacity="0.5"/>`,
    )
  parts.push(boards.join(""))
  // door + sidelight
  const dw = w * 0.17
  const dh = h * 0.62
  const dx = w * r.range(0.48, 0.56)
  const dy = groundY - dh
  const door = pal.pick([P.forest, P.sageDeep, "#b98f68", "#2f3a35"])
  const fw = w * 0.012
  parts.push(
    `<rect x="${f1(dx - fw - w * 0.07)}" y="${f1(dy - fw)}" width="${f1(dw + w * 0.07 + fw * 2)}" height="${f1(dh + fw)}" fill="#faf8f4"/>`,
  )
  parts.push(
    `<rect x="${f1(dx - fw - w * 0.07)}" y="${f1(dy - fw)}" width="${f1(dw + w * 0.07 + fw * 2)}" height="${f1(dh + fw)}" fill="none" stroke="#2a2520" stroke-opacity="0.08" stroke-width="3"/>`,
  )
  parts.push(
    `<rect x="${f1(dx)}" y="${f1(dy)}" width="${f1(dw)}" height="${f1(dh)}" fill="${sc.linear(
      [
        [0, lighten(door, 0.12)],
        [1, darken(door, 0.1)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  for (let k = 1; k < 6; k++)
    parts.push(
      `<path d="M${f1(dx + (dw * k) / 6)} ${f1(dy + dh * 0.05)}V${f1(dy + dh * 0.95)}" stroke="${darken(door, 0.2)}" stroke-width="2" opacity="0.5"/>`,
    )
  parts.push(
    `<rect x="${f1(dx + dw * 0.84)}" y="${f1(dy + dh * 0.38)}" width="${f1(dw * 0.04)}" height="${f1(dh * 0.22)}" rx="3" fill="${P.brass}"/>`,
  )
  // sidelight glass
  const gx = dx - w * 0.07
  parts.push(
    `<rect x="${f1(gx + fw * 0.5)}" y="${f1(dy + fw * 0.5)}" width="${f1(w * 0.07 - fw * 1.5)}" height="${f1(dh - fw)}" fill="${sc.linear(
      [
        [0, "#e7efed"],
        [1, "#b9cbc7"],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  parts.push(
    `<path d="M${f1(gx + w * 0.01)} ${f1(dy + dh)}L${f1(gx + w * 0.05)} ${f1(dy)}L${f1(gx + w * 0.06)} ${f1(dy)}L${f1(gx + w * 0.02)} ${f1(dy + dh)}Z" fill="#fff" opacity="0.4"/>`,
  )
  // wall light
  const lx = dx + dw + w * 0.06
  const ly = dy + dh * 0.3
  parts.push(
    `<circle cx="${f1(lx)}" cy="${f1(ly)}" r="${f1(h * 0.09)}" fill="${sc.radial([
      [0, "#fff3d6", 0.6],
      [1, "#fff3d6", 0],
    ])}"/><rect x="${f1(lx - w * 0.012)}" y="${f1(ly - h * 0.035)}" width="${f1(w * 0.024)}" height="${f1(h * 0.07)}" rx="${f1(w * 0.012)}" fill="#2f3532"/><rect x="${f1(lx - w * 0.008)}" y="${f1(ly - h * 0.025)}" width="${f1(w * 0.016)}" height="${f1(h * 0.05)}" rx="${f1(w * 0.008)}" fill="#fff4da"/>`,
  )
  // step + path
  parts.push(
    `<rect y="${f1(groundY)}" width="${w}" height="${f1(h - groundY)}" fill="${sc.linear(
      [
        [0, "#d9d3c7"],
        [1, "#c8c0b1"],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  parts.push(
    `<rect x="${f1(gx - w * 0.05)}" y="${f1(groundY - h * 0.005)}" width="${f1(dw + w * 0.2)}" height="${f1(h * 0.04)}" fill="#e6e1d8"/><rect x="${f1(gx - w * 0.05)}" y="${f1(groundY + h * 0.035)}" width="${f1(dw + w * 0.2)}" height="${f1(h * 0.012)}" fill="#2a2520" opacity="0.12"/>`,
  )
  // doormat (plain coir)
  parts.push(
    `<rect x="${f1(dx + dw * 0.05)}" y="${f1(groundY - h * 0.002)}" width="${f1(dw * 0.9)}" height="${f1(h * 0.025)}" rx="3" fill="#b99868"/>`,
  )
  // potted plants either side
  const pot = (x: number, scale: number, kind: "olive" | "fern") => {
    const pr = w * 0.045 * scale
    const ph = h * 0.14 * scale
    const base = groundY + h * 0.03
    const bits: string[] = []
    const rr = r.fork(`pot${x}`)
    bits.push(
      `<ellipse cx="${f1(x + pr * 0.3)}" cy="${f1(base)}" rx="${f1(pr * 1.4)}" ry="${f1(pr * 0.25)}" fill="#2a2520" opacity="0.22" filter="${sc.blur(pr * 0.15)}"/>`,
    )
    if (kind === "olive") {
      bits.push(
        `<path d="M${f1(x)} ${f1(base - ph)}V${f1(base - ph * 2.6)}" stroke="#6d6a55" stroke-width="${f1(pr * 0.08)}"/>`,
      )
      for (let k = 0; k < 60; k++) {
        const a = rr.range(0, Math.PI * 2)
        const d = rr.range(0, pr * 1.6)
        const lx2 = x + Math.cos(a) * d
        const ly2 = base - ph * 2.9 + Math.sin(a) * d * 0.8
        bits.push(
          `<ellipse cx="${f1(lx2)}" cy="${f1(ly2)}" rx="${f1(pr * 0.2)}" ry="${f1(pr * 0.07)}" fill="${rr.pick(["#8a9a78", "#9aa888", "#7b8b6a", "#a8b596"])}" transform="rotate(${rr.int(0, 180)} ${f1(lx2)} ${f1(ly2)})"/>`,
        )
      }
    } else {
      for (let k = 0; k < 12; k++) {
        const a = -80 + (160 * k) / 11
        bits.push(
          `<path d="M0 0Q${f1(pr * 0.4)} ${f1(-ph * 0.5)} 0 ${f1(-ph * 1.3)}" stroke="${rr.pick(P.leaf)}" stroke-width="${f1(pr * 0.18)}" fill="none" stroke-linecap="round" transform="translate(${f1(x)} ${f1(base - ph)}) rotate(${f1(a * 0.7)})"/>`,
        )
      }
    }
    const pc = kind === "olive" ? pal.pick([P.clay, "#e9e4da"]) : "#2f3532"
    bits.push(
      `<path d="M${f1(x - pr)} ${f1(base - ph)}H${f1(x + pr)}L${f1(x + pr * 0.8)} ${f1(base)}H${f1(x - pr * 0.8)}Z" fill="${sc.linear(
        [
          [0, lighten(pc, 0.2)],
          [1, darken(pc, 0.15)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    )
    return bits.join("")
  }
  parts.push(pot(gx - w * 0.09, 1.25, "olive"))
  parts.push(pot(dx + dw + w * 0.12, 0.8, "fern"))
  // dappled sunlight + leaf shadow across the wall
  const sun: string[] = []
  for (let k = 0; k < 5; k++)
    sun.push(
      `<path d="M${f1(w * (0.0 + k * 0.2))} 0L${f1(w * (0.12 + k * 0.2))} 0L${f1(w * (0.35 + k * 0.2))} ${f1(groundY)}L${f1(w * (0.2 + k * 0.2))} ${f1(groundY)}Z" fill="#fff7e4" opacity="${k % 2 ? 0.22 : 0.12}"/>`,
    )
  parts.push(`<g filter="${sc.blur(w * 0.01)}">${sun.join("")}</g>`)
  const leafShadow: string[] = []
  for (let k = 0; k < 26; k++) {
    const x = w * r.range(0.65, 1.0)
    const y = h * r.range(0.0, 0.45)
    leafShadow.push(
      `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(w * 0.03)}" ry="${f1(w * 0.009)}" fill="#5f6a55" opacity="0.12" transform="rotate(${r.int(-70, 70)} ${f1(x)} ${f1(y)})"/>`,
    )
  }
  parts.push(`<g filter="${sc.blur(w * 0.004)}">${leafShadow.join("")}</g>`)
  sc.addShell(parts.join(""))
  sc.addOverlay(
    `<rect width="${w}" height="${h}" fill="${sc.linear(
      [
        [0, "#fff8ea", 0.25],
        [0.5, "#fff8ea", 0],
      ],
      0,
      0,
      1,
      0.5,
    )}"/>`,
  )
  return sc.render()
}

// ---------------------------------------------------------------------------
// Partner logos (SVG, single colour forest)
// ---------------------------------------------------------------------------

export interface LogoSpec {
  /** full fictitious business name (used in <title>) */
  name: string
  /** wordmark line 1 (serif) and line 2 (spaced caps) */
  line1: string
  line2: string
  mark: "roof" | "river" | "leaf" | "grid" | "hills"
}

/** Fictitious local partner / builder names (placeholders, not real businesses). */
export const LOGOS: LogoSpec[] = [
  { name: "Murray Build Co.", line1: "Murray", line2: "BUILD CO.", mark: "roof" },
  { name: "Border Property Group", line1: "Border", line2: "PROPERTY GROUP", mark: "grid" },
  { name: "Kiewa Valley Homes", line1: "Kiewa Valley", line2: "HOMES", mark: "hills" },
  { name: "Hume Office Suites", line1: "Hume", line2: "OFFICE SUITES", mark: "river" },
  { name: "Ironbark Lane Constructions", line1: "Ironbark Lane", line2: "CONSTRUCTIONS", mark: "leaf" },
]

export function logoSvg(spec: LogoSpec): string {
  const c = P.forest
  const marks: Record<LogoSpec["mark"], string> = {
    roof: `<path d="M8 44L30 24L52 44" fill="none" stroke="${c}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/><rect x="18" y="42" width="24" height="16" rx="2" fill="none" stroke="${c}" stroke-width="4"/><rect x="27" y="48" width="6" height="10" fill="${c}"/>`,
    grid: `<rect x="10" y="22" width="38" height="38" rx="6" fill="none" stroke="${c}" stroke-width="4"/><path d="M29 22V60M10 41H48" stroke="${c}" stroke-width="4"/><rect x="31" y="24" width="15" height="15" rx="2" fill="${c}"/>`,
    hills: `<circle cx="38" cy="28" r="7" fill="${c}"/><path d="M6 58C14 44 22 38 30 44C36 48 40 40 48 36C52 34 56 40 58 44V58Z" fill="${c}"/>`,
    river: `<circle cx="30" cy="40" r="22" fill="none" stroke="${c}" stroke-width="4"/><path d="M14 38C20 32 26 46 34 39S44 33 47 37" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/><path d="M17 49C22 45 28 53 34 48S41 46 43 47" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`,
    leaf: `<mask id="vein"><rect width="80" height="80" fill="#fff"/><path d="M14 58C24 46 34 36 46 26" stroke="#000" stroke-width="3" stroke-linecap="round"/></mask><path d="M12 60C12 36 26 20 52 18C52 44 38 60 12 60Z" fill="${c}" mask="url(#vein)"/>`,
  }
  const serif = `Fraunces, Georgia, 'Times New Roman', serif`
  const sans = `Inter, 'Helvetica Neue', Arial, sans-serif`
  const maxW = 128
  // Approximate advance widths (Georgia bold ≈ 0.56em, spaced caps ≈ 0.68em + tracking) and
  // clamp with textLength so the wordmark never overflows whatever font the browser picks.
  const fs1 = Math.min(24, maxW / (0.56 * spec.line1.length))
  const w1 = Math.min(maxW, 0.56 * fs1 * spec.line1.length)
  const track = 2.2
  const fs2 = Math.min(11, maxW / (0.68 * spec.line2.length + (track / 11) * spec.line2.length))
  const w2 = Math.min(maxW, spec.line2.length * (0.68 * fs2 + track) - track)
  const text =
    `<text x="66" y="42" font-family="${serif}" font-size="${f1(fs1)}" font-weight="600" fill="${c}" textLength="${f1(w1)}" lengthAdjust="spacingAndGlyphs">${esc(spec.line1)}</text>` +
    `<text x="67" y="58" font-family="${sans}" font-size="${f1(fs2)}" font-weight="600" fill="${c}" letter-spacing="${track}" textLength="${f1(w2)}" lengthAdjust="spacingAndGlyphs">${esc(spec.line2)}</text>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80" role="img" aria-labelledby="title">` +
    `<title id="title">${esc(spec.name)} (placeholder partner logo)</title>` +
    `<g>${marks[spec.mark]}</g>${text}</svg>\n`
  )
}

// ---------------------------------------------------------------------------
// Generic fallback image (public/images/placeholder.jpg)
// ---------------------------------------------------------------------------

export function genericPlaceholder(w: number, h: number): string {
  const cx = w / 2
  const cy = h / 2
  const s = Math.min(w, h) * 0.16
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3f7f3"/><stop offset="0.55" stop-color="#eaf2ec"/><stop offset="1" stop-color="#f6f1e8"/></linearGradient>` +
    `<radialGradient id="r" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${cx}" cy="${cy}" r="${f1(s * 2.6)}" fill="url(#r)"/>` +
    `<g opacity="0.55"><path d="M${f1(cx - s * 0.6)} ${f1(cy + s * 0.6)}C${f1(cx - s * 0.6)} ${f1(cy - s * 0.2)} ${f1(cx - s * 0.05)} ${f1(cy - s * 0.7)} ${f1(cx + s * 0.65)} ${f1(cy - s * 0.7)}C${f1(cx + s * 0.65)} ${f1(cy + s * 0.1)} ${f1(cx + s * 0.05)} ${f1(cy + s * 0.6)} ${f1(cx - s * 0.6)} ${f1(cy + s * 0.6)}Z" fill="#8aa894"/>` +
    `<path d="M${f1(cx - s * 0.55)} ${f1(cy + s * 0.55)}L${f1(cx + s * 0.35)} ${f1(cy - s * 0.35)}" stroke="#eaf2ec" stroke-width="${f1(s * 0.07)}" stroke-linecap="round"/>` +
    sparklePath(cx + s * 0.85, cy - s * 0.85, s * 0.28, "#5f7f6a") +
    sparklePath(cx + s * 1.15, cy - s * 0.35, s * 0.14, "#8aa894") +
    `</g></svg>`
  )
}

function sparklePath(x: number, y: number, r: number, fill: string): string {
  const k = r * 0.2
  const pts: Pt[] = []
  void pts
  return `<path d="M${f1(x)} ${f1(y - r)}Q${f1(x + k)} ${f1(y - k)} ${f1(x + r)} ${f1(y)}Q${f1(x + k)} ${f1(y + k)} ${f1(x)} ${f1(y + r)}Q${f1(x - k)} ${f1(y + k)} ${f1(x - r)} ${f1(y)}Q${f1(x - k)} ${f1(y - k)} ${f1(x)} ${f1(y - r)}Z" fill="${fill}"/>`
}

void mix
void pathOf
