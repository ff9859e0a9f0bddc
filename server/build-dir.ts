import { join } from "node:path"

/**
 * Where the build is written and served from: `build/`, or BUILD_DIR's folder, which lets a second build sit beside
 * the default one (the e2e suite's build with test ids). Used by astro.config.ts, postbuild, the server, start and
 * bench.
 */
export const BUILD_DIR = process.env.BUILD_DIR ?? "build"
/** What is served: Astro's output, with postbuild's additions. */
export const CLIENT_DIR = join(BUILD_DIR, "client")
/** The header rules, beside what is served; postbuild writes it last, so a build without it is not finished. */
export const HEADERS_FILE = join(BUILD_DIR, "headers.json")
