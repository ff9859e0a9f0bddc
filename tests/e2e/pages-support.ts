import { expect, type Locator } from "@playwright/test"

import { QUOTE_URL } from "./support"

export { MAILTO, TEL } from "./fixture-content"

/** A quote button: the external form, in a new tab, safely, announced as such. */
export async function expectQuoteLink(link: Locator, name: string | RegExp = /Request a Quote|Get a Quote/) {
  await expect(link).toHaveAttribute("href", QUOTE_URL)
  await expect(link).toHaveAttribute("target", "_blank")
  await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  await expect(link).toHaveAccessibleName(
    new RegExp(`${typeof name === "string" ? name : name.source}.*\\(opens in a new tab\\)`),
  )
}

/** The closing call-to-action band of a page (the last forest panel in main). */
export function closingBand(main: Locator) {
  return main.locator("section").last()
}
