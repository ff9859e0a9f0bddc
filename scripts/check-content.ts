/**
 * `npm run check:content`, the build's first check: prints one line per problem in the content files, naming the
 * file, the field and what is wrong, and exits 1 if there is any. The same check the build runs
 * (scripts/integration/content-gate.ts).
 */
import { stopOnContentProblems } from "./integration/content-gate.ts"

await stopOnContentProblems({ schemas: true })
console.log("content: all files valid")
