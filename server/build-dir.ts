import { join } from "node:path"

/** Where the build is written and served from; BUILD_DIR lets a second build sit beside it (the e2e suite's). */
export const BUILD_DIR = process.env.BUILD_DIR ?? "build"
/** Astro's outDir, emptied when a build starts, so the Node server never serves it directly (decision 033). */
export const CLIENT_DIR = join(BUILD_DIR, "client")
export const HEADERS_FILE = join(CLIENT_DIR, "_headers")
/** What the Node server serves: a link to the newest release (release.ts). */
export const LIVE_DIR = join(BUILD_DIR, "live")
