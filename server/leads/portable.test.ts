import { readFileSync } from "node:fs"
import { dirname, join, normalize } from "node:path"

import { describe, expect, it } from "vitest"

/** Every module a file loads, following relative imports (type-only ones too: they are erased, but kept honest). */
function graph(entry: string) {
  const seen = new Set<string>()
  const outside = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(
      /^(?:import|export)\s(?:[^"';]*?\sfrom\s)?["']([^"']+)["']/gm,
    )) {
      if (specifier!.startsWith(".")) visit(normalize(join(dirname(file), specifier!)))
      else outside.add(specifier!)
    }
  }
  visit(entry)
  return { modules: [...seen].sort(), outside: [...outside].sort() }
}

describe("the lead code a Cloudflare Pages Function runs", () => {
  it.each([
    "server/leads/handler.ts",
    "server/leads/queue.ts",
    "server/leads/send-loop.ts",
    "server/leads/mail.ts",
    "server/leads/store.ts",
    // The function itself (decision 031): D1, the mail API, the settings without a file read.
    "functions/api/leads/index.ts",
  ])("%s loads nothing Node-only: web APIs and zod alone", (entry) => {
    const { outside } = graph(entry)
    expect(outside.filter((specifier) => specifier !== "zod/mini")).toEqual([])
  })

  it.each(["server/leads/handler.ts", "functions/api/leads/index.ts"])(
    "%s does not reach the Node store, its settings file or the SMTP transport",
    (entry) => {
      const { modules } = graph(entry)
      expect(modules).not.toContain("server/leads/node-sqlite.ts")
      expect(modules).not.toContain("server/leads/settings.ts")
      expect(modules).not.toContain("server/leads/smtp.ts")
    },
  )
})
