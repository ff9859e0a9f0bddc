import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { describe, expect, it } from "vitest"

import { checkedSmtpUrl, leadsSettingsFromEnv } from "./settings.ts"

const FIXTURE = "tests/fixtures/content"
const settings = (env: Record<string, string>) => leadsSettingsFromEnv({ CONTENT_DIR: FIXTURE, ...env })
const refusal = (work: () => unknown) => {
  try {
    work()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error("not refused")
}

describe("SMTP_URL", () => {
  it("that can't be read is named in plain words, with what to write, and never shows the password", () => {
    // Kept as the reason the e-mails wait (node.test.ts): the store stays on.
    const read = settings({ SMTP_URL: "smtp://hello%40riverleaf.example:s3cr#tPa55@mail.example.com:587" })
    expect(read.smtpUrl).toBeUndefined()
    expect(read.smtpProblem).toBe(
      "SMTP_URL can't be read: the password holds a character that must be written as %23 (#) in it: a password pa#ss is written pa%23ss, a user name you@gmail.com is written you%40gmail.com (the value is not shown here, as it may hold a password).",
    )
    for (const [url, escape] of [
      ["smtp://you@gmail.com:app@smtp.gmail.com:587", "%40 (@)"],
      ["smtp://u:a/b?c@mail.example.com", "%2F (/) and %3F (?)"],
      ["smtp://u:100%@mail.example.com", "%25 (%)"],
    ] as const) {
      const message = refusal(() => checkedSmtpUrl(url))
      expect(message).toContain(escape)
      expect(message).not.toContain(url.slice(7, url.lastIndexOf("@")))
    }
    expect(refusal(() => checkedSmtpUrl("mail.example.com:587"))).toContain("must start with smtp://")
    // What .env's reader leaves of pa#ss@…: the rest of the line was a comment to it.
    expect(refusal(() => checkedSmtpUrl("smtp://hello%40riverleaf.example:pa"))).toContain(
      "In .env a # starts a comment, so a password holding # is cut there: write each # as %23",
    )
    expect(refusal(() => checkedSmtpUrl("smtp://u:p@mail.example.com:58o"))).not.toContain("# starts a comment")
    expect(checkedSmtpUrl("smtps://you%40gmail.com:pa%23ss@smtp.gmail.com:465")).toBe(
      "smtps://you%40gmail.com:pa%23ss@smtp.gmail.com:465",
    )
  })
})

describe("MAIL_FROM", () => {
  it("gives a name and an address, written with or without quotes", () => {
    for (const written of [
      '"Riverleaf Eco Cleaning" <quotes@riverleaf.example>',
      "Riverleaf Eco Cleaning <quotes@riverleaf.example>",
    ])
      expect(settings({ MAIL_FROM: written }).mailFrom).toBe('"Riverleaf Eco Cleaning" <quotes@riverleaf.example>')
  })

  it("without an address is refused in plain words, with how to write it in .env", () => {
    expect(refusal(() => settings({ MAIL_FROM: "Riverleaf Eco Cleaning" }))).toBe(
      'MAIL_FROM must hold the sender\'s e-mail address, like MAIL_FROM=Riverleaf Eco Cleaning <hello@riverleaf.com.au>; it reads "Riverleaf Eco Cleaning". If .env has it in quotes: a value that starts with " ends at the next ", so write the name without them.',
    )
  })

  it('is read whole from .env written as "Name" <address>, which Node\'s own reader cuts at the quote', () => {
    const dir = mkdtempSync(join(tmpdir(), "load-env-"))
    try {
      const read = (line: string, env: Record<string, string> = {}) => {
        writeFileSync(join(dir, ".env"), `SITE_URL=https://riverleaf.example\n${line}\n`)
        const script = `await import(${JSON.stringify(resolve("server/load-env.ts"))}); console.log(process.env.MAIL_FROM)`
        const { PATH, HOME } = process.env
        const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
          cwd: dir,
          env: { PATH, HOME, ...env },
          encoding: "utf8",
        })
        return run.stdout.trim()
      }
      expect(read('MAIL_FROM="Riverleaf Eco Cleaning" <hello@riverleaf.example>')).toBe(
        '"Riverleaf Eco Cleaning" <hello@riverleaf.example>',
      )
      expect(read("MAIL_FROM=Riverleaf Eco Cleaning <hello@riverleaf.example>")).toBe(
        "Riverleaf Eco Cleaning <hello@riverleaf.example>",
      )
      expect(read(`MAIL_FROM='"Riverleaf Eco Cleaning" <hello@riverleaf.example>'`)).toBe(
        '"Riverleaf Eco Cleaning" <hello@riverleaf.example>',
      )
      // The real environment wins over the file, as for every other setting.
      expect(read('MAIL_FROM="Riverleaf" <a@riverleaf.example>', { MAIL_FROM: "b@riverleaf.example" })).toBe(
        "b@riverleaf.example",
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe("placeholders", () => {
  it("names, with the file, the shipped example e-mail and all-zero ABN the e-mails would carry", () => {
    expect(settings({}).placeholders).toEqual([
      `${FIXTURE}/business.json still has the example e-mail "hello@example.com": the customer's confirmation would carry it as its Reply-To and in its footer; your own alerts would go to it (LEADS_NOTIFY_TO is not set); every e-mail would be sent from it (MAIL_FROM is not set). Put the business's real address there.`,
      `${FIXTURE}/business.json still has the placeholder ABN "00 000 000 000": the customer's confirmation would show it in its footer. Put the real ABN there, or remove the line.`,
    ])
    // With both set, only what the address is still used for.
    expect(
      settings({ LEADS_NOTIFY_TO: "ellie@riverleaf.example", MAIL_FROM: "leads@riverleaf.example" }).placeholders[0],
    ).toBe(
      `${FIXTURE}/business.json still has the example e-mail "hello@example.com": the customer's confirmation would carry it as its Reply-To and in its footer. Put the business's real address there.`,
    )
    expect(leadsSettingsFromEnv({}).placeholders.join("\n")).toMatch(/^content\/business.json still has the example/)
  })
})
