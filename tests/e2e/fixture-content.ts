/**
 * The words and figures of the content the suite's builds read (tests/fixtures/content, decision 034), for the tests
 * that check the site shows them: a test says which value it checks, not what the value is, so a fixture refreshed
 * from the owner's content changes no test. The second build's copy is this one with an overlay of the estimate and
 * the owner's pages (tests/setup/every-option-content.ts): the same business and packages.
 */
import { internationalNumber } from "../../common/lead-facts"
import { dollars } from "../../src/lib/format"
import business from "../fixtures/content/business.json" with { type: "json" }
import packagesFile from "../fixtures/content/packages.json" with { type: "json" }

/** The phone as the site shows it, and the number a tel: link dials. */
export const PHONE = business.phone.display
export const TEL = `tel:${internationalNumber(business.phone.display)}`
export const EMAIL = business.email
export const MAILTO = `mailto:${business.email}`
export const ABN = business.abn
/** The suburbs the business serves, in the order the site lists them. */
export const SUBURBS = business.suburbs

/** The packages in display order, each with its price as the site prints it ("$1,200", src/lib/format.ts). */
export const PACKAGES = packagesFile.packages.map((item) => ({ ...item, price: dollars(item.priceFrom) }))

/** A package of the fixture by its id (the ids are code's, common/services.ts). */
export function fixturePackage(id: "general" | "deep" | "move-prep") {
  return PACKAGES.find((item) => item.id === id)!
}
