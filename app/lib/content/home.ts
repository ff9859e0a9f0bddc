import home from "../../../content/home.json"
import packages from "../../../content/packages.json"
import { withSiteValues } from "./placeholders.ts"
import type { HomeContent, PackagesFile } from "./schemas.ts"

export const homeContent = withSiteValues<HomeContent>(home)
export const homePackages = withSiteValues<PackagesFile>(packages)
