import { cpSync, rmSync } from "node:fs"

/**
 * The second copy of the content (decision 034) is an overlay: only the files in which every option differs from the
 * frozen copy (the instant estimate on, two pages of the owner's). `everyOptionContent(dir)` writes the whole of it
 * into `dir`, the frozen copy with the overlay over it, for a build or a server to read as its CONTENT_DIR.
 */
export const EVERY_OPTION_OVERLAY = "tests/fixtures/content-every-option"
const FROZEN = "tests/fixtures/content"

/** Where the e2e suite's builds and lead-store servers read it (tests/e2e/builds.ts writes it before any build). */
export const E2E_EVERY_OPTION_CONTENT = ".cache/e2e/content-every-option"

export function everyOptionContent(dir: string) {
  rmSync(dir, { recursive: true, force: true })
  cpSync(FROZEN, dir, { recursive: true })
  cpSync(EVERY_OPTION_OVERLAY, dir, { recursive: true })
  return dir
}
