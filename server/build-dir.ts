import { join } from "node:path"

/**
 * Where the build is written and served from: `build/`, or BUILD_DIR's folder, which lets a second build sit beside
 * the default one (the e2e suite's build with test ids). Used by astro.config.ts, the build's integration, the server, start and
 * bench.
 */
export const BUILD_DIR = process.env.BUILD_DIR ?? "build"
/**
 * What is served: after a build, a link to the newest release's client/ (server/release.ts), so a path under it reads
 * as a folder of the site's files.
 */
export const CLIENT_DIR = join(BUILD_DIR, "client")
/** The header rules, beside what is served; a build without it is not finished (a link to the newest release's). */
export const HEADERS_FILE = join(BUILD_DIR, "headers.json")
/**
 * Where a build is written before it goes live: Astro writes client/ here, the build's integration finishes it and the rules,
 * then swaps the whole folder in at once (server/release.ts). A build that stops half-way leaves the live site as it was.
 */
export const NEXT_DIR = join(BUILD_DIR, "next")
export const NEXT_CLIENT_DIR = join(NEXT_DIR, "client")
