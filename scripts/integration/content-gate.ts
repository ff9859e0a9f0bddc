/** The content check, once per command before anything reads the content (decision 023): a slip said in words. */
import "../../server/load-env.ts"

import { tsImport } from "tsx/esm/api"

import { githubAddresses, githubSignInBuilt } from "../../server/sign-in-settings.ts"
import { CONTENT_DIR } from "../../src/lib/content/content-dir.ts"
import type * as DeploySettingsModule from "../../src/lib/deploy-settings.ts"
import type * as ContentCheckModule from "./content-check.ts"
// Serves `site:content/<name>` to the modules imported below (the site config, through the deploy-time settings).
import "./content-module.ts"

import { jsonFileProblems } from "../lib/plain-errors.ts"
import { linksOutside } from "./project-links.ts"

/** import() in a hook, where Astro has closed its config's module runner; tsx resolves as Vite would (`~/`, JSON). */
export const importAfterConfig = <T>(path: string) => tsImport(path, import.meta.url) as Promise<T>

export const deploySettingsModule = () =>
  importAfterConfig<typeof DeploySettingsModule>("../../src/lib/deploy-settings.ts")

/** Stops the command on any problem, one line each; a store for a form that posts nowhere is only a warning. */
export async function stopOnContentProblems({ schemas }: { schemas: boolean }) {
  const stop = (lines: string[]) => {
    console.error(lines.join("\n"))
    return process.exit(1)
  }
  let problems = jsonFileProblems(CONTENT_DIR)
  if (!problems.length) {
    try {
      ;(await deploySettingsModule()).deploySettings(process.env)
      // The editor's GitHub settings, read again as /admin/config.yml is written: a slip stopped that with a stack trace.
      if (process.env.CMS?.trim().toLowerCase() !== "off") {
        githubAddresses(process.env)
        githubSignInBuilt(process.env)
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      stop([`A deploy-time setting is wrong (docs/deploy.md, "Deploy-time values"): ${message}`])
    }
    problems = linksOutside(".")
  }
  if (!problems.length && schemas)
    problems = (await importAfterConfig<typeof ContentCheckModule>("./content-check.ts")).checkContent()
  if (problems.length)
    stop([
      `Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):`,
      ...problems.map((problem) => `  ${problem}`),
    ])
  const warning = (await deploySettingsModule()).formWithoutStore(process.env)
  if (warning) console.warn(warning)
}
