/** Pure transforms of the prerendered HTML, applied by scripts/postbuild.ts. */
import { createHash } from "node:crypto"

/**
 * Inlines the site's one stylesheet into every page, so first paint waits for no second request
 * (on a phone over 4G that request otherwise shares bandwidth with fonts and scripts). The
 * original <link> stays for React to hydrate against, marked `disabled` so the browser neither
 * waits for it nor downloads it; React 19 skips the extra <style> in the head during hydration.
 */
export function inlineStylesheet(html: string, readAsset: (href: string) => string) {
  return html.replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/, (tag, href: string) => {
    const css = readAsset(href)
    if (css.includes("</style")) throw new Error(`${href} contains "</style": cannot inline`)
    return `<style>${css}</style>${tag.replace("/>", ' disabled=""/>')}`
  })
}

/** Longest wait for the load event: a slow photo or data file must not hold up the menus. */
export const LOAD_WAIT_MS = 1000

const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/

/**
 * Starts hydration once the prerendered page has painted its first content and finished loading
 * (fonts, hero image; at most LOAD_WAIT_MS), one frame later, instead of before the first paint. React Router's boot
 * script statically imports the route modules, so on a fast connection they would evaluate before
 * the first paint and compete with the page's own bytes on a slow one. The page is complete HTML,
 * so links and text work meanwhile. Browsers without paint timing wait for load alone. Fails the
 * build if React Router changes the script's shape, rather than shipping an unhydrated page.
 */
export function deferHydration(html: string) {
  return html.replace(BOOT_SCRIPT, (tag, body: string) => {
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
 * The page is fully rendered HTML, so its scripts only add interactivity: their preload links are
 * switched off with media="not all" and the boot script (see deferHydration) switches them on after
 * the first paint. On a slow connection the first bytes then go to the page, its fonts and its hero
 * image. Browsers that ignore media on modulepreload simply preload at once, as before.
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
    for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attrs = match[1] ?? ""
      const body = match[2] ?? ""
      if (/\bsrc=/.test(attrs) || !body) continue
      const type = /\btype="([^"]*)"/.exec(attrs)?.[1]
      if (type && type !== "module" && type !== "text/javascript") continue
      hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`)
    }
  }
  return [...hashes].sort()
}
