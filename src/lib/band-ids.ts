// The ids by which islands and links find bands on the page: home's, and /contact's form band.
/** Home's estimate band, which the fixed 'Get Instant Quote' button opens. */
export const ESTIMATE_SECTION_ID = "instant-estimate"
/** The quote form's own panel on home, so the form is on screen on a phone too, and /contact's form band. */
export const QUOTE_FORM_PANEL_ID = "quote-form"
/** The floating quote button steps aside while the hero's buttons (or the closing section) are on screen. */
export const HERO_ACTIONS_ID = "hero-actions"
export const CLOSING_SECTION_ID = "request-quote"
