import { existsSync } from "node:fs"
import { createServer } from "node:http"

import "./load-env.ts"

import { BUILD_DIR, CLIENT_DIR, LIVE_DIR } from "./build-dir.ts"
import { leadsRoute } from "./leads/node.ts"
import { publishNewerBuild } from "./release.ts"
import { editorSignInOrOff, SIGN_IN_PATH } from "./sign-in-settings.ts"
import { createStaticHandler, listener } from "./static.ts"
import { clientIpHeaderOf } from "./web-request.ts"

const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || "0.0.0.0"
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number such as 3000 or 8080, not "${process.env.PORT}".`)
  process.exit(1)
}

// A finished build newer than the live release goes live first (decision 033).
const published = publishNewerBuild(BUILD_DIR)
if (published) console.log(`Published ${CLIENT_DIR} as ${published}`)
if (!existsSync(LIVE_DIR))
  throw new Error(`${CLIENT_DIR} holds no finished build: build the site first (npm run build)`)
// The editor's GitHub sign-in (docs/deploy.md, "Setting up the GitHub sign-in").
const signIn = editorSignInOrOff(process.env)
const handle = createStaticHandler(LIVE_DIR, signIn, clientIpHeaderOf(process.env))

// The lead store (decision 030), checking each request against the live release's form (decision 047).
const leads = leadsRoute(process.env, LIVE_DIR)
const server = createServer(listener((req, res) => (leads.matches(req) ? leads.handle(req, res) : handle(req, res))))

server.listen(port, host, () => {
  console.log(`Site running at http://localhost:${port}`)
  if (signIn) console.log(`The editor signs in with GitHub (${signIn.githubUrl}) through ${SIGN_IN_PATH}`)
})

// The log's start lines are out by now: the one line after them says why nothing is served.
server.on("error", (error: NodeJS.ErrnoException) => {
  const why = {
    EADDRINUSE: `port ${port} is already in use (is the site already running?): stop that, or choose another PORT`,
    EACCES: `port ${port} needs the system's permission: choose one above 1023, such as 3000 or 8080`,
    EADDRNOTAVAIL: `this computer has no address ${host}: check HOST, or leave it empty`,
  }[error.code ?? ""]
  console.error(`The site could not start: ${why ?? error.message}.`)
  void leads.close().finally(() => process.exit(1))
})

function stop(signal: string) {
  console.log(`${signal} received, closing the server`)
  server.close(() => void leads.close().finally(() => process.exit(0)))
  server.closeAllConnections()
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(signal))
