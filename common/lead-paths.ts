/**
 * The lead store's addresses, shared by the site (QUOTE_FORM_ENDPOINT's check, the form) and the server. Imports
 * nothing, so whatever imports it pulls in nothing else (.dependency-cruiser.cjs).
 */

/** The only same-origin address QUOTE_FORM_ENDPOINT takes: the site's own lead store (server/leads/handler.ts). */
export const LEADS_PATH = "/api/leads"
/** Where the form fetches its signed time token (server/leads/token.ts). */
export const LEADS_TOKEN_PATH = `${LEADS_PATH}/token`
/** The owner's inbox (issue 67): its page, a prerendered shell, and its API on the store's handler (leads/inbox.ts). */
export const INBOX_PAGE = "/admin/leads"
export const INBOX_API = `${LEADS_PATH}/inbox`
/**
 * The inbox as an app on the owner's phone (issue 76): its manifest, service worker and offline page, each named after
 * INBOX_PAGE so that one header rule covers them all. The worker's scope is the owner's folder, never the public site.
 */
export const OWNER_SCOPE = "/admin/"
export const INBOX_MANIFEST = `${INBOX_PAGE}.webmanifest`
export const INBOX_WORKER = `${INBOX_PAGE}-worker.js`
export const INBOX_OFFLINE = `${INBOX_PAGE}-offline`
/** The header every change the inbox posts carries: a page on another site cannot send it without CORS's consent. */
export const INBOX_HEADER = "X-Leads-Inbox"
