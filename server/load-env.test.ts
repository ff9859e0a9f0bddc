import { execFileSync, spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { describe, expect, it } from "vitest"

import { misspeltSettings, SETTING_NAMES } from "./load-env.ts"

describe("a setting's name misspelt in .env", () => {
  it("is said with the setting meant, and whether that one is set", () => {
    const env = "SITE_URL=https://riverleaf.example\nSMTP_ULR=smtp://a:b@mail.example:587\nLEADS_OWNER=ellie\n"
    expect(misspeltSettings(env, {})).toEqual([
      ".env sets SMTP_ULR, which is not a setting of the site: is it SMTP_URL? (SMTP_URL is not set.)",
      ".env sets LEADS_OWNER, which is not a setting of the site: is it LEADS_OWNERS? (LEADS_OWNERS is not set.)",
    ])
    expect(misspeltSettings("export MAIL_FORM=hello@riverleaf.example\n  mail_from = x\n", { MAIL_FROM: "x" })).toEqual(
      [
        ".env sets MAIL_FORM, which is not a setting of the site: is it MAIL_FROM?",
        ".env sets mail_from, which is not a setting of the site: is it MAIL_FROM?",
      ],
    )
    expect(misspeltSettings("LEADS_SECRETS=x\n", {})).toEqual([
      ".env sets LEADS_SECRETS, which is not a setting of the site: is it LEADS_SECRET? (LEADS_SECRET is not set.)",
    ])
    // A dash for the underscore, a word left out or one too many.
    expect(
      misspeltSettings("SMTP-URL=x\nLEADS_NOTIFY=x\nQUOTE_ENDPOINT=x\nLEADS_SMTP_URL=x\n", { SMTP_URL: "x" }),
    ).toEqual([
      ".env sets SMTP-URL, which is not a setting of the site: is it SMTP_URL?",
      ".env sets LEADS_NOTIFY, which is not a setting of the site: is it LEADS_NOTIFY_TO? (LEADS_NOTIFY_TO is not set.)",
      ".env sets QUOTE_ENDPOINT, which is not a setting of the site: is it QUOTE_FORM_ENDPOINT? (QUOTE_FORM_ENDPOINT is not set.)",
      ".env sets LEADS_SMTP_URL, which is not a setting of the site: is it SMTP_URL?",
    ])
  })

  it("leaves the settings, comments and other programs' names alone", () => {
    const env = [
      "# SMTP_ULR=an old line",
      "SMTP_URL=smtp://a:b@mail.example:587",
      "PORT=4610",
      "HOST=0.0.0.0",
      "NODE_ENV=production",
      "TZ=Australia/Melbourne",
      "HOME=/srv",
      "NODE_OPTIONS=--max-old-space-size=512",
    ].join("\n")
    expect(misspeltSettings(env, {})).toEqual([])
  })

  it("knows every setting the code reads", () => {
    const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx"], { encoding: "utf8" })
      .split("\n")
      .filter((file) => file && !/\.test\.|\.spec\.|^tests\//.test(file))
    const read = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)].map(([, name]) => name!),
    )
    expect(read.length).toBeGreaterThan(50)
    // import.meta.env.DEV is Vite's, not a setting.
    expect([...new Set(read)].filter((name) => name !== "DEV" && !SETTING_NAMES.has(name))).toEqual([])
  })

  it("is said once when a program reads .env, not again by the programs it starts", () => {
    const dir = mkdtempSync(join(tmpdir(), "load-env-"))
    try {
      writeFileSync(join(dir, ".env"), "SMTP_ULR=smtp://a:b@mail.example:587\n")
      const run = (env: Record<string, string> = {}) =>
        spawnSync(
          process.execPath,
          ["--input-type=module", "-e", `await import(${JSON.stringify(resolve("server/load-env.ts"))})`],
          {
            cwd: dir,
            env: { PATH: process.env.PATH, ...env },
            encoding: "utf8",
          },
        ).stderr.trim()
      expect(run()).toBe(
        ".env sets SMTP_ULR, which is not a setting of the site: is it SMTP_URL? (SMTP_URL is not set.)",
      )
      expect(run({ SITE_ENV_CHECKED: "1" })).toBe("")
      // Left aside altogether, as the e2e suite's builds and servers leave it.
      expect(run({ ENV_FILE: "" })).toBe("")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
