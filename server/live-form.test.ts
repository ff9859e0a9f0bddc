import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { liveFormCheck, quoteFormAction } from "./live-form.ts"

const home = (attributes: string) =>
  `<main><form role="search"></form><form id="f" ${attributes} data-slot="quote-form" aria-busy="false"></form></main>`

let dir = ""
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("the live build's quote form", () => {
  it("reads the action the build baked into the home page's quote form", () => {
    expect(quoteFormAction(home('method="post" action="/api/leads"'))).toBe("/api/leads")
    expect(quoteFormAction(home('method="post" action="https://formspree.io/f/abc"'))).toBe(
      "https://formspree.io/f/abc",
    )
    expect(quoteFormAction(home(""))).toBe("")
    expect(quoteFormAction("<p>no form</p>")).toBe("")
  })

  it("is checked again when another release goes live", () => {
    dir = mkdtempSync(join(tmpdir(), "live-form-"))
    for (const [release, attributes] of [
      ["r1", ""],
      ["r2", 'method="post" action="/api/leads"'],
    ]) {
      mkdirSync(join(dir, release!))
      writeFileSync(join(dir, release!, "index.html"), home(attributes!))
    }
    const live = join(dir, "live")
    symlinkSync(join(dir, "r1"), live)
    const connected = liveFormCheck(live)
    expect(connected()).toBe(false)
    unlinkSync(live)
    symlinkSync(join(dir, "r2"), live)
    expect(connected()).toBe(true)
  })
})
