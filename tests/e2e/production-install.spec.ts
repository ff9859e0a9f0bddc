/**
 * The production server from a production-only install, as a Node host or a container runs it: the build and the
 * package files copied to a folder of their own, `npm ci --omit=dev` there (no tsx, no Astro, no dev tools at all),
 * then `npm run serve`. Run once, on the desktop project: it installs packages (from npm's cache when it can).
 */
import { spawn, spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { delimiter, dirname, join } from "node:path"

import { expect, test } from "@playwright/test"

// E2E_PORT + 18, its own: + 9 was cms-estimate.spec.ts's decap-server (docs/contributing.md lists every spec's ports).
const PORT = Number(process.env.E2E_INSTALL_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 18)

test("the site serves from `npm ci --omit=dev && npm run serve`", async () => {
  test.setTimeout(240_000)
  const dir = mkdtempSync(join(tmpdir(), "production-install-"))
  // The content the lead store's e-mails read: the business, the services' names, the estimate's caveat, the reminder's
  // hours (server/leads/settings.ts).
  const content = [
    "content/business.json",
    "content/packages.json",
    "content/home.json",
    "content/estimate.json",
    "content/replies.json",
    "content/booking.json",
  ]
  for (const path of ["package.json", "package-lock.json", ".npmrc", "server", "common", ...content])
    cpSync(path, join(dir, path), { recursive: true })
  // Astro's folder alone, as a deployer uploads it: `npm run serve` publishes it as it starts (decision 033).
  cpSync("build/client", join(dir, "build", "client"), { recursive: true })
  // The Node this suite runs on (the project's) first on the PATH, as `node` is where the host has installed it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
    PORT: String(PORT),
  }
  delete env.BUILD_DIR
  const install = spawnSync("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], {
    cwd: dir,
    env,
    encoding: "utf8",
  })
  expect(install.status, install.stderr).toBe(0)
  for (const devTool of ["tsx", "astro", "vitest", "typescript"]) {
    expect(existsSync(join(dir, "node_modules", devTool)), devTool).toBe(false)
  }

  // Its own process group, so the server npm starts stops with it.
  const server = spawn("npm", ["run", "serve"], { cwd: dir, env, detached: true, stdio: ["ignore", "pipe", "pipe"] })
  let said = ""
  for (const stream of [server.stdout, server.stderr]) stream.on("data", (chunk: Buffer) => (said += chunk.toString()))
  try {
    await expect
      .poll(
        async () =>
          server.exitCode === null
            ? (await fetch(`http://127.0.0.1:${PORT}/`).catch(() => undefined))?.status
            : `npm run serve stopped: ${said}`,
        { timeout: 20_000 },
      )
      .toBe(200)
    const home = await fetch(`http://127.0.0.1:${PORT}/`, { headers: { "accept-encoding": "br" } })
    expect(home.headers.get("content-encoding")).toBe("br")
    expect(await home.text()).toContain("<!DOCTYPE html>")
    expect((await fetch(`http://127.0.0.1:${PORT}/no-such-page`)).status).toBe(404)
    // The lead store runs on what a production install has: node:sqlite, nodemailer, zod.
    const token = await fetch(`http://127.0.0.1:${PORT}/api/leads/token`)
    expect(token.status, said).toBe(200)
    expect(((await token.json()) as { token: string }).token).toMatch(/^\d+\./)
    expect(said).not.toContain("lead store is OFF")
    expect(said).toMatch(/Published build\/client as build\/releases\/1-\d+/)
  } finally {
    process.kill(-server.pid!, "SIGTERM")
    rmSync(dir, { recursive: true, force: true })
  }
})
