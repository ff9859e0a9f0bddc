// `astro build` itself, stopped by a content slip before it reads the content: the check runs once, in the
// integration's astro:config:setup, and says the file and the field in plain words whatever imports the site config.
import { spawnSync } from "node:child_process"
import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"

import { describe, expect, it } from "vitest"

import { copyOfContent } from "../../tests/setup/content-copy.ts"

function astroBuildOf(edit: (dir: string) => void, settings: Record<string, string> = {}) {
  const root = copyOfContent("gate-")
  const dir = join(root, "content")
  try {
    edit(dir)
    return spawnSync(process.execPath, [resolve("node_modules/astro/bin/astro.mjs"), "build"], {
      env: { ...process.env, ...settings, CONTENT_DIR: dir },
      encoding: "utf8",
      timeout: 60_000,
    })
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

const change = (file: string, from: string, to: string) => {
  const text = readFileSync(file, "utf8")
  expect(text).toContain(from)
  writeFileSync(file, text.replace(from, to))
}

describe("astro build on content with a slip", () => {
  it("stops on a file that is not JSON, which the site config imports, in words and not a stack trace", () => {
    const run = astroBuildOf((dir) => change(join(dir, "business.json"), '"linkedin": ""', '"linkedin": "",'))
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split("\n")).toEqual([
      "Content check failed (1 problem):",
      expect.stringMatching(/^ {2}\S*business\.json: \(file\): not valid JSON: .* \(line \d+, column \d+\)$/),
    ])
    expect(run.stdout).not.toMatch(/^\s+at /m)
  }, 70_000)

  it("stops on a field the schema refuses, naming the file and the field", () => {
    const run = astroBuildOf((dir) => change(join(dir, "packages.json"), '"priceFrom": 250', '"priceFrom": "250"'))
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split("\n")).toEqual([
      "Content check failed (1 problem):",
      expect.stringMatching(/^ {2}\S*packages\.json: packages\[1\]\.priceFrom .*: must be a price in dollars/),
    ])
  }, 70_000)

  it("stops on a wrong deploy-time setting, naming it, before Astro's own check of its type", () => {
    const run = astroBuildOf(() => {}, { SITE_URL: "www.example.com.au" })
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split("\n")).toEqual([
      'A deploy-time setting is wrong (docs/deploy.md, "Deploy-time values"): SITE_URL must be a full web address starting with https:// (like "https://www.example.com.au"), not "www.example.com.au"',
    ])
  }, 70_000)
})

describe("a lead store set up for a form that sends nothing", () => {
  /** `npm run check:content` (the build's first step) in a copy of the project whose .env is `env`. */
  function checkWithEnvFile(env: string) {
    const root = copyOfContent("env-")
    try {
      writeFileSync(join(root, ".env"), env)
      // The check reads the site's own pages (a link will do) and public files (a link it refuses) of the project.
      symlinkSync(resolve("src"), join(root, "src"))
      cpSync("public", join(root, "public"), { recursive: true })
      const settings: NodeJS.ProcessEnv = { ...process.env, CONTENT_DIR: "content" }
      for (const name of ["QUOTE_FORM_ENDPOINT", "SMTP_URL", "LEADS_DB"]) delete settings[name]
      return spawnSync(resolve("node_modules/.bin/tsx"), [resolve("scripts/tools/check-content.ts")], {
        cwd: root,
        env: settings,
        encoding: "utf8",
        timeout: 60_000,
      })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }
  const shipped = readFileSync(".env.example", "utf8")

  it("is named in one line when .env, as .env.example ships it, gets SMTP_URL and leaves the endpoint empty", () => {
    expect(shipped).toMatch(/^QUOTE_FORM_ENDPOINT=$/m)
    const run = checkWithEnvFile(shipped.replace(/^SMTP_URL=$/m, "SMTP_URL=smtp://owner:secret@mail.example.com:587"))
    expect(run.status, run.stderr).toBe(0)
    expect(run.stderr.trim().split("\n")).toEqual([
      'QUOTE_FORM_ENDPOINT is empty, so the quote form sends nothing, yet SMTP_URL sets up the site\'s own lead store: put QUOTE_FORM_ENDPOINT=/api/leads in .env (on Cloudflare Pages, in its variables) and build again (docs/owner-guide.md, "Receiving quote requests").',
    ])
  }, 70_000)

  it("says nothing for .env as .env.example ships it, nor once the endpoint is set", () => {
    const fresh = checkWithEnvFile(shipped)
    expect(fresh.status, fresh.stderr).toBe(0)
    expect(fresh.stderr).toBe("")
    const set = checkWithEnvFile(
      shipped
        .replace(/^SMTP_URL=$/m, "SMTP_URL=smtp://owner:secret@mail.example.com:587")
        .replace(/^QUOTE_FORM_ENDPOINT=$/m, "QUOTE_FORM_ENDPOINT=/api/leads"),
    )
    expect(set.stderr).toBe("")
  }, 70_000)
})
