import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import config from "../../astro.config.ts"
import { copyOfContent } from "../../tests/setup/content-copy.ts"
import { BUILD_SETTING, buildInputs, whyBuildAgain } from "./build-inputs.ts"

let root = ""
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe("the fingerprint of what a build is made from", () => {
  it("changes with any content file, a new one, or a build setting, and with nothing else", () => {
    root = copyOfContent("build-inputs-")
    const env = { CONTENT_DIR: relative(".", join(root, "content")), SITE_URL: "https://www.riverleaf.example" }
    const before = buildInputs(env)
    expect(buildInputs({ ...env, SMTP_URL: "smtp://mail.example.com", PORT: "8080" })).toEqual(before)
    expect(buildInputs({ ...env, SITE_URL: " https://www.riverleaf.example " })).toEqual(before)

    const settings = buildInputs({ ...env, GA_MEASUREMENT_ID: "G-TEST123" })
    expect(settings.content).toBe(before.content)
    expect(settings.settings).not.toBe(before.settings)

    appendFileSync(join(root, "content/booking.json"), "\n")
    const edited = buildInputs(env)
    expect(edited.content).not.toBe(before.content)
    expect(edited.settings).toBe(before.settings)
    mkdirSync(join(root, "content/owner-pages/new"), { recursive: true })
    writeFileSync(join(root, "content/owner-pages/new/page.json"), "{}")
    expect(buildInputs(env).content).not.toBe(edited.content)
  })

  it("covers the photos, read from content/photos whichever folder holds the words", () => {
    root = copyOfContent("build-inputs-")
    const env = { CONTENT_DIR: "tests/fixtures/content" }
    const photos = join(root, "content/photos")
    const before = buildInputs(env, photos).content
    writeFileSync(join(photos, "new.jpg"), "a new photo")
    expect(buildInputs(env, photos).content).not.toBe(before)
  })

  it("names every deploy-time setting astro.config.ts reads", () => {
    for (const name of Object.keys(config.env!.schema!)) expect(name).toMatch(BUILD_SETTING)
    for (const name of ["CMS", "CMS_REPO", "CMS_GITHUB_CLIENT_ID", "CMS_GITHUB_URL"])
      expect(name).toMatch(BUILD_SETTING)
    for (const name of ["CMS_GITHUB_CLIENT_SECRET", "SMTP_URL", "LEADS_OWNERS", "SITE_URL_OLD"])
      expect(name).not.toMatch(BUILD_SETTING)
  })

  it("says what changed since the live build, in one line", () => {
    const built = { content: "a", settings: "b" }
    expect(whyBuildAgain(built, built)).toBeUndefined()
    expect(whyBuildAgain(built, { ...built, content: "c" })).toBe("The content changed since the live build")
    expect(whyBuildAgain(built, { ...built, settings: "c" })).toBe("The build's settings changed since the live build")
    expect(whyBuildAgain(built, { content: "c", settings: "d" })).toBe(
      "The content and the build's settings changed since the live build",
    )
    expect(whyBuildAgain(undefined, built)).toBe("The live build has no fingerprint of its content (it predates it)")
  })
})
