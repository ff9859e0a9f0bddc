/** `client:visible={NEAR}`: 600 px early, so an island's controls exist before a keyboard user tabs there. */
export const NEAR = { rootMargin: "600px" }

/** 200 px early, for what must not load with the first paint and has no controls (/contact's frames, decision 012). */
export const IN_VIEW_SOON = { rootMargin: "200px" }

/**
 * `client:interaction={NEAR_TAPPED}`: as `client:visible={NEAR}`, and a tap made while the code is on its way (a photo
 * tapped as a fast scroll brings it on screen, on a slow connection) is replayed once it is there, not lost.
 */
export const NEAR_TAPPED = { inView: ":scope > *", margin: NEAR.rootMargin }
