/**
 * The build with the site's own lead store switched on (QUOTE_FORM_ENDPOINT=/api/leads) in build-leads/, made once per
 * test run for the specs that serve it: leads.spec.ts (the Node server) and cloudflare.spec.ts (wrangler's Pages
 * runtime). Whichever starts first builds it; the other waits for that build, so two Astro builds never write the
 * same folder at once and the suite pays for one. LEADS_E2E_REUSE_BUILD=1 keeps an earlier run's build.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

export const LEADS_BUILD_DIR = "build-leads"
const LOCK = `${LEADS_BUILD_DIR}.lock`
const STAMP = join(LEADS_BUILD_DIR, "built-for-run")
/** A test run's workers are children of its runner: the runner's process id names the run. */
const RUN = String(process.ppid)

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function takeLock() {
  try {
    mkdirSync(LOCK)
    writeFileSync(join(LOCK, "pid"), String(process.pid))
    return true
  } catch {
    // Left by a worker that is gone (a run stopped mid-build): taken over.
    const pidFile = join(LOCK, "pid")
    const holder = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : 0
    if (holder && !alive(holder)) rmSync(LOCK, { recursive: true, force: true })
    return false
  }
}

// Written last by the build (decision 033): a finished build.
const built = () => existsSync(join(LEADS_BUILD_DIR, "client", "_headers"))

function astroBuild(env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    let output = ""
    const build = spawn("npx", ["astro", "build"], {
      // The instant estimate on too, so leads.spec.ts tests its "Request this clean" into the store.
      env: {
        ...env,
        BUILD_DIR: LEADS_BUILD_DIR,
        QUOTE_FORM_ENDPOINT: "/api/leads",
        CONTENT_DIR: "tests/fixtures/content-every-option",
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    for (const stream of [build.stdout, build.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk))
    build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed:\n${output}`))))
  })
}

/** Makes build-leads/ for this run, or waits for the spec that is making it. */
export async function ensureLeadsBuild(env: NodeJS.ProcessEnv = process.env) {
  if (process.env.LEADS_E2E_REUSE_BUILD && built()) return
  for (;;) {
    if (takeLock()) {
      try {
        const stamp = existsSync(STAMP) ? readFileSync(STAMP, "utf8") : ""
        if (stamp !== RUN || !built()) {
          // The images are the first build's (the suite's webServer), so only Astro's build runs again.
          await astroBuild(env)
          writeFileSync(STAMP, RUN)
        }
        return
      } finally {
        rmSync(LOCK, { recursive: true, force: true })
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
