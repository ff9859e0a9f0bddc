/** Pure transforms of the prerendered HTML, applied by scripts/postbuild.ts. */
import { createHash } from "node:crypto"

/**
 * Inlines the site's one stylesheet, so first paint waits for no second request (over 4G it shares
 * bandwidth with fonts and scripts). The <link> stays for React to hydrate against, `disabled` so the
 * browser neither waits for it nor downloads it; React 19 skips the extra <style> when hydrating.
 */
export function inlineStylesheet(html: string, readAsset: (href: string) => string) {
  return html.replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/, (tag, href: string) => {
    const css = readAsset(href)
    if (css.includes("</style")) throw new Error(`${href} contains "</style": cannot inline`)
    return `<style>${css}</style>${tag.replace("/>", ' disabled=""/>')}`
  })
}

/** Longest wait for the load event: a slow photo or data file must not hold up the menus. */
const LOAD_WAIT_MS = 1000

/**
 * Starts hydration one frame after the first contentful paint and the load event (at most LOAD_WAIT_MS), not when
 * React Router's boot script would: it imports the route modules statically (decision 002). Browsers without paint
 * timing wait for load alone. Fails the build if React Router changes the script's shape.
 */
export function deferHydration(html: string) {
  return html.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (tag, body: string) => {
    const imports = [...body.matchAll(/^import (?:\* as (route\d+) from )?"([^"]+)";$/gm)]
    const modules = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(body)?.[1]
    const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1]
    if (!imports.length || !modules || !entry)
      throw new Error("Unexpected React Router boot script: cannot defer hydration")
    const names = imports.map(([, name], i) => name ?? `m${i}`)
    const loads = imports.map(([, , url]) => `import(${JSON.stringify(url)})`).join(",")
    const deferred =
      `const start=()=>{` +
      `document.querySelectorAll("link[rel=modulepreload][media]").forEach((l)=>l.removeAttribute("media"));` +
      `return Promise.all([${loads}]).then(([${names.join(",")}])=>{` +
      `window.__reactRouterRouteModules=${modules};import(${JSON.stringify(entry)})})};` +
      `const painted=new Promise((done)=>{` +
      `if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return done();` +
      `new PerformanceObserver((list,observer)=>{` +
      `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}` +
      `}).observe({type:"paint",buffered:true})});` +
      `const loaded=new Promise((done)=>{if(document.readyState==="complete")return done();` +
      `addEventListener("load",done,{once:true});setTimeout(done,${LOAD_WAIT_MS})});` +
      `Promise.all([painted,loaded]).then(()=>requestAnimationFrame(()=>setTimeout(start,0)));`
    return tag.replace(body, deferred)
  })
}

/**
 * Switches the scripts' preloads off (media="not all") until deferHydration's boot script switches them on (decision
 * 002). Browsers that ignore media on modulepreload preload at once, as before.
 */
export function deferModulePreloads(html: string) {
  return html.replace(
    /<link rel="modulepreload" href="([^"]+)"\/>/g,
    '<link rel="modulepreload" href="$1" media="not all"/>',
  )
}

/** 'sha256-…' for each executable inline script in the prerendered pages. */
export function inlineScriptHashes(pages: string[]) {
  const hashes = new Set<string>()
  for (const html of pages) {
    for (const [, attrs = "", body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attrs) || !body) continue
      const type = /\btype="([^"]*)"/.exec(attrs)?.[1]
      if (type && type !== "module" && type !== "text/javascript") continue
      hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`)
    }
  }
  return [...hashes].sort()
}
