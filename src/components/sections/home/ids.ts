/** Ids the floating quote button watches: it steps aside while either area is on screen. */
export const HERO_ACTIONS_ID = "hero-actions"
export const CLOSING_SECTION_ID = "request-quote"
