// How often a clean repeats, in the estimator's order: apart from estimate.ts and the estimator, so neither imports the
// other. A one-off is the full price.
export const FREQUENCIES = ["one-off", "weekly", "fortnightly", "monthly"] as const
export type FrequencyId = (typeof FREQUENCIES)[number]
