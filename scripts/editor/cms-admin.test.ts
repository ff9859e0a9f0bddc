import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

import type { APIContext } from "astro"
import { describe, expect, it } from "vitest"

import { adminPageHtml, DECAP_DIST, decapDistFiles, GET, getStaticPaths } from "./admin.ts"
import { adminRoutes } from "./cms-admin.ts"

const context = (url: string, params: Record<string, string> = {}) => ({ url: new URL(url), params }) as APIContext

describe("the editor's routes", () => {
  it("are built unless CMS=off", () => {
    expect(adminRoutes("build", {})).toHaveLength(2)
    expect(adminRoutes("build", { CMS: "on" })).toHaveLength(2)
    expect(adminRoutes("build", { CMS: "off" })).toEqual([])
    expect(adminRoutes("dev", { CMS: " OFF " })).toEqual([])
  })

  it("are the page and its files, the config, the script and Decap's, answered by one module in scripts/editor/", () => {
    expect(adminRoutes("dev", {}).map((route) => route.pattern)).toEqual(["/admin", "/admin/[file]"])
    // A build writes an endpoint at its pattern: the page's file beside the others, admin.html.
    expect(adminRoutes("build", {})[0]!.pattern).toBe("/admin.html")
    for (const { entrypoint } of adminRoutes("build", {}))
      expect(existsSync(fileURLToPath(entrypoint)), String(entrypoint)).toBe(true)
  })

  it("the page holds only its one script file, so no development client or inline script comes with it", () => {
    const html = adminPageHtml('Riverleaf <"Eco"> & Co')
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/admin/editor.js" defer>'])
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(html).toContain("<title>Edit the site | Riverleaf &lt;&quot;Eco&quot;&gt; &amp; Co</title>")
  })

  it("serve the bundle, its chunks and WebAssembly, but no source maps or duplicates", async () => {
    const files = decapDistFiles()
    expect(files).toContain("decap-cms.js")
    expect(files.some((f) => /^\d+\.decap-cms\.js$/.test(f))).toBe(true)
    expect(files.some((f) => f.endsWith(".map") || f.startsWith("cms.") || /\.cms\.js$/.test(f))).toBe(false)
    expect(getStaticPaths().map(({ params }) => params.file)).toEqual(["config.yml", "editor.js", ...files])
    const wasm = files.find((f) => f.endsWith(".wasm"))!
    const answer = await GET(context(`http://localhost/admin/${wasm}`, { file: wasm }))
    expect(answer.headers.get("content-type")).toBe("application/wasm")
    expect(Buffer.from(await answer.arrayBuffer()).equals(readFileSync(join(DECAP_DIST, wasm)))).toBe(true)
    const bundle = await GET(context("http://localhost/admin/decap-cms.js", { file: "decap-cms.js" }))
    expect(bundle.headers.get("content-type")).toBe("text/javascript")
  })

  it("bundle the editor's script with the schemas, as one classic script that loads Decap's bundle", async () => {
    const answer = await GET(context("http://localhost/admin/editor.js", { file: "editor.js" }))
    expect(answer.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    const script = await answer.text()
    expect(script).not.toMatch(/^\s*(import|export)\b/m)
    expect(script).toContain("/admin/decap-cms.js")
    expect(script).toContain("must list exactly three packages") // the packages' schema, bundled
  }, 60_000)

  it("give the config of the editor opened on this computer decap-server's address and this site's", async () => {
    // Vitest runs as the development server does (import.meta.env.DEV); the build's config is cms.spec.ts's.
    const answer = await GET(context("http://localhost:5173/admin/config.yml", { file: "config.yml" }))
    expect(answer.headers.get("content-type")).toBe("text/yaml; charset=utf-8")
    const body = JSON.parse(await answer.text()) as Record<string, unknown>
    expect(body).toMatchObject({
      site_url: "http://localhost:5173",
      display_url: "http://localhost:5173",
      local_backend: { url: "http://localhost:8081/api/v1" },
    })
  })
})
