/**
 * The site's own lead store (server/leads/cloudflare.ts) as a Cloudflare Pages function: this file answers
 * /api/leads, [[path]].ts beside it the paths under it (the form's token, the health answer). D1 is bound as LEADS_D1
 * in wrangler.toml; the settings are the project's variables and secrets (docs/deploy.md, "Cloudflare Pages"); the
 * business's facts are the content files, bundled (common/lead-facts.ts); the booking rules are the deployed build's
 * form contract, read through ASSETS (decision 047).
 */
import business from "../../../content/business.json" with { type: "json" }
import estimate from "../../../content/estimate.json" with { type: "json" }
import home from "../../../content/home.json" with { type: "json" }
import packages from "../../../content/packages.json" with { type: "json" }
import replies from "../../../content/replies.json" with { type: "json" }
import { cloudflareLeads, type CloudflareEnv } from "../../../server/leads/cloudflare.ts"

// The part of Cloudflare's EventContext the store reads.
type PagesContext = { request: Request; env: CloudflareEnv; waitUntil(promise: Promise<unknown>): void }

// One object per isolate, so its facts are checked once (cloudflare.ts keeps them by it), not on every request.
const content = { business, packages, home, estimate, replies }

export async function onRequest(context: PagesContext) {
  const leads = cloudflareLeads(context.env, content)
  const response = await leads.handle(context.request)
  // Pages Functions have no cron: the outbox is sent once the answer is on its way (decision 031).
  context.waitUntil(leads.afterwards())
  return response
}
