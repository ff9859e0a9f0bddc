/**
 * Where the build is written and served from: `build/`, or BUILD_DIR's folder, which lets a second build sit beside
 * the default one (the e2e suite's build with test ids). Used by astro.config.ts, postbuild, the server, start and
 * bench.
 */
export const BUILD_DIR = process.env.BUILD_DIR ?? "build"
