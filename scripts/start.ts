/** `npm start`: builds the site if there is no build yet, then serves it (server/index.ts publishes a newer build). */
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

import { HEADERS_FILE, LIVE_DIR } from "../server/build-dir.ts"

const rebuild = process.argv.includes("--rebuild")
if (rebuild || (!existsSync(HEADERS_FILE) && !existsSync(LIVE_DIR))) {
  console.log(`${rebuild ? "Building the site again" : "No production build yet: building first"} (about a minute)…`)
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import("../server/index.ts")
