/**
 * `client:visible={NEAR}`: an island starts while it is still 600 px below the screen, so its code has arrived and its
 * controls (carousel buttons, run-time photos and reviews) exist before a reader scrolls, or a keyboard user tabs, to
 * it. Without the margin, focus on home jumped past the reviews before their island had drawn its buttons.
 */
export const NEAR = { rootMargin: "600px" }

/**
 * `client:visible={IN_VIEW_SOON}`: 200 px before the island scrolls into view, for what must not load with the first
 * paint and has no controls a keyboard user reaches first (the third-party frames on /contact, decision 012).
 */
export const IN_VIEW_SOON = { rootMargin: "200px" }
