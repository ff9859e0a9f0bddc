/** `npm start`: builds the site if there is no build yet, then serves it. */
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"

const rebuild = process.argv.includes("--rebuild")
// BUILD_DIR, as the build and the server read it: a build in another folder is built and served there.
if (rebuild || !existsSync(join(process.env.BUILD_DIR ?? "build", "headers.json"))) {
  console.log(`${rebuild ? "Building the site again" : "No production build yet: building first"} (about a minute)…`)
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import("../server/index.ts")
