/** `npm run check:content`: the build's first check (integration/content-gate.ts); exits 1 on any problem. */
import { stopOnContentProblems } from "../integration/content-gate.ts"

await stopOnContentProblems({ schemas: true })
console.log("content: all files valid")
