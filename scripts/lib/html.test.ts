import { describe, expect, it } from "vitest"

import { deferHydration, deferModulePreloads, inlineScriptHashes, inlineStylesheet } from "./html"

const BOOT = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/services-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/services":route1};

import("/assets/entry.client-4.js");</script>`

describe("inlineStylesheet", () => {
  it("inlines the CSS and leaves a non-blocking link for hydration", () => {
    const html = inlineStylesheet(
      '<head><link rel="stylesheet" href="/assets/app-1.css"/></head>',
      () => "body{color:red}",
    )
    expect(html).toBe(
      '<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/app-1.css" disabled=""/></head>',
    )
  })

  it("refuses CSS that could close the style element", () => {
    expect(() => inlineStylesheet('<link rel="stylesheet" href="/assets/a.css"/>', () => "</style>")).toThrow(
      /cannot inline/,
    )
  })
})

describe("deferHydration", () => {
  const out = deferHydration(BOOT)

  it("starts the same imports once the page has painted and loaded, one frame later", () => {
    expect(out).toContain('getEntriesByName("first-contentful-paint")')
    expect(out).toContain('addEventListener("load",done,{once:true});setTimeout(done,1000)')
    expect(out).toContain("Promise.all([painted,loaded]).then(()=>requestAnimationFrame(()=>setTimeout(start,0)))")
    expect(out).toContain('import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/services-3.js")')
    expect(out).toContain('window.__reactRouterRouteModules={"root":route0,"routes/services":route1}')
    expect(out).toContain('import("/assets/entry.client-4.js")')
  })

  it("switches the module preloads on before importing", () => {
    expect(out.indexOf('removeAttribute("media")')).toBeLessThan(out.indexOf("Promise.all"))
  })

  it("fails loudly on an unknown boot script", () => {
    expect(() => deferHydration('<script type="module" async="">console.log(1)</script>')).toThrow(
      /Unexpected React Router boot script/,
    )
  })
})

describe("deferModulePreloads", () => {
  it("switches module preloads off until the boot script runs", () => {
    expect(deferModulePreloads('<link rel="modulepreload" href="/assets/a.js"/>')).toBe(
      '<link rel="modulepreload" href="/assets/a.js" media="not all"/>',
    )
  })
})

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only, once each", () => {
    const hashes = inlineScriptHashes([
      '<script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>',
      '<script>a()</script><script type="module">b()</script>',
    ])
    expect(hashes).toHaveLength(2)
    for (const hash of hashes) expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/)
  })
})
