// How often a clean repeats: the estimate file's discounts are keyed by these ids (lib/content/estimate.ts), the
// estimator lists them. Apart from both so neither imports the other.

/** How often, in the estimator's order; a one-off is the full price. Their names are in content/labels.json. */
export const FREQUENCIES = ["one-off", "weekly", "fortnightly", "monthly"] as const
export type FrequencyId = (typeof FREQUENCIES)[number]
