/**
 * The build with the site's own lead store switched on (QUOTE_FORM_ENDPOINT=/api/leads, every option's content), which
 * the lead store's specs serve: leads-server.ts on the Node server, cloudflare.spec.ts under wrangler. Made before any
 * test with the suite's other builds (builds.ts).
 */
export const LEADS_BUILD_DIR = "build-leads"
