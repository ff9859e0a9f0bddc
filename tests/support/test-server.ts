import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from "node:http"

import { listener } from "../../server/static.ts"

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * A static handler served on a free loopback port as the server serves it (server/index.ts), with a plain `get` to it
 * over kept-alive connections and a `close` that does not wait.
 */
export async function listen(handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>) {
  const server = createServer(listener(handle))
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as { port: number }
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Reply>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers, agent }, (res) => {
        let body = ""
        res.on("data", (c) => (body += c))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on("error", reject)
      req.end()
    })
  const close = async () => {
    // Node's agent keeps connections alive; without this, close waits out the server's 5 s keep-alive.
    agent.destroy()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return { port, get, close }
}
