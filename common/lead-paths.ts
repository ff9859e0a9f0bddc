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
/** The header every change the inbox posts carries: a page on another site cannot send it without CORS's consent. */
export const INBOX_HEADER = "X-Leads-Inbox"
