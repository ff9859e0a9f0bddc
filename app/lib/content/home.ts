import home from "../../../content/home.json"
import packages from "../../../content/packages.json"
import type { HomeContent, PackagesFile } from "./schemas.ts"
import { withSiteValues } from "./site-values.ts"

export const homeContent = withSiteValues<HomeContent>(home)
export const homePackages = withSiteValues<PackagesFile>(packages)
