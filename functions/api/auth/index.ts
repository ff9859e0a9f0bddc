/**
 * The editor's GitHub sign-in (server/github-sign-in.ts) as a Cloudflare Pages function: this file answers /api/auth,
 * callback.ts beside it /api/auth/callback (Pages routes by file name). Set CMS_GITHUB_CLIENT_ID, and
 * CMS_GITHUB_CLIENT_SECRET as a secret, in the project's variables (docs/deploy.md, "Setting up the GitHub sign-in").
 */
import { githubSignInFromEnv } from "../../../server/github-sign-in.ts"

// The part of Cloudflare's EventContext the sign-in reads.
type PagesContext = { request: Request; env: Record<string, string | undefined> }

// Cloudflare sets CF-Connecting-IP to the visitor's address itself, whatever the request carried.
export const onRequest = ({ request, env }: PagesContext) =>
  githubSignInFromEnv(request, env, request.headers.get("CF-Connecting-IP"))
