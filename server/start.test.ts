// The Node server's start (server/index.ts) as a deployer meets it: a port it cannot have is one line, not a stack trace.
import { spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

const dirs: string[] = []
const servers: Server[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  for (const server of servers.splice(0)) server.close()
})

/** `node server/index.ts` on an empty live build with its own store: its exit code and what it wrote. */
function start(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "server-start-"))
  dirs.push(dir)
  mkdirSync(join(dir, "build", "live"), { recursive: true })
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: { PATH: process.env.PATH, BUILD_DIR: join(dir, "build"), LEADS_DB: join(dir, "leads.sqlite"), ...env },
  })
  let said = ""
  child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()))
  return new Promise<{ code: number | null; said: string }>((done) => child.on("close", (code) => done({ code, said })))
}

describe("the server's start", () => {
  it("says in one line that the port is taken, and stops", async () => {
    const taken = createServer()
    servers.push(taken)
    await new Promise<void>((done) => taken.listen(0, "127.0.0.1", done))
    const port = (taken.address() as { port: number }).port
    const { code, said } = await start({ PORT: String(port), HOST: "127.0.0.1" })
    expect(code).toBe(1)
    expect(said).toContain(
      `The site could not start: port ${port} is already in use (is the site already running?): stop that, or choose another PORT.`,
    )
    expect(said).not.toMatch(/ at |Unhandled/)
  }, 30_000)

  it("names a PORT that is not a port number before it starts anything", async () => {
    const { code, said } = await start({ PORT: "46l0" })
    expect(code).toBe(1)
    expect(said.trim()).toBe('PORT must be a port number such as 3000 or 8080, not "46l0".')
  }, 30_000)
})
