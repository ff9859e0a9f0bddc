/** `npm run build`'s second step (decision 033): the build live for the Node server, the nginx snippet beside it. */
import { readFileSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"

import { BUILD_DIR, HEADERS_FILE } from "../../server/build-dir.ts"
import { parseHeadersFile, toNginxSnippet } from "../../server/header-match.ts"
import { publishRelease } from "../../server/release.ts"

const started = performance.now()
const release = publishRelease(BUILD_DIR)
// For a deployer's nginx, which serves build/client itself: included from build/ (docs/deploy.md, nginx).
writeFileSync(
  join(BUILD_DIR, "nginx-headers.conf"),
  toNginxSnippet(parseHeadersFile(readFileSync(HEADERS_FILE, "utf8"))),
)
console.log(`Live as ${relative(".", release)} (${Math.round(performance.now() - started)} ms)`)
