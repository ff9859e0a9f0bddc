import home from "../../../content/home.json"
import packages from "../../../content/packages.json"

import type { HomeContent, PackagesFile } from "./schemas.ts"
import { fillContentTokens } from "./tokens.ts"

/** Home page copy (content/home.json, validated at build) with site-config claims filled in. */
export const homeContent: HomeContent = fillContentTokens(home as HomeContent)

/** The three packages and six add-ons (content/packages.json, validated at build). */
export const homePackages: PackagesFile = fillContentTokens(packages as PackagesFile)
