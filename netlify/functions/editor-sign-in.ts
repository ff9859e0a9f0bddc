/**
 * The editor's GitHub sign-in (server/github-sign-in.ts) as a Netlify function, for a site Netlify serves: set
 * CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET in the site's environment variables (docs/deploy.md, "Setting up the
 * GitHub sign-in").
 */
import { githubSignInFromEnv } from "../../server/github-sign-in.ts"

// Netlify sets x-nf-client-connection-ip to the visitor's address itself.
export default (request: Request) =>
  githubSignInFromEnv(request, process.env, request.headers.get("x-nf-client-connection-ip"))

// Written out, not imported: Netlify reads this object from the file without running it. SIGN_IN_PATH and
// CALLBACK_PATH; server/github-sign-in.test.ts checks that they agree.
export const config = { path: ["/api/auth", "/api/auth/callback"] }
