/** `npm run cms`: decap-server and `astro dev` (/admin); their output, of no use to an owner, in .cache/cms.log. */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, openSync, readFileSync, watch, writeSync } from "node:fs"
import { createRequire } from "node:module"
import { createServer } from "node:net"
import { dirname, join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"

import { jsonFileProblems } from "../lib/plain-errors.ts"
import { buildImages, siteImageOptions } from "../tools/build-images.ts"

import "../../server/load-env.ts"

const sitePort = process.env.PORT ?? "5173"
const proxyPort = process.env.CMS_PROXY_PORT ?? "8081"
const site = `http://localhost:${sitePort}`
const LOG = ".cache/cms.log"

function portFree(port: string) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)))
      .listen(Number(port), "localhost")
  })
}

console.log("\n  Starting the editor…")
// astro dev would quietly take the next port (no --strictPort); checked before the log, which another copy may write.
for (const [variable, port] of Object.entries({ PORT: sitePort, CMS_PROXY_PORT: proxyPort })) {
  if (!(await portFree(port))) {
    console.error(`
  Port ${port} is already in use (is the editor open in another window?).
  Close that, or use another port: ${variable}=${Number(port) + 7} npm run cms
`)
    process.exit(1)
  }
}

// Astro's loaders would stop on a JSON slip with a stack trace: say which file and where, as the content check does.
const notJson = [...jsonFileProblems("content"), ...jsonFileProblems("content/owner-pages")]
if (notJson.length) {
  console.error(`
  The editor cannot open a content file with a slip in it. Fix it, then start the editor again:

    ${notJson.join("\n    ")}
`)
  process.exit(1)
}

mkdirSync(dirname(LOG), { recursive: true })
const log = openSync(LOG, "w")
const note = (line: string) => writeSync(log, `${line}\n`)

const children: ChildProcess[] = []
let stopping = false

/** Runs a package's command (its package.json `bin` of that name) with this Node, its output into the log. */
function start(pkg: string, args: string[], env: Record<string, string>) {
  const manifest = createRequire(join(process.cwd(), "package.json")).resolve(`${pkg}/package.json`)
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> }
  const child = spawn(process.execPath, [join(dirname(manifest), bin[pkg]!), ...args], {
    stdio: ["ignore", log, log],
    env: { ...process.env, ...env },
  })
  children.push(child)
  child.on("exit", (code) => {
    if (stopping) return
    const tail = readFileSync(LOG, "utf8").trimEnd().split("\n").slice(-15).join("\n    ")
    console.error(`\n  The editor stopped (${pkg} ended). The last lines of ${LOG}:\n\n    ${tail}\n`)
    stop(code || 1)
  })
}

function stop(code: number) {
  stopping = true
  for (const child of children) child.kill("SIGTERM")
  process.exit(code)
}
process.on("SIGINT", () => {
  console.log("  Stopped.")
  stop(0)
})
process.on("SIGTERM", () => stop(0))

async function preparePhotos() {
  const { generated } = await buildImages(siteImageOptions(note))
  if (generated) console.log(`  Photos: ${generated} new or changed, made ready for the site.`)
}
const photoFailed = (error: Error) => {
  note(`images: failed: ${error.message}`)
  console.error(`\n  A photo could not be prepared: ${error.message}\n`)
}

await preparePhotos().catch((error: Error) => {
  photoFailed(error)
  process.exit(1)
})

// An uploaded photo is made ready once the folder is quiet (an upload is written in parts), one preparation at a time.
let photosReady = Promise.resolve()
let quiet: NodeJS.Timeout | undefined
watch(siteImageOptions().inputDir, { recursive: true }, () => {
  clearTimeout(quiet)
  quiet = setTimeout(() => {
    photosReady = photosReady.then(preparePhotos).catch(photoFailed)
  }, 500)
})

// decap-server's own settings: this folder, plain files (no automatic commits), this computer only.
start("decap-server", [], {
  PORT: proxyPort,
  GIT_REPO_DIRECTORY: process.cwd(),
  MODE: "fs",
  BIND_HOST: "localhost",
})
// The preview reads the folder decap-server writes, whatever CONTENT_DIR the shell has (decision 034).
start("astro", ["dev", "--port", sitePort], { CMS_PROXY_PORT: proxyPort, CONTENT_DIR: "content" })

while (!(await fetch(`${site}/admin`).catch(() => undefined))?.ok) await sleep(200)
console.log(`
  The editor is ready:  ${site}/admin
  Your site:            ${site}/

  Stop with Ctrl+C. (Technical details are written to ${LOG}.)
`)
