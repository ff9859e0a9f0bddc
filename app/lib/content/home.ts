import home from "../../../content/home.json"
import packages from "../../../content/packages.json"
import { fillDeep } from "./placeholders.ts"
import type { HomeContent, PackagesFile } from "./schemas.ts"
import { siteValues } from "./site-values.ts"

/** Home page copy (content/home.json, validated at build) with site-config claims filled in. */
export const homeContent: HomeContent = fillDeep(home as HomeContent, siteValues)

/** The three packages and six add-ons (content/packages.json, validated at build). */
export const homePackages: PackagesFile = fillDeep(packages as PackagesFile, siteValues)
