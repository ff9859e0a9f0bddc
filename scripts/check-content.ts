/**
 * `npm run check:content`, the build's first check: prints one line per problem in the content files, naming the
 * file, the field and what is wrong, and exits 1 if there is any.
 *
 * The deploy-time settings and every file's JSON are checked before the schemas load: they import
 * content/pages.json, and through the site config content/business.json and the settings, and a slip in any of
 * those would stop that import with a stack trace.
 */
import { CONTENT_DIR } from "../src/lib/content/content-dir.ts"
import { jsonFileProblems } from "./lib/plain-errors.ts"
import { linksOutside } from "./lib/project-links.ts"

import "../server/load-env.ts"

await import("../src/lib/env.ts").catch((error: Error) => {
  console.error(`A deploy-time setting is wrong (docs/deploy.md, "Deploy-time values"): ${error.message}`)
  process.exit(1)
})
const notJson = jsonFileProblems(CONTENT_DIR)
// A link in public/ or content/ to a file that is not the site's, which the build would publish (decision 029).
const links = linksOutside(".")
const problems = notJson.length ? notJson : [...links, ...(await import("./lib/content-check.ts")).checkContent()]
if (problems.length) {
  console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):`)
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
console.log("content: all files valid")
