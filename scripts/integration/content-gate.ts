/**
 * The content check, run once per command, before anything reads the content: by the integration (index.ts) and
 * `npm run check:content`. The modules that read content (the schemas, the site config) are imported only after the
 * JSON and the settings pass, so a slip is said in plain words, naming the file and the field, never as a stack trace.
 */
import "../../server/load-env.ts"

import { tsImport } from "tsx/esm/api"

import { CONTENT_DIR } from "../../src/lib/content/content-dir.ts"
import type * as DeploySettingsModule from "../../src/lib/deploy-settings.ts"
import type * as ContentCheckModule from "../lib/content-check.ts"
// Serves `site:content/<name>` to the modules imported below (the site config, through the deploy-time settings).
import "./content-module.ts"

import { jsonFileProblems } from "../lib/plain-errors.ts"
import { linksOutside } from "../lib/project-links.ts"

/**
 * Imports a module of the project (a path from this folder) after Astro has closed the module runner it loads its
 * config with: the hooks run after that, and an ordinary `import()` in them would fail. tsx resolves what Vite would
 * (TypeScript, JSON, the `~/` paths); the modules it loads are the config's, as astro.config.ts's own imports were.
 */
export const importAfterConfig = <T>(path: string) => tsImport(path, import.meta.url) as Promise<T>

/** A wrong deploy-time setting, in the deployer's words. The settings fall back on the owner's quote form. */
async function settingsProblem(): Promise<string | undefined> {
  try {
    const { deploySettings } = await importAfterConfig<typeof DeploySettingsModule>("../../src/lib/deploy-settings.ts")
    deploySettings(process.env)
  } catch (error) {
    return `A deploy-time setting is wrong (docs/deploy.md, "Deploy-time values"): ${error instanceof Error ? error.message : String(error)}`
  }
}

/** What stops the command, as printed: one line per problem. Empty when everything checked is right. */
export async function contentGate({ schemas }: { schemas: boolean }): Promise<string[]> {
  const notJson = jsonFileProblems(CONTENT_DIR)
  const setting = notJson.length ? undefined : await settingsProblem()
  if (setting) return [setting]
  // A link in public/ or content/ to a file that is not the site's, which the build would publish (decision 029).
  const problems = notJson.length ? notJson : linksOutside(".")
  if (!problems.length && schemas)
    problems.push(...(await importAfterConfig<typeof ContentCheckModule>("../lib/content-check.ts")).checkContent())
  if (!problems.length) return []
  return [
    `Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):`,
    ...problems.map((problem) => `  ${problem}`),
  ]
}

/**
 * Runs the check and stops the command on a problem, printing it as `npm run check:content` does. A lead store set up
 * for a form that posts nowhere is said in one line and does not stop it (deploy-settings.ts).
 */
export async function stopOnContentProblems(options: { schemas: boolean }) {
  const lines = await contentGate(options)
  if (lines.length) {
    console.error(lines.join("\n"))
    process.exit(1)
  }
  const { formWithoutStore } = await importAfterConfig<typeof DeploySettingsModule>("../../src/lib/deploy-settings.ts")
  const warning = formWithoutStore(process.env)
  if (warning) console.warn(warning)
}
