import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { createServer, isRunnableDevEnvironment, type Plugin, type ViteDevServer } from "vite"
import { afterEach, describe, expect, it, vi } from "vitest"

import { contentPlugin, DATA_STORE_MODULE } from "./content-module"

/**
 * A real Vite development server and its module runner, with the two parts of Astro's content layer that decision 039
 * is about: the store's module, read from `.astro/data-store.json`, and a module that keeps the store once loaded
 * (astro/dist/content/data-store.js keeps it in `globalDataStore`). The store is written as Astro writes it (a new
 * file renamed over the old one) and marked stale as Astro marks it: the store's module alone, as a hot update.
 */
const storeModule: Plugin = {
  name: "test-store",
  resolveId: (id) => (id === "astro:data-layer-content" ? DATA_STORE_MODULE : null),
  load(id) {
    if (id !== DATA_STORE_MODULE) return null
    return `export default ${readFileSync(join(this.environment.config.root, ".astro/data-store.json"), "utf8")}`
  },
}
const STORE = ".astro/data-store.json"
const KEEPER = `let kept
export const price = async () => (kept ??= (await import("astro:data-layer-content")).default).price`

let server: ViteDevServer | undefined
let root = ""
afterEach(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

async function start(plugins: Plugin[]) {
  root = mkdtempSync(join(tmpdir(), "fresh-content-"))
  mkdirSync(join(root, ".astro"))
  writeFileSync(join(root, STORE), JSON.stringify({ price: 250 }))
  writeFileSync(join(root, "keeper.js"), KEEPER)
  server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [storeModule, ...plugins],
    server: {
      middlewareMode: true,
      ws: false,
      watch: { awaitWriteFinish: { stabilityThreshold: 100, pollInterval: 20 } },
    },
  })
  // Astro adds the store to the watcher itself (vite-plugin-content-virtual-mod.js).
  server.watcher.add(join(root, ".astro/data-store.json"))
  await expect.poll(() => server!.watcher.getWatched()[join(root, ".astro")]).toContain("data-store.json")
  const ssr = server.environments.ssr!
  if (!isRunnableDevEnvironment(ssr)) throw new Error("the ssr environment has no module runner")
  /** What a page rendered now reads. */
  const rendered = async () => ((await ssr.runner.import("/keeper.js")) as { price(): Promise<number> }).price()
  /**
   * Astro's save, with a page being rendered meanwhile: the new store renamed into place and its module marked stale
   * as Astro marks it (a hot update, and the runner's copy of that module alone); the page under way has the server
   * transform the keeper again, while the runner keeps the keeper it had. That is the state measured in `npm run cms`
   * after a save the preview missed: the runner's keeper with the old store, the server's copy current.
   */
  const save = async (price: number) => {
    writeFileSync(join(root, `${STORE}.tmp`), JSON.stringify({ price }))
    renameSync(join(root, `${STORE}.tmp`), join(root, STORE))
    ssr.moduleGraph.invalidateModule(ssr.moduleGraph.getModuleById(DATA_STORE_MODULE)!, undefined, Date.now(), true)
    ssr.runner.evaluatedModules.invalidateModule(ssr.runner.evaluatedModules.getModuleById(DATA_STORE_MODULE)!)
    await ssr.transformRequest("/keeper.js")
  }
  /** A page still under way once the watcher has reported the store: the server transforms the keeper once more. */
  const pageUnderWay = () => ssr.transformRequest("/keeper.js")
  /** Resolves once the watcher has reported a change of this file; the plugin's listener, added first, has run. */
  const reported = (file: string) =>
    new Promise<void>((done) => server!.watcher.on("all", (_, path) => path === join(root, file) && done()))
  return { ssr, rendered, save, pageUnderWay, reported }
}

describe("the content plugin and the store Astro writes", { timeout: 30_000 }, () => {
  it("has a page rendered after the store is written read the new store, where Astro's own update left the old one", async () => {
    // Without the plugin: the module that kept the store is not loaded again, and the page keeps the old price.
    const without = await start([])
    expect(await without.rendered()).toBe(250)
    let seen = without.reported(STORE)
    await without.save(275)
    await seen
    await without.pageUnderWay()
    expect(await without.rendered()).toBe(250)
    await server!.close()
    rmSync(root, { recursive: true, force: true })

    // With it: the next page reads the new store, save after save.
    const withPlugin = await start([contentPlugin])
    expect(await withPlugin.rendered()).toBe(250)
    for (const price of [275, 300]) {
      seen = withPlugin.reported(STORE)
      await withPlugin.save(price)
      await seen
      await withPlugin.pageUnderWay()
      await expect.poll(withPlugin.rendered, { timeout: 5_000 }).toBe(price)
    }
  })

  it("starts the runner afresh only for the store, once a page has read it", async () => {
    const { ssr, rendered, reported } = await start([contentPlugin])
    const send = vi.spyOn(ssr.hot, "send")
    // The messages Vite sends the runner, without the answers to the runner's own requests ("custom" ones).
    const sent = () =>
      send.mock.calls
        .map(([payload]): unknown => payload)
        .filter((payload) => typeof payload === "object" && (payload as { type: string }).type !== "custom")
    await ssr.runner.import("/keeper.js")

    // Another file, then the store before any page has read it: nothing to start afresh.
    let seen = reported("other.json")
    writeFileSync(join(root, "other.json"), "{}")
    await seen
    seen = reported(STORE)
    writeFileSync(join(root, STORE), JSON.stringify({ price: 275 }))
    await seen
    expect(sent()).toEqual([])

    // Once a page has read it, each write of the store starts the runner afresh, once.
    expect(await rendered()).toBe(275)
    seen = reported(STORE)
    writeFileSync(join(root, STORE), JSON.stringify({ price: 300 }))
    await seen
    expect(sent()).toEqual([{ type: "full-reload" }])
  })
})
