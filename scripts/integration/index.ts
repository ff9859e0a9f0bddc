/**
 * The project's own build steps as an Astro integration, so `astro build` and `astro dev` are the whole build:
 * - astro:config:setup: the custom client directives; the photos brought up to date (every command but preview);
 *   the content check before a build; the editor at /admin in development;
 * - astro:build:done: links, header rules with the CSP's script hashes, precompression, the editor's files; then the
 *   finished build goes live in one step (server/release.ts) and the nginx snippet is written beside it.
 * robots.txt, the web manifest, the run-time content JSON and the social image are endpoints under src/pages.
 */
import { writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"

import type { AstroIntegration } from "astro"

// The plain-words check first (astro.config.ts imports it first as well).
import "./content-gate.ts"

import { BUILD_DIR, NEXT_DIR } from "../../server/build-dir.ts"
import { toNginxSnippet } from "../../server/headers.ts"
import { publishRelease } from "../../server/release.ts"
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
        updateConfig({ vite: { plugins: [cmsAdminPlugin()] } })
        if (command === "preview") return
        await buildImages(siteImageOptions((line) => logger.info(line)))
        if (command !== "build") return
        stopOnContentProblems(checkContent())
        logger.info("content: all files valid")
      },
      "astro:build:done": async ({ dir, logger }) => {
        const started = Date.now()
        const { rules, summary } = await finishBuild(fileURLToPath(dir))
        // Live in one step: a server running on the build serves the new release from its next request.
        const release = publishRelease(BUILD_DIR, NEXT_DIR)
        // Beside the release, not in it: a deployer includes it from build/ (docs/deploy.md, nginx).
        writeFileSync(join(BUILD_DIR, "nginx-headers.conf"), toNginxSnippet(rules))
        logger.info(`${summary}, live as ${relative(".", release)} (${((Date.now() - started) / 1000).toFixed(1)}s)`)
        if (!process.env.SITE_URL) {
          logger.warn(
            `SITE_URL is not set, so canonical links, the sitemap and social previews name ${siteConfig.url}. ` +
              "Set it to the site's address before deploying (docs/deploy.md, 'Deploy-time values').",
          )
        }
      },
    },
  }
}
