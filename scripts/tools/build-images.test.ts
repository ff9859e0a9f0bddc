// @vitest-environment node
import { existsSync } from "node:fs"
import { mkdir, mkdtemp, readFile, rm, stat, unlink, utimes, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { PUBLIC_PREFIX, sourceToPublicUrl, variantUrl, variantWidths } from "../../src/lib/image-paths.ts"
import { buildImages, canonicalWidth, type BuildImagesOptions } from "./build-images.ts"

describe("image paths", () => {
  it("builds variant URLs next to the canonical URL", () => {
    expect(variantUrl("/api/content/attached_assets/a/b.jpg", 800, "avif")).toBe(
      "/api/content/attached_assets/a/b-800.avif",
    )
    expect(variantUrl("/api/content/attached_assets/a/b.jpg", 480, "avif")).toBe(
      "/api/content/attached_assets/a/b-480.avif",
    )
    expect(variantUrl("/api/content/attached_assets/b.jpg", 1600, "jpg")).toBe(
      "/api/content/attached_assets/b-1600.jpg",
    )
  })

  it("only replaces the last extension and keeps query strings", () => {
    expect(variantUrl("/x/photo.v2.jpg", 800, "avif")).toBe("/x/photo.v2-800.avif")
    expect(variantUrl("/x.y/photo", 480, "jpg")).toBe("/x.y/photo-480.jpg")
    expect(variantUrl("/x/photo.jpg?v=3", 800, "avif")).toBe("/x/photo-800.avif?v=3")
  })

  it("rejects nonsense widths", () => {
    expect(() => variantUrl("/a.jpg", 0, "jpg")).toThrow(RangeError)
    expect(() => variantUrl("/a.jpg", 12.5, "jpg")).toThrow(RangeError)
  })

  it("maps sources to canonical public URLs", () => {
    expect(sourceToPublicUrl("bathrooms/bathroom-01.jpg")).toBe(`${PUBLIC_PREFIX}/bathrooms/bathroom-01.jpg`)
    expect(sourceToPublicUrl("team/Team-01.PNG")).toBe(`${PUBLIC_PREFIX}/team/Team-01.jpg`)
    expect(sourceToPublicUrl("hero/hero.jpeg")).toBe(`${PUBLIC_PREFIX}/hero/hero.jpg`)
    expect(sourceToPublicUrl("x/y.webp")).toBe(`${PUBLIC_PREFIX}/x/y.jpg`)
    expect(sourceToPublicUrl("logos/logo-01.svg")).toBe(`${PUBLIC_PREFIX}/logos/logo-01.svg`)
    expect(sourceToPublicUrl("./pages\\contact.avif")).toBe(`${PUBLIC_PREFIX}/pages/contact.jpg`)
    expect(sourceToPublicUrl("/blog/a b.jpg")).toBe(`${PUBLIC_PREFIX}/blog/a%20b.jpg`)
  })

  it("chooses responsive widths that never upscale", () => {
    expect(variantWidths(4032)).toEqual([480, 800, 1200, 1600])
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600])
    expect(variantWidths(1200)).toEqual([480, 800, 1200])
    expect(variantWidths(900)).toEqual([480, 800])
    expect(variantWidths(480)).toEqual([480])
    expect(variantWidths(300)).toEqual([300])
    expect(variantWidths(0)).toEqual([])
    expect(canonicalWidth(4032)).toBe(1600)
    expect(canonicalWidth(900)).toBe(900)
  })
})

