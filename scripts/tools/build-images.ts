/**
 * `npm run images`, run by every build: each photo of content/photos (svg copied as is) as <name>.jpg (≤1600 px) and
 * <name>-<w>.{avif,jpg} for w in variantWidths, below PUBLIC_PREFIX; each one's canonical size in image-sizes.json.
 */
import { createHash } from "node:crypto"
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

import sharp, { type Sharp } from "sharp"

import { PUBLIC_PREFIX, sourceKind, sourceToPublicUrl, variantUrl, variantWidths } from "../../src/lib/image-paths.ts"

/** Per photo (its canonical path), the source its copies were made from; kept beside image-sizes.json. */
type State = Record<string, { source: string; size: number; mtimeMs: number; sha1: string }>

export type BuildImagesOptions = {
  inputDir: string
  /** the folder served at PUBLIC_PREFIX */
  outputDir: string
  sizesPath: string
  statePath?: string | null
  log?: (line: string) => void
}

/** The canonical copy's width: the photo's own, at most the widest variant's. */
export const canonicalWidth = (sourceWidth: number) => Math.min(Math.floor(sourceWidth), 1600)

const ENCODE = {
  // Effort 1 encodes twice as fast as 2 for about 3 % more bytes: a fresh clone builds every photo.
  avif: (img: Sharp) => img.avif({ quality: 50, effort: 1 }),
  // JPEG has no transparency: a transparent PNG goes on white.
  jpg: (img: Sharp) => img.flatten({ background: "#ffffff" }).jpeg({ quality: 78, progressive: true, mozjpeg: true }),
}
const FORMATS = Object.keys(ENCODE) as (keyof typeof ENCODE)[]
// .webp: what earlier builds made (decision 038 dropped it), removed as any stale copy is.
const OUTPUT_EXTENSIONS = new Set([".jpg", ".avif", ".webp", ".svg"])
// CI has 2 cores.
const CONCURRENCY = 2

/** Files below `dir`, relative and "/"-separated, hidden ones left out; none if there is no `dir`. */
async function walk(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((rel) => !rel.split("/").some((part) => part.startsWith(".")))
}

const sha1Of = (bytes: Buffer) => createHash("sha1").update(bytes).digest("hex")

// sourceToPublicUrl encodes each path segment, and no segment holds a "/" to decode.
const urlToFile = (outputDir: string, url: string) =>
  path.join(outputDir, decodeURIComponent(url.slice(PUBLIC_PREFIX.length + 1)))

