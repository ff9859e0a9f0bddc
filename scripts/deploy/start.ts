/**
 * `npm start`: builds the site when there is no build yet, or when the content or the build's settings changed since
 * the build that would go live (its fingerprint, decision 047), then serves it (server/index.ts publishes a newer one).
 */
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

import "../../server/load-env.ts"

import { CLIENT_DIR, HEADERS_FILE, LIVE_DIR } from "../../server/build-dir.ts"
import { contractIn } from "../../server/live-form.ts"
import { buildInputs, whyBuildAgain } from "../lib/build-inputs.ts"

/** Why to build before serving, or none: a finished build/client goes live before the live release (release.ts). */
function whyBuild() {
  if (process.argv.includes("--rebuild")) return "Building the site again (about a minute)…"
  const built = existsSync(HEADERS_FILE) ? CLIENT_DIR : existsSync(LIVE_DIR) ? LIVE_DIR : undefined
  if (!built) return "No production build yet: building first (about a minute)…"
  const why = whyBuildAgain(contractIn(built).contract?.fingerprint, buildInputs(process.env))
  return why && `${why}: building again…`
}

const why = whyBuild()
if (why) {
  console.log(why)
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" })
  // A build that fails leaves the live one as it was: the site stays up with it, and the lines above say what failed.
  if (result.status !== 0) {
    if (!existsSync(LIVE_DIR) && !existsSync(HEADERS_FILE)) process.exit(result.status ?? 1)
    console.log("The build failed (above), so the live build stays as it was: serving it.")
  }
}
await import("../../server/index.ts")
