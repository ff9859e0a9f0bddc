/**
 * The project's own build steps as an Astro integration, so `astro build` and `astro dev` are the whole build:
 * - astro:config:setup: the custom client directives; the photos brought up to date (every command but preview);
 *   the content check before a build; the editor at /admin in development;
 * - astro:build:done: links, header rules with the CSP's script hashes, precompression, the editor's files.
 * robots.txt, the web manifest, the run-time content JSON and the social image are endpoints under src/pages.
 */
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"

import type { AstroIntegration } from "astro"

// The plain-words check first (astro.config.ts imports it first as well).
import "./content-gate.ts"

import { siteConfig } from "../../src/site.config.ts"
import { buildImages, siteImageOptions } from "../build-images.ts"
import { cmsAdminPlugin } from "../vite/cms-admin-plugin.ts"
import { checkContent, stopOnContentProblems } from "./content-gate.ts"
import { finishBuild } from "./finish-build.ts"

export function siteBuild(): AstroIntegration {
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": async ({ command, addClientDirective, updateConfig, logger }) => {
        addClientDirective({ name: "interaction", entrypoint: "./src/directives/interaction.ts" })
        addClientDirective({ name: "painted", entrypoint: "./src/directives/painted.ts" })
        updateConfig({ vite: { plugins: [cmsAdminPlugin()] } })
        if (command === "preview") return
        await buildImages(siteImageOptions((line) => logger.info(line)))
        if (command !== "build") return
        stopOnContentProblems(checkContent())
        logger.info("content: all files valid")
      },
      "astro:build:done": async ({ dir, logger }) => {
        const started = Date.now()
        const client = fileURLToPath(dir)
        const summary = await finishBuild(client, dirname(client))
        logger.info(`${summary} (${((Date.now() - started) / 1000).toFixed(1)}s)`)
        if (!process.env.SITE_URL) {
          logger.warn(
            `SITE_URL is not set, so canonical links, the sitemap and social previews name ${siteConfig.url}. ` +
              "Set it to the site's address before deploying (README, deploy-time values).",
          )
        }
      },
    },
  }
}
