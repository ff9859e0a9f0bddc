// A test that changes content files works on a copy: the tests' frozen content (CONTENT_DIR, decision 034) at
// <root>/content, with the project's photos at <root>/content/photos, as a project holds them. The content check reads
// it with checkContent(root, "content").
import { cpSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { CONTENT_DIR, PHOTOS_DIR } from "../../src/lib/content/content-dir.ts"

export function copyOfContent(prefix = "content-") {
  const root = mkdtempSync(join(tmpdir(), prefix))
  cpSync(CONTENT_DIR, join(root, "content"), { recursive: true })
  cpSync(PHOTOS_DIR, join(root, PHOTOS_DIR), { recursive: true })
  return root
}
