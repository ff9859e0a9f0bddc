/**
 * The project's build steps as an Astro integration: the content check, the photos, and after Astro finish-build.ts,
 * all in Astro's outDir. Putting it live is a deploy's step (scripts/deploy/publish.ts, decision 033).
 */
import { lstatSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

import type { AstroIntegration } from "astro"
import { searchForWorkspaceRoot } from "vite"

import { CONTRACT_PATH } from "../../server/form-contract.ts"
import type * as MarkdownModule from "../../src/lib/content/markdown.ts"
import { adminRoutes } from "../editor/cms-admin.ts"
import { buildImages, siteImageOptions } from "../tools/build-images.ts"
import { astroInlineScripts, SITE_DIRECTIVES } from "./astro-scripts.ts"
import { deploySettingsModule, importAfterConfig, stopOnContentProblems } from "./content-gate.ts"
import type * as FinishBuildModule from "./finish-build.ts"

export function siteBuild(): AstroIntegration {
  let astroScripts: Promise<string[]> = Promise.resolve([])
  let siteUrl = ""
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": async ({ command, config, addClientDirective, injectRoute, updateConfig, logger }) => {
        await stopOnContentProblems({ schemas: command === "build" })
        if (command === "build") logger.info("content: all files valid")
        // These modules read the content (through src/site.config.ts): imported once the check has passed.
        siteUrl = (await deploySettingsModule()).deploySettings(process.env).siteUrl
        const { markdownProcessor } = await importAfterConfig<typeof MarkdownModule>(
          "../../src/lib/content/markdown.ts",
        )
        // The editor, and the quote form's contract, which the lead store checks each request against (decision 047).
        const contract = { pattern: CONTRACT_PATH, entrypoint: new URL("./form-contract.ts", import.meta.url) }
        for (const route of [...adminRoutes(command, process.env), contract]) injectRoute({ ...route, prerender: true })
        // The node_modules the site runs from may sit above the project (the editor's e2e test runs a copy in .cache/).
        const root = fileURLToPath(config.root)
        const modules = join(createRequire(join(root, "package.json")).resolve("astro/package.json"), "../../..")
        updateConfig({
          site: siteUrl,
          markdown: { processor: markdownProcessor },
          vite: {
            // Reached only by lazy imports: pre-bundled, a fresh dev server need not re-optimise and reload.
            optimizeDeps: { include: ["zod/mini"] },
            server: { fs: { allow: [searchForWorkspaceRoot(root), modules] } },
          },
        })
        for (const directive of SITE_DIRECTIVES) addClientDirective(directive)
        if (command === "preview") return
        await buildImages(siteImageOptions((line) => logger.info(line)))
        if (command !== "build") return
        astroScripts = astroInlineScripts(SITE_DIRECTIVES, config.root)
        // A pre-033 outDir links to the live release, which Astro would empty; no trailing slash, or lstat follows it.
        const outDir = fileURLToPath(config.outDir).replace(/[\\/]+$/, "")
        if (lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(outDir)
      },
      "astro:build:done": async ({ dir, assets, logger }) => {
        const started = Date.now()
        const htmlFiles = [...assets.values()]
          .flat()
          .map((url) => fileURLToPath(url))
          .filter((file) => file.endsWith(".html"))
        const { finishBuild, heldLinks } = await importAfterConfig<typeof FinishBuildModule>("./finish-build.ts")
        const { summary } = await finishBuild(fileURLToPath(dir), htmlFiles, await astroScripts, heldLinks())
        logger.info(`${summary} (${((Date.now() - started) / 1000).toFixed(1)}s)`)
        if (!process.env.SITE_URL)
          logger.warn(
            `SITE_URL is not set, so canonical links, the sitemap and social previews name ${siteUrl}. ` +
              "Set it to the site's address before deploying (docs/deploy.md, 'Deploy-time values').",
          )
      },
    },
  }
}
