/**
 * `npm test`: every check, in four lanes that run side by side (decision 054): the formatting and the lint, the types,
 * the unit tests, and the e2e suite's builds followed by the browser tests. The browser tests start as soon as their
 * builds are made, while the other lanes finish beside them: on two cores that keeps both busy, where steps run in turn
 * each wait half the time. A lane stops at its first failing step; the run fails if any step does. A buffered step's
 * output is printed when it ends, whole, so lanes never interleave; the browser tests print as they run. At the end,
 * each step's time and the whole run's; a failed step's output is printed again last, where a log's tail shows it.
 */
import { spawn, spawnSync } from "node:child_process"

import { lostAstroRace } from "../lib/astro-race.ts"

/** `npm test -- --no-e2e`: the static checks and the unit tests alone, without the builds and the browser. */
const withBrowser = !process.argv.includes("--no-e2e")
/** npm scripts, in lanes that run side by side; a lane runs its scripts in turn. */
const LANES = [
  ["format:check", "lint"],
  ["typecheck"],
  ["test:unit"],
  ...(withBrowser ? [["build:e2e", "test:e2e"]] : []),
]
// The builds made first are this run's: the browser tests' first server then only checks them (builds.ts).
process.env.E2E_BUILT = `npm-test-${process.pid}-${Date.now()}`
/** The browser tests print as they go: the longest step shows its progress. */
const STREAMED = new Set(["test:e2e"])

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

function run(script: string) {
  const started = performance.now()
  const child = spawn("npm", ["run", "--silent", script], {
    stdio: STREAMED.has(script) ? "inherit" : ["ignore", "pipe", "pipe"],
  })
  let output = ""
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk))
  return new Promise<{ script: string; ok: boolean; ms: number; output: string }>((resolve) =>
    child.on("close", (code) => {
      const ms = performance.now() - started
      if (!STREAMED.has(script)) process.stdout.write(`${code === 0 ? "✓" : "✗"} ${script} (${seconds(ms)})\n${output}`)
      resolve({ script, ok: code === 0, ms, output })
    }),
  )
}

const started = performance.now()
// What every Astro process of the lanes makes when it is missing, made once here (decision 055): the photos' sizes (the
// site's integration; 91 photos, about 30 CPU-seconds on a fresh clone), which `astro check`, Vitest's Astro config and
// the first e2e builds each made side by side. .astro/'s content files each Astro process writes again (decision 058).
const sync = spawnSync("npx", ["astro", "sync"], { encoding: "utf8" })
if (sync.status !== 0) {
  process.stdout.write(`✗ astro sync\n${sync.stdout}${sync.stderr}`)
  process.exit(1)
}
/** `astro check` starts beside the e2e builds (which make a build that lost the race again themselves, builds.ts). */
async function runOnceMoreIfRaced(script: string) {
  const result = await run(script)
  if (result.ok || script !== "typecheck" || !lostAstroRace(result.output)) return result
  console.log(`${script}: run once more, an e2e build wrote .astro/ at the same moment (decision 058)`)
  return run(script)
}

const results = await Promise.all(
  LANES.map(async (lane) => {
    const done = []
    for (const script of lane) {
      const result = await runOnceMoreIfRaced(script)
      done.push(result)
      if (!result.ok) break
    }
    return done
  }),
)
const steps = results.flat()
const ok = steps.every((step) => step.ok) && steps.length === LANES.flat().length
for (const failed of steps.filter((step) => !step.ok && !STREAMED.has(step.script))) {
  process.stdout.write(
    `\n✗ ${failed.script} failed; its output again:\n${failed.output.split("\n").slice(-80).join("\n")}\n`,
  )
}
const times = steps.map(({ script, ok, ms }) => `${script} ${seconds(ms)}${ok ? "" : " FAILED"}`).join(", ")
console.log(`npm test: ${ok ? "passed" : "FAILED"} in ${seconds(performance.now() - started)} (${times})`)
process.exit(ok ? 0 : 1)
