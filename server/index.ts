import { existsSync } from "node:fs"
import { createServer } from "node:http"

import "./load-env.ts"

import { CLIENT_DIR, HEADERS_FILE } from "./build-dir.ts"
import { githubSignInSettings, SIGN_IN_PATH } from "./github-sign-in.ts"
import { leadsRoute } from "./leads/route.ts"
import { createStaticHandler, listener } from "./static.ts"

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? "0.0.0.0"

if (!existsSync(HEADERS_FILE)) throw new Error(`${HEADERS_FILE} is missing: build the site first (npm run build)`)
// The editor's GitHub sign-in, when CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET are set
// (docs/deploy.md, "Setting up the GitHub sign-in").
const signIn = githubSignInSettings(process.env)
const handle = createStaticHandler(CLIENT_DIR, signIn)

// The site's own lead store (decision 030): /api/leads and below go to it, everything else to the static site.
const leads = leadsRoute(process.env)
const server = createServer(listener((req, res) => (leads.matches(req) ? leads.handle(req, res) : handle(req, res))))

server.listen(port, host, () => {
  console.log(`Site running at http://localhost:${port}`)
  if (signIn) console.log(`The editor signs in with GitHub (${signIn.githubUrl}) through ${SIGN_IN_PATH}`)
})

function stop(signal: string) {
  console.log(`${signal} received, closing the server`)
  server.close(() => void leads.close().finally(() => process.exit(0)))
  server.closeAllConnections()
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(signal))
