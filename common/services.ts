/**
 * What a visitor can ask a quote for: the three packages, by the ids content/packages.json gives them, and NDIS
 * support, which is not a package. The one definition the site (the packages' schema, the estimate, the quote form,
 * analytics) and the lead store share (decision 032): it imports nothing, like lead-paths.ts.
 */

/** The home packages' ids, in display order; each also names its quote button's location in analytics. */
export const PACKAGE_IDS = ["general", "deep", "move-prep"] as const
export type PackageId = (typeof PACKAGE_IDS)[number]

/** The quote form's one choice that is not a package. */
export const NDIS_SERVICE = "ndis"

/** The values the quote form's service select sends and the lead store takes. */
export const SERVICE_IDS = [...PACKAGE_IDS, NDIS_SERVICE] as const
export type ServiceId = (typeof SERVICE_IDS)[number]
