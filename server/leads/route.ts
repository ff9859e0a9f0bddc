/**
 * Where the Node server hands requests to the lead store: LEADS_PATH and the paths under it. Settings that cannot be
 * read (a missing content/business.json, a malformed LEADS_NOTIFY_TO) do not stop the site: the server says so in its
 * log, and the store answers 503 (pages.ts's one unavailable answer), which the form shows as its error toast.
 */
import type { IncomingMessage, ServerResponse } from "node:http"

import { LEADS_PATH } from "../../common/quote-schema.ts"
import { sendWebResponse } from "../web-request.ts"
import { startNodeLeads, type NodeLeads } from "./node.ts"
import { unavailable } from "./pages.ts"
import { leadsSettingsFromEnv } from "./settings.ts"

type Env = Record<string, string | undefined>

export function leadsRoute(env: Env, options: { formConnected?: () => boolean } = {}) {
  let leads: NodeLeads | undefined
  let problem: string | undefined
  try {
    const settings = leadsSettingsFromEnv(env)
    // Only a site that uses its store sends these e-mails: one that sends its form elsewhere hears nothing of them.
    if (env.SMTP_URL?.trim() || env.LEADS_DB?.trim())
      for (const line of settings.placeholders) console.warn(`Before going live: ${line}`)
    leads = startNodeLeads(settings, options)
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error)
    console.error(`The lead store is OFF, /api/leads answers 503: ${problem}`)
  }
  return {
    matches(req: IncomingMessage) {
      const path = (req.url ?? "/").split(/[?#]/, 1)[0]!
      return path === LEADS_PATH || path.startsWith(`${LEADS_PATH}/`)
    },
    async handle(req: IncomingMessage, res: ServerResponse) {
      if (leads) return leads.handle(req, res)
      const asked = new Request("http://localhost/", {
        method: req.method === "POST" ? "POST" : "GET",
        headers: { accept: String(req.headers.accept ?? "") },
      })
      await sendWebResponse(req, res, unavailable(asked))
    },
    close: async () => leads?.close(),
  }
}
