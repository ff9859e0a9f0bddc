import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

import { adminIndexHtml, cmsEnabled, decapDistFiles, writeAdmin } from "./cms-admin.ts"

describe("the editor's files", () => {
  it("are built unless CMS=off", () => {
    expect(cmsEnabled({})).toBe(true)
    expect(cmsEnabled({ CMS: "on" })).toBe(true)
    expect(cmsEnabled({ CMS: "off" })).toBe(false)
    expect(cmsEnabled({ CMS: " OFF " })).toBe(false)
  })

  it("load Decap's bundle from the site itself and ask search engines to stay away", () => {
    const html = adminIndexHtml('Riverleaf <Eco> "Cleaning"')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>\n    <script src="/admin/editor.js"></script>')
    expect(html).toContain('href="/admin/config.yml" type="text/yaml" rel="cms-config-url"')
    expect(html).not.toMatch(/https?:\/\//)
    expect(html).toContain("Riverleaf Eco Cleaning")
  })

  it("copy the bundle, its chunks and WebAssembly, but no source maps or duplicates", async () => {
    const files = decapDistFiles()
    expect(files).toContain("decap-cms.js")
    expect(files.some((f) => /^\d+\.decap-cms\.js$/.test(f))).toBe(true)
    expect(files.some((f) => f.endsWith(".map") || f.startsWith("cms.") || /\.cms\.js$/.test(f))).toBe(false)

    const dir = mkdtempSync(join(tmpdir(), "cms-admin-"))
    try {
      await writeAdmin(dir, { backend: { name: "github" } }, "Site")
      expect(JSON.parse(readFileSync(join(dir, "config.yml"), "utf8"))).toEqual({ backend: { name: "github" } })
      // The site's additions, as plain JavaScript the browser runs as a classic script.
      const script = readFileSync(join(dir, "editor.js"), "utf8")
      expect(script).toContain('CMS.registerWidget("checked-number"')
      expect(script).not.toMatch(/^(import|export) /m)
      expect(script).not.toContain(": Props")
      for (const name of ["index.html", ...files]) expect(existsSync(join(dir, name)), name).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
