/** The server both benches run (`npm run bench`, `npm run bench:leads`), on BENCH_PORT (default 4400). */
import { spawn, type ChildProcess } from "node:child_process"

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 4400)

/** Resolves once `node …args` answers `/` on BENCH_PORT. */
export async function startServer(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, args, {
    env: { ...env, PORT: String(BENCH_PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  })
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`http://127.0.0.1:${BENCH_PORT}/`).catch(() => undefined))?.ok) return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill("SIGTERM")
  throw new Error(`the server did not start on port ${BENCH_PORT}`)
}

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })
