/**
 * `npm test`: every check, in two phases whose independent steps run side by side (decision 054): first the static
 * checks (two lanes), the unit tests and the e2e suite's builds, which together keep both cores busy where each alone
 * waits half the time; then the browser tests. A buffered step's output is printed when it ends, whole, so lanes never
 * interleave; the unit and browser tests print as they run. A phase that fails stops the run. At the end, each step's
 * time and the whole run's.
 */
import { spawn } from "node:child_process"

/** npm scripts, in lanes that run side by side; a lane runs its scripts in turn. */
const PHASES = [[["format:check", "lint"], ["typecheck"]], [["test:unit"]], [["test:e2e"]]]
/** The tests print as they go: a long phase shows its progress. */
const STREAMED = new Set(["test:unit", "test:e2e"])

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

function run(script: string) {
  const started = performance.now()
  const child = spawn("npm", ["run", "--silent", script], {
    stdio: STREAMED.has(script) ? "inherit" : ["ignore", "pipe", "pipe"],
  })
  let output = ""
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk))
  return new Promise<{ script: string; ok: boolean; ms: number }>((resolve) =>
    child.on("close", (code) => {
      const ms = performance.now() - started
      if (!STREAMED.has(script)) process.stdout.write(`${code === 0 ? "✓" : "✗"} ${script} (${seconds(ms)})\n${output}`)
      resolve({ script, ok: code === 0, ms })
    }),
  )
}

const started = performance.now()
const times: string[] = []
let ok = true
for (const lanes of PHASES) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const done = []
      for (const script of lane) done.push(await run(script))
      return done
    }),
  )
  for (const { script, ok: passed, ms } of results.flat()) {
    times.push(`${script} ${seconds(ms)}`)
    ok &&= passed
  }
  if (!ok) break
}
console.log(`npm test: ${ok ? "passed" : "FAILED"} in ${seconds(performance.now() - started)} (${times.join(", ")})`)
process.exit(ok ? 0 : 1)
