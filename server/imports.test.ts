import { readFileSync } from "node:fs"
import { builtinModules } from "node:module"
import { dirname, join, normalize } from "node:path"

import { describe, expect, it } from "vitest"

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> }

/** A module's imports that load code (an `import type` is erased before Node runs the file). */
const importsOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/^(?:import|export)\s(?:[^"';]*?\sfrom\s)?["']([^"']+)["']/gm)]
    .filter((match) => !/^(?:import|export) type /.test(match[0]))
    .map((match) => match[1]!)

/** Every module the running server loads, from server/index.ts, and what each loads from outside server/ and common/. */
function serverGraph() {
  const seen = new Set<string>()
  const problems: string[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith(".")) {
        const target = normalize(join(dirname(file), specifier))
        if (!/^(server|common)\//.test(target)) problems.push(`${file} imports ${specifier}`)
        else visit(target)
      } else if (!specifier.startsWith("node:") && !builtinModules.includes(specifier)) {
        // A subpath (zod/mini) belongs to its package.
        const name = specifier
          .split("/")
          .slice(0, specifier.startsWith("@") ? 2 : 1)
          .join("/")
        if (!(name in packageJson.dependencies)) problems.push(`${file} imports ${specifier}, a dev dependency`)
      }
    }
  }
  visit("server/index.ts")
  return { modules: [...seen].sort(), problems }
}

describe("the running server's imports", () => {
  it("stay inside server/, common/ and the production dependencies, so `npm ci --omit=dev` can run it", () => {
    const { modules, problems } = serverGraph()
    expect(modules).toEqual([
      "common/booking.ts",
      "common/escape-html.ts",
      "common/lead-facts.ts",
      "common/lead-inbox.ts",
      "common/lead-paths.ts",
      "common/plain-url.ts",
      "common/quote-schema.ts",
      "common/services.ts",
      "common/wall-clock.ts",
      "server/build-dir.ts",
      "server/form-contract.ts",
      "server/github-oauth.ts",
      "server/github-sign-in.ts",
      "server/header-match.ts",
      "server/http.ts",
      "server/index.ts",
      "server/leads/alerts.ts",
      "server/leads/calendar.ts",
      "server/leads/csv.ts",
      "server/leads/handler.ts",
      "server/leads/inbox.ts",
      "server/leads/mail.ts",
      "server/leads/node-leases.ts",
      "server/leads/node-sqlite.ts",
      "server/leads/node.ts",
      "server/leads/opening-hours.ts",
      "server/leads/owner-devices.ts",
      "server/leads/owner-session.ts",
      "server/leads/pages.ts",
      "server/leads/queue.ts",
      "server/leads/secret-file.ts",
      "server/leads/send-loop.ts",
      "server/leads/settings.ts",
      "server/leads/smtp.ts",
      "server/leads/sql.ts",
      "server/leads/store-settings.ts",
      "server/leads/store.ts",
      "server/leads/token.ts",
      "server/leads/visitor.ts",
      "server/leads/web-push.ts",
      "server/leads/webhook.ts",
      "server/live-form.ts",
      "server/load-env.ts",
      "server/log.ts",
      "server/release.ts",
      "server/sign-in-settings.ts",
      "server/signing.ts",
      "server/static.ts",
      "server/web-request.ts",
    ])
    expect(problems).toEqual([])
  })
})
