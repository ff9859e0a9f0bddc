/**
 * Generates calm, on-brand placeholder photography from code (SVG → sharp → JPEG).
 *
 *   npx tsx scripts/generate-placeholders.ts           # only writes missing files
 *   npx tsx scripts/generate-placeholders.ts --force   # regenerates everything
 *   npx tsx scripts/generate-placeholders.ts --force --only postbuild/   # a subset (path substring)
 *
 * Owners replace these by dropping real photos with the same file names into
 * content/photos/**. Existing files are never overwritten without --force.
 */
import { existsSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"

import sharp from "sharp"

import {
  alfresco,
  bathroom,
  bedroom,
  emptyRoom,
  kitchen,
  laundry,
  livingRoom,
  office,
  type SceneInput,
} from "./lib/scenes-interior.ts"
import {
  caddy,
  exterior,
  flatLay,
  frontDoor,
  genericPlaceholder,
  LOGOS,
  logoSvg,
  portrait,
} from "./lib/scenes-other.ts"
import { appendToSvg, captionPill } from "./lib/svg-kit.ts"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const PHOTOS = path.join(ROOT, "content", "photos")

type Corner = "bl" | "br" | "tl" | "tr"

interface Job {
  /** path relative to the repo root */
  file: string
  w: number
  h: number
  /** caption pill text; null for none */
  label: string | null
  corner?: Corner
  /** max size in bytes before quality is stepped down */
  budget?: number
  quality?: number
  svg: (w: number, h: number) => string
}

type SceneFn = (inp: SceneInput) => string
const scene =
  (fn: SceneFn, seed: string, extra: Partial<SceneInput> = {}) =>
  (w: number, h: number) =>
    fn({ w, h, seed, ...extra })

const VIEWS = ["wide", "left", "close", "right"] as const
const pad = (n: number) => String(n).padStart(2, "0")
const photo = (rel: string) => path.join("content", "photos", rel)

function buildJobs(): Job[] {
  const jobs: Job[] = []

  // Home page hero: left ~45% stays calm for the headline overlay.
  jobs.push({
    file: photo("hero/hero.jpg"),
    w: 1920,
    h: 1280,
    label: "Hero · placeholder",
    corner: "br",
    budget: 250_000,
    svg: scene(livingRoom, "hero-living", { variant: "hero" }),
  })

  // Page headers (1600×1067)
  const pages: Array<[string, string, (w: number, h: number) => string]> = [
    ["services", "Services", (w, h) => flatLay({ w, h, seed: "services-flatlay" })],
    ["residential", "Residential", scene(livingRoom, "residential-3")],
    ["commercial", "Commercial", scene(office, "commercial-page-2")],
    ["ndis", "NDIS", scene(livingRoom, "ndis-home", { variant: "ndis" })],
    ["about-story", "Our story", (w, h) => caddy({ w, h, seed: "about-caddy" })],
    ["builders-handover", "Builders handover", scene(emptyRoom, "builders-page-1")],
    ["contact", "Contact", (w, h) => frontDoor({ w, h, seed: "contact-door" })],
  ]
  for (const [name, label, svg] of pages) {
    jobs.push({ file: photo(`pages/${name}.jpg`), w: 1600, h: 1067, label: `${label} · placeholder`, svg })
  }

  // Blog covers (1600×900)
  jobs.push(
    {
      file: photo("blog/hepa-filters-clean-home.jpg"),
      w: 1600,
      h: 900,
      label: "Blog · placeholder",
      svg: scene(livingRoom, "blog-hepa-2", { variant: "hepa" }),
    },
    {
      file: photo("blog/family-home-cleaning-guide.jpg"),
      w: 1600,
      h: 900,
      label: "Blog · placeholder",
      svg: scene(livingRoom, "blog-family-1", { variant: "family" }),
    },
    {
      file: photo("blog/clean-workspaces-productivity.jpg"),
      w: 1600,
      h: 900,
      label: "Blog · placeholder",
      svg: scene(office, "blog-office-4"),
    },
  )

  // Galleries (1200×900)
  const gallery = (dir: string, prefix: string, count: number, label: string, fn: SceneFn) => {
    for (let i = 1; i <= count; i++) {
      const view = VIEWS[(i - 1) % VIEWS.length]
      jobs.push({
        file: photo(`${dir}/${prefix}-${pad(i)}.jpg`),
        w: 1200,
        h: 900,
        label: `${label} · placeholder ${i}`,
        svg: scene(fn, `${prefix}-${i}`, { view }),
      })
    }
  }
  gallery("bathrooms", "bathroom", 8, "Bathroom", bathroom)
  gallery("kitchens", "kitchen", 6, "Kitchen", kitchen)
  gallery("commercial", "commercial", 6, "Commercial", office)
  gallery("builder-cleans", "builder-clean", 6, "Builder clean", emptyRoom)

  // Before / after pairs (1200×800): same composition, dirty vs clean.
  const pairs: Array<[string, string, SceneFn]> = [
    ["ensuite", "Ensuite", bathroom],
    ["kitchen", "Kitchen", kitchen],
    ["office", "Office", office],
    ["lounge", "Lounge", livingRoom],
  ]
  for (const [name, label, fn] of pairs) {
    const seed = `ba-${name}-1`
    jobs.push({
      file: photo(`before-after/${name}-before.jpg`),
      w: 1200,
      h: 800,
      label: `${label} before · placeholder`,
      corner: "bl",
      svg: scene(fn, seed, { dirty: true }),
    })
    jobs.push({
      file: photo(`before-after/${name}-after.jpg`),
      w: 1200,
      h: 800,
      label: `${label} after · placeholder`,
      corner: "br",
      svg: scene(fn, seed, { after: true }),
    })
  }

  // Post-build projects: 5 projects × 3 portrait images (900×1200), shared palette per project.
  type Shot = [SceneFn | "exterior", (typeof VIEWS)[number]]
  const projects: Array<[string, string, string, string | undefined, Shot[]]> = [
    [
      "thurgoona-new-build",
      "Thurgoona new build",
      "thurgoona",
      undefined,
      [
        [emptyRoom, "wide"],
        [kitchen, "left"],
        [bathroom, "close"],
      ],
    ],
    [
      "baranduda-new-build",
      "Baranduda new build",
      "baranduda",
      undefined,
      [
        ["exterior", "wide"],
        [emptyRoom, "right"],
        [bedroom, "wide"],
      ],
    ],
    [
      "lavington-kitchen-reno",
      "Lavington kitchen reno",
      "lavington",
      "#c9a27e",
      [
        [kitchen, "wide"],
        [kitchen, "left"],
        [kitchen, "close"],
      ],
    ],
    [
      "east-albury-bath-reno",
      "East Albury bathroom reno",
      "east-albury",
      undefined,
      [
        [bathroom, "wide"],
        [bathroom, "close"],
        [bathroom, "right"],
      ],
    ],
    [
      "wodonga-kitchen-reno",
      "Wodonga kitchen reno",
      "wodonga",
      "#5f7f6a",
      [
        [kitchen, "right"],
        [kitchen, "wide"],
        [kitchen, "close"],
      ],
    ],
  ]
  for (const [slug, label, paletteSeed, accent, shots] of projects) {
    shots.forEach(([fn, view], k) => {
      const i = k + 1
      const seed = `${slug}-${i}`
      jobs.push({
        file: photo(`postbuild/${slug}-${i}.jpg`),
        w: 900,
        h: 1200,
        label: `${label} · placeholder ${i}`,
        svg:
          fn === "exterior"
            ? (w, h) => exterior({ w, h, seed, paletteSeed, variant: "family" })
            : (w, h) => fn({ w, h, seed, paletteSeed, view, accent }),
      })
    })
  }

  // Handover sets (10 each, 1200×900): a whole new home, shared palette.
  const handover = (
    dir: string,
    prefix: string,
    label: string,
    home: "acreage" | "family",
    list: Array<SceneFn | "exterior">,
  ) => {
    list.forEach((fn, k) => {
      const i = k + 1
      const seed = `${prefix}-${i}`
      jobs.push({
        file: photo(`${dir}/${prefix}-${pad(i)}.jpg`),
        w: 1200,
        h: 900,
        label: `${label} · placeholder ${i}`,
        svg:
          fn === "exterior"
            ? (w, h) => exterior({ w, h, seed, paletteSeed: home, variant: home })
            : (w, h) => fn({ w, h, seed, paletteSeed: home, view: VIEWS[k % VIEWS.length] }),
      })
    })
  }
  handover("handover-acreage", "acreage", "Acreage handover", "acreage", [
    "exterior",
    livingRoom,
    kitchen,
    bathroom,
    bathroom,
    bedroom,
    bedroom,
    alfresco,
    laundry,
    emptyRoom,
  ])
  handover("handover-family", "family", "Family home handover", "family", [
    "exterior",
    livingRoom,
    kitchen,
    bathroom,
    bedroom,
    bedroom,
    laundry,
    alfresco,
    emptyRoom,
    kitchen,
  ])

  // Team portraits (800×1000)
  for (let i = 1; i <= 6; i++) {
    jobs.push({
      file: photo(`team/team-${pad(i)}.jpg`),
      w: 800,
      h: 1000,
      label: `Team member · placeholder ${i}`,
      svg: (w, h) => portrait({ w, h, seed: `team-${i}`, index: i - 1 }),
    })
  }

  // Generic fallback image used when any image fails to load (no caption, tiny).
  jobs.push({
    file: path.join("public", "images", "placeholder.jpg"),
    w: 1200,
    h: 900,
    label: null,
    budget: 25_000,
    quality: 80,
    svg: (w, h) => genericPlaceholder(w, h),
  })

  return jobs
}

async function renderJpeg(job: Job): Promise<Buffer> {
  let svg = job.svg(job.w, job.h)
  if (job.label) svg = appendToSvg(svg, captionPill(job.w, job.h, job.label, job.corner ?? "bl"))
  const raster = await sharp(Buffer.from(svg), { density: 72 }).resize(job.w, job.h).removeAlpha().toBuffer()
  const budget = job.budget ?? 120_000
  let quality = job.quality ?? 82
  for (;;) {
    const out = await sharp(raster).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer()
    if (out.length <= budget || quality <= 60) return out
    quality -= 6
  }
}

async function runPool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!
      await fn(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

export async function generatePlaceholders(opts: { force?: boolean; root?: string; only?: string } = {}) {
  const root = opts.root ?? ROOT
  const started = Date.now()
  let written = 0
  let kept = 0
  const jobs = buildJobs().filter((j) => !opts.only || j.file.includes(opts.only))
  await runPool(jobs, 2, async (job) => {
    const abs = path.join(root, job.file)
    if (!opts.force && existsSync(abs)) {
      kept++
      return
    }
    await mkdir(path.dirname(abs), { recursive: true })
    await writeFile(abs, await renderJpeg(job))
    written++
  })
  for (let k = 0; k < LOGOS.length; k++) {
    if (opts.only && !`logos/logo-${pad(k + 1)}.svg`.includes(opts.only)) continue
    const abs = path.join(root, "content", "photos", "logos", `logo-${pad(k + 1)}.svg`)
    if (!opts.force && existsSync(abs)) {
      kept++
      continue
    }
    await mkdir(path.dirname(abs), { recursive: true })
    await writeFile(abs, logoSvg(LOGOS[k]!))
    written++
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `placeholders: ${written} written, ${kept} kept (existing files untouched${opts.force ? "" : "; use --force to regenerate"}) in ${secs}s`,
  )
  return { written, kept }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const onlyIdx = process.argv.indexOf("--only")
  const only = onlyIdx > 0 ? process.argv[onlyIdx + 1] : undefined
  generatePlaceholders({ force: process.argv.includes("--force"), only }).catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
}

export { PHOTOS }
