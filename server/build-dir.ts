import { join } from "node:path"

/**
 * Where the build is written and served from: `build/`, or BUILD_DIR's folder, which lets a second build sit beside
 * the default one (the e2e suite's build with test ids).
 */
export const BUILD_DIR = process.env.BUILD_DIR ?? "build"
/**
 * Astro's output folder (its outDir), a real folder: what `astro preview` serves and what a static host publishes.
 * Astro empties it when a build starts, so the Node server never serves it directly (decision 033).
 */
export const CLIENT_DIR = join(BUILD_DIR, "client")
/** The header rules of a build, in its own folder: read by Netlify, Cloudflare Pages and the Node server alike. */
export const HEADERS_FILE = join(CLIENT_DIR, "_headers")
/**
 * What the Node server serves: a link to the newest published release, a copy of a finished client/ under
 * `releases/` (server/release.ts), swapped in one step.
 */
export const LIVE_DIR = join(BUILD_DIR, "live")
