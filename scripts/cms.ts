/**
 * `npm run cms`: edit the site on this computer. Starts decap-server (Decap's local backend: it
 * reads and writes the files in this folder, no sign-in) and the site in development mode, whose
 * /admin is the editor. Saved changes land in content/ at once and the open page reloads; commit
 * them with git (or let the owner's developer do it) to publish.
 * PORT (default 5173) is the site's port, CMS_PROXY_PORT (default 8081) decap-server's.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

import "./lib/load-env.ts"

const sitePort = process.env.PORT ?? "5173"
const proxyPort = process.env.CMS_PROXY_PORT ?? "8081"

// Packages are found the way Node finds them: up from this folder.
const packages = createRequire(join(process.cwd(), "package.json"))
const children: ChildProcess[] = []

/** Runs a package's command-line script with this Node. */
function start(pkg: string, script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [join(dirname(packages.resolve(`${pkg}/package.json`)), script), ...args], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  })
  children.push(child)
  child.on("exit", (code) => stop(code ?? 0))
}

function stop(code: number) {
  for (const child of children) child.kill("SIGTERM")
  process.exit(code)
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))

// decap-server's own settings: this folder, plain files (no automatic commits), this computer only.
start("decap-server", "dist/index.js", [], {
  PORT: proxyPort,
  GIT_REPO_DIRECTORY: process.cwd(),
  MODE: "fs",
  BIND_HOST: "localhost",
})
start("astro", "astro.js", ["dev", "--port", sitePort], { CMS_PROXY_PORT: proxyPort })
console.log(`\n  Editor: http://localhost:${sitePort}/admin  (the site: http://localhost:${sitePort}/)\n`)
