/**
 * The content check's first half, run while Astro reads its config (astro.config.ts imports this module before the
 * site config): a wrong deploy-time setting or a content file that is not JSON would otherwise stop the config's own
 * imports with a stack trace. Either is printed in plain words, naming the setting or the file and where, and the
 * command stops. The schema check proper (`checkContent`) is loaded here too, while Astro's module loader is open,
 * and run by the integration at the start of a build (index.ts).
 */
import "../../server/load-env.ts"

import { CONTENT_DIR } from "../../src/lib/content/content-dir.ts"
import { jsonFileProblems } from "../lib/plain-errors.ts"
import { linksOutside } from "../lib/project-links.ts"

function stop(heading: string, lines: string[]): never {
  console.error(`${heading}\n${lines.map((line) => `  ${line}`).join("\n")}`)
  process.exit(1)
}

await import("../../src/lib/env.ts").catch((error: Error) =>
  stop('A deploy-time setting is wrong (README, "Deploy-time values"):', [error.message]),
)
const notJson = jsonFileProblems(CONTENT_DIR)
if (notJson.length) stop(`Content check failed (${problemCount(notJson)}):`, notJson)
// Before anything is read or copied: a link in public/ or content/ to a file that is not the site's (decision 029).
const links = linksOutside(".")
if (links.length) stop(`The build publishes only the site's own files (${problemCount(links)}):`, links)

/** Every problem in the content files, one line each naming the file, the field and what is wrong. */
export const { checkContent } = await import("../lib/content-check.ts")

export function problemCount(problems: string[]) {
  return `${problems.length} problem${problems.length === 1 ? "" : "s"}`
}

/** Prints the problems the way `npm run check:content` does and stops the command. */
export function stopOnContentProblems(problems: string[]) {
  if (problems.length) stop(`Content check failed (${problemCount(problems)}):`, problems)
}