async function writeAtomic(file: string, data: Buffer | string) {
  await mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.tmp-${process.pid}`
  await writeFile(tmp, data)
  await rename(tmp, file)
}

/** Writes `data` as JSON unless the file holds exactly that already: a build that changed nothing touches nothing. */
async function writeJsonIfChanged(file: string | null | undefined, data: object) {
  const text = JSON.stringify(data) + "\n"
  if (file && (await readFile(file, "utf8").catch(() => null)) !== text) await writeAtomic(file, text)
}

/** Runs `fn` over `items`, `limit` at a time; after a failure starts no more, and rethrows it once all have settled. */
async function runPool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0
  let failed: unknown = null
  const worker = async () => {
    while (next < items.length && !failed) await fn(items[next++]!).catch((err: unknown) => (failed ??= err))
  }
  await Promise.all(Array.from({ length: limit }, worker))
  if (failed) throw failed
}

async function processRaster(src: { abs: string; url: string }, outputDir: string, sourceWidth: number) {
  const { data, info } = await sharp(src.abs, { failOn: "error" })
    .rotate()
    .resize({ width: canonicalWidth(sourceWidth), withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const

  for (const w of variantWidths(sourceWidth)) {
    const img = () => (w === info.width ? sharp(data, raw) : sharp(data, raw).resize({ width: w }))
    const files = await Promise.all(FORMATS.map((f) => ENCODE[f](img()).toBuffer()))
    for (const [i, f] of FORMATS.entries())
      await writeAtomic(urlToFile(outputDir, variantUrl(src.url, w, f)), files[i]!)
  }
  // Canonical last: its presence and mtime mark the source as complete.
  await writeAtomic(urlToFile(outputDir, src.url), await ENCODE.jpg(sharp(data, raw)).toBuffer())
}

/** Removes the folders below `dir` (and `dir`) left empty, deepest first: a path sorts after its parent's. */
async function removeEmptyDirs(dir: string) {
  const dirs = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => path.join(e.parentPath, e.name))
  for (const d of [dir, ...dirs].sort().reverse()) await rmdir(d).catch(() => {})
}

export async function buildImages(opts: BuildImagesOptions) {
  const started = performance.now()
  const log = opts.log ?? ((line: string) => console.log(line))
  const outputDir = path.resolve(opts.outputDir)

  // No state file (none asked for, missing or corrupt): everything is re-checked against the outputs.
  const previous = (await readFile(opts.statePath ?? "", "utf8")
    .then(JSON.parse)
    .catch(() => ({}))) as State
  const nextState: State = {}

  const sources = (await walk(opts.inputDir))
    .sort()
    .filter(sourceKind)
    .map((rel) => ({ rel, abs: path.resolve(opts.inputDir, rel), kind: sourceKind(rel), url: sourceToPublicUrl(rel) }))
  for (const [i, s] of sources.entries()) {
    const other = sources.slice(0, i).find((o) => o.url === s.url)
    if (other) throw new Error(`${other.rel} and ${s.rel} would both produce ${s.url}; rename one of them`)
  }

  // Each raster photo's canonical size (the variant widths follow from the width).
  const sizes: Record<string, [number, number]> = {}
  const expected = new Set<string>()
  let generated = 0
  let upToDate = 0

  await runPool(sources, CONCURRENCY, async (src) => {
    try {
      const st = await stat(src.abs)
      const metadata = await sharp(src.abs).metadata()
      // What an iPhone saves, often under a .jpg name: its header reads, its picture does not ("bad seek to 1073").
      if (metadata.compression === "hevc")
        throw new Error(
          "it is an iPhone HEIC photo (whatever its name says), which browsers cannot show: share or export it as JPEG (Options → Most Compatible) and save that instead",
        )
      const size = metadata.autoOrient
      const widths = src.kind === "svg" ? [] : variantWidths(size.width)
      const outputs = [src.url, ...widths.flatMap((w) => FORMATS.map((f) => variantUrl(src.url, w, f)))].map((url) =>
        urlToFile(outputDir, url),
      )
      for (const o of outputs) expected.add(o)

      // Keyed by the photo: its copies are stale once another file is its source. A new mtime alone (a checkout, a
      // `touch`) costs a hash, not a rebuild; a replacement keeping an old timestamp is still caught.
      const key = src.url.slice(PUBLIC_PREFIX.length + 1)
      const prev = previous[key]
      const sameFile = prev?.source === src.rel && prev.size === st.size && prev.mtimeMs === st.mtimeMs
      const sha1 = sameFile ? prev.sha1 : sha1Of(await readFile(src.abs))
      const outputStats = await Promise.all(outputs.map((o) => stat(o).catch(() => null)))
      const fresh =
        outputStats.every(Boolean) && (prev ? prev.sha1 === sha1 : outputStats.every((s) => s!.mtimeMs >= st.mtimeMs))
      if (fresh) upToDate++
      else generated++
      if (!fresh && src.kind === "svg") await writeAtomic(outputs[0]!, await readFile(src.abs))
      if (!fresh && src.kind === "raster") await processRaster(src, outputDir, size.width)
      // The size as published: the canonical copy's own.
      if (src.kind === "raster")
        sizes[key] = await sharp(outputs[0]!)
          .metadata()
          .then((m) => [m.width, m.height])
      nextState[key] = { source: src.rel, size: st.size, mtimeMs: st.mtimeMs, sha1 }
    } catch (err) {
      throw new Error(`cannot process ${path.join(opts.inputDir, src.rel)}: ${(err as Error).message ?? String(err)}`)
    }
  })

  let pruned = 0
  for (const rel of await walk(outputDir)) {
    const abs = path.join(outputDir, ...rel.split("/"))
    if (expected.has(abs) || !OUTPUT_EXTENSIONS.has(path.extname(rel).toLowerCase())) continue
    await rm(abs, { force: true })
    pruned++
  }
  if (pruned) await removeEmptyDirs(outputDir)

  const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => (a < b ? -1 : 1)))
  await writeJsonIfChanged(opts.sizesPath, sorted)
  await writeJsonIfChanged(opts.statePath, nextState)

  const seconds = (performance.now() - started) / 1000
  log(
    `images: ${sources.length} sources, ${generated} generated, ${upToDate} up to date (${seconds.toFixed(1)}s)${pruned ? `, ${pruned} stale files removed` : ""}`,
  )
  return { sources: sources.length, generated, upToDate, pruned, sizes: sorted }
}

export function siteImageOptions(log?: BuildImagesOptions["log"]): BuildImagesOptions {
  const at = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url))
  return {
    inputDir: at("content/photos"),
    outputDir: at("public/api/content/attached_assets"),
    sizesPath: at("src/generated/image-sizes.json"),
    statePath: at("src/generated/image-state.json"),
    log,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  buildImages(siteImageOptions()).catch((err: unknown) => {
    console.error(`build-images: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  })