describe("buildImages pipeline", { timeout: 120_000 }, () => {
  let dir: string
  let opts: BuildImagesOptions
  const out = (rel: string) => path.join(dir, "out", ...rel.split("/"))

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "build-images-"))
    const input = path.join(dir, "photos")
    await mkdir(path.join(input, "rooms"), { recursive: true })
    await mkdir(path.join(input, "logos"), { recursive: true })
    // 1300×700 landscape JPEG
    await sharp({ create: { width: 1300, height: 700, channels: 3, background: "#8aa894" } })
      .jpeg()
      .toFile(path.join(input, "rooms", "wide.jpg"))
    // small PNG with transparency
    await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 31, g: 59, b: 50, alpha: 0.5 } } })
      .png()
      .toFile(path.join(input, "rooms", "tiny.png"))
    // camera-rotated JPEG: stored 640×360, EXIF orientation 6 → displayed 360×640
    await sharp({ create: { width: 640, height: 360, channels: 3, background: "#e9dfcf" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path.join(input, "rooms", "rotated.jpg"))
    await writeFile(
      path.join(input, "logos", "logo.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><title>Logo</title><rect width="200" height="80" fill="#1f3b32"/></svg>`,
    )
    await writeFile(path.join(input, "README.md"), "not an image")
    opts = {
      inputDir: input,
      outputDir: path.join(dir, "out"),
      sizesPath: path.join(dir, "generated", "image-sizes.json"),
      statePath: path.join(dir, "cache", "state.json"),
      log: () => {},
    }
  })

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it("writes the canonical JPEG and responsive variants", async () => {
    const res = await buildImages(opts)
    expect(res).toMatchObject({ sources: 4, generated: 4, upToDate: 0 })

    for (const w of [480, 800, 1200])
      for (const ext of ["avif", "jpg"]) expect(existsSync(out(`rooms/wide-${w}.${ext}`))).toBe(true)
    expect(existsSync(out("rooms/wide-1600.avif"))).toBe(false)
    for (const ext of ["avif", "jpg"]) expect(existsSync(out(`rooms/tiny-300.${ext}`))).toBe(true)
    expect(existsSync(out("rooms/tiny-480.jpg"))).toBe(false)
    expect(existsSync(out("rooms/tiny.jpg"))).toBe(true)
    expect(existsSync(out("logos/logo.svg"))).toBe(true)

    const wide = await sharp(out("rooms/wide.jpg")).metadata()
    expect(wide).toMatchObject({ format: "jpeg", width: 1300, height: 700, isProgressive: true })
    expect(wide.exif).toBeUndefined()
    expect((await sharp(out("rooms/wide-800.avif")).metadata()).width).toBe(800)
    expect((await sharp(out("rooms/wide-480.jpg")).metadata()).width).toBe(480)
    expect(existsSync(out("rooms/wide-480.webp"))).toBe(false)

    // EXIF orientation applied and stripped
    const rotated = await sharp(out("rooms/rotated.jpg")).metadata()
    expect([rotated.width, rotated.height]).toEqual([360, 640])
    expect(rotated.orientation).toBeUndefined()
  })

  it("writes a sorted, stable size map of the raster photos", async () => {
    const text = await readFile(opts.sizesPath, "utf8")
    const sizes = JSON.parse(text) as Record<string, [number, number]>
    expect(sizes).toEqual({
      "rooms/rotated.jpg": [360, 640],
      "rooms/tiny.jpg": [300, 200],
      "rooms/wide.jpg": [1300, 700],
    })
    expect(Object.keys(sizes)).toEqual(["rooms/rotated.jpg", "rooms/tiny.jpg", "rooms/wide.jpg"])
    expect(text).toBe(JSON.stringify(sizes) + "\n")
  })

  it("skips sources whose outputs are up to date", async () => {
    const before = await readFile(opts.sizesPath, "utf8")
    const mtime = (await stat(out("rooms/wide-800.avif"))).mtimeMs
    const res = await buildImages(opts)
    expect(res).toMatchObject({ sources: 4, generated: 0, upToDate: 4 })
    expect((await stat(out("rooms/wide-800.avif"))).mtimeMs).toBe(mtime)
    expect(await readFile(opts.sizesPath, "utf8")).toBe(before)

    // without the state file the mtime check alone still works, size map unchanged
    const res2 = await buildImages({ ...opts, statePath: null })
    expect(res2).toMatchObject({ generated: 0, upToDate: 4 })
    expect(await readFile(opts.sizesPath, "utf8")).toBe(before)
  })

  it("does not rebuild a photo whose file was only touched, copied or checked out again", async () => {
    const src = path.join(opts.inputDir, "rooms", "tiny.png")
    const future = new Date(Date.now() + 60_000)
    await utimes(src, future, future)
    expect(await buildImages(opts)).toMatchObject({ generated: 0, upToDate: 4 })
    // The same, with the state gone: outputs older than the source are rebuilt once, and recorded.
    await rm(opts.statePath!)
    expect(await buildImages(opts)).toMatchObject({ generated: 1, upToDate: 3 })
    await utimes(src, new Date(), new Date())
    expect(await buildImages(opts)).toMatchObject({ generated: 0, upToDate: 4 })
  })

  it("rebuilds a source that is missing an output", async () => {
    await unlink(out("rooms/wide-480.avif"))
    expect(await buildImages(opts)).toMatchObject({ generated: 1, upToDate: 3 })
    expect(existsSync(out("rooms/wide-480.avif"))).toBe(true)
  })

  it("picks up a replacement photo even if it carries an old timestamp", async () => {
    const src = path.join(opts.inputDir, "rooms", "wide.jpg")
    await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#b5603c" } })
      .jpeg()
      .toFile(src)
    const past = new Date("2020-01-01T00:00:00Z")
    await utimes(src, past, past)
    const res = await buildImages(opts)
    expect(res.generated).toBe(1)
    expect(res.sizes["rooms/wide.jpg"]).toEqual([1000, 1000])
    expect(existsSync(out("rooms/wide-800.avif"))).toBe(true)
    // variants that no longer apply are removed
    expect(existsSync(out("rooms/wide-1200.jpg"))).toBe(false)
    expect(res.pruned).toBeGreaterThan(0)
  })

  it("picks up a photo saved in another format, and the old one put back with its old timestamp", async () => {
    const jpg = path.join(opts.inputDir, "rooms", "wide.jpg")
    const png = path.join(opts.inputDir, "rooms", "wide.png")
    const original = await readFile(jpg)
    const { mtime } = await stat(jpg)
    await unlink(jpg)
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#1f3b32" } })
      .png()
      .toFile(png)
    expect((await buildImages(opts)).sizes["rooms/wide.jpg"]).toEqual([900, 600])

    // The owner changes their mind: the first photo comes back from a backup, its date kept (older than the copies).
    await unlink(png)
    await writeFile(jpg, original)
    await utimes(jpg, mtime, mtime)
    const res = await buildImages(opts)
    expect(res.generated).toBe(1)
    expect(res.sizes["rooms/wide.jpg"]).toEqual([1000, 1000])
    // The terracotta photo (#b5603c) again, not the forest green one.
    expect((await sharp(out("rooms/wide-800.jpg")).stats()).channels[0]!.mean).toBeGreaterThan(150)
  })

  it("removes outputs of deleted sources", async () => {
    await unlink(path.join(opts.inputDir, "rooms", "rotated.jpg"))
    const res = await buildImages(opts)
    expect(res.sources).toBe(3)
    expect(existsSync(out("rooms/rotated.jpg"))).toBe(false)
    expect(existsSync(out("rooms/rotated-360.avif"))).toBe(false)
    expect(Object.keys(res.sizes)).not.toContain("rooms/rotated.jpg")
  })

  it("fails with a message naming an unreadable source", async () => {
    const bad = path.join(opts.inputDir, "rooms", "broken.jpg")
    await writeFile(bad, "definitely not a jpeg")
    await expect(buildImages(opts)).rejects.toThrow(/broken\.jpg/)
    await unlink(bad)
  })

  it("says an iPhone HEIC photo saved under a .jpg name is one, and how to export it", async () => {
    // 32×24 px, made with libheif's heif-enc: sharp reads its header but has no HEVC decoder.
    const heic = Buffer.from(
      "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAACAAGAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAKAACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFluqumubgQEDAgAAAAwCAAAADAIQiAAEABkQBwXPBiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAIAAAABgAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAADBtZGF0AAAAJCgBrxkhORLvXaW9pqpPtXfpVt8pkoCmlwTXiJkLA4GAjZGdOA==",
      "base64",
    )
    const disguised = path.join(opts.inputDir, "rooms", "from-phone.jpg")
    await writeFile(disguised, heic)
    await expect(buildImages(opts)).rejects.toThrow(
      /from-phone\.jpg: it is an iPhone HEIC photo .* share or export it as JPEG \(Options → Most Compatible\)/,
    )
    await unlink(disguised)
  })

  it("refuses two sources that map to the same output", async () => {
    const dup = path.join(opts.inputDir, "rooms", "wide.png")
    await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toFile(dup)
    await expect(buildImages(opts)).rejects.toThrow(/wide\.jpg.*wide\.png|wide\.png.*wide\.jpg/)
    await unlink(dup)
  })
})
