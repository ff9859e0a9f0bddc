import { existsSync } from "node:fs"
import { createServer } from "node:http"

import { CLIENT_DIR, HEADERS_FILE } from "./build-dir.ts"
import { createStaticHandler } from "./static.ts"

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? "0.0.0.0"

if (!existsSync(HEADERS_FILE)) throw new Error(`${HEADERS_FILE} is missing: build the site first (npm run build)`)
const handle = createStaticHandler(CLIENT_DIR, HEADERS_FILE)

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
    res.end("Internal Server Error")
  })
})

server.listen(port, host, () => {
  console.log(`Site running at http://localhost:${port}`)
})

function stop(signal: string) {
  console.log(`${signal} received, closing the server`)
  server.close(() => process.exit(0))
  server.closeAllConnections()
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(signal))
