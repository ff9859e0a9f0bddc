// The instant estimate's boxes in the editor (decision 024): named after the packages and add-ons they price.
import type { PackagesFile } from "../../src/lib/content/schemas.ts"
import type { FieldOverrides } from "./cms-fields.ts"

/**
 * The instant estimate's boxes (decision 024), named after the packages and add-ons they price; the largest home's
 * covering each base price is the schema's rule, checked with the whole entry (editor.ts).
 */
export function estimateFields({ packages, addOns }: PackagesFile): FieldOverrides {
  return {
    enabled: {
      label: "Show the instant estimate",
      hint: "On: the fixed 'Get Instant Quote' button on the home page opens the estimate, and added pages can hold it. Off: the button opens the quote form, as before.",
    },
    note: {
      label: "Estimate note",
      hint: "Shown under the price: that it is an estimate, confirmed after a walk-through.",
    },
    beyondLargest: {
      label: "Words for a larger home",
      hint: "Shown instead of a price for a home larger than the largest home below.",
    },
    packages: {
      label: "Rooms per package",
      hint: "Each package's base price is its 'from' price (Packages and add-ons): it covers a home up to these bedrooms and bathrooms. Prices in whole dollars, GST included.",
    },
    ...Object.fromEntries(
      packages.flatMap(({ id, name }) => [
        [`packages.${id}`, { label: name }],
        [`packages.${id}.bedrooms`, { label: "Bedrooms the base price covers" }],
        [`packages.${id}.bathrooms`, { label: "Bathrooms the base price covers" }],
        [`packages.${id}.extraBedroom`, { label: "Each extra bedroom ($)" }],
        [`packages.${id}.extraBathroom`, { label: "Each extra bathroom ($)" }],
      ]),
    ),
    addOns: { label: "Add-on prices", hint: "In whole dollars, GST included; 0 for no charge." },
    ...Object.fromEntries(addOns.map(({ id, name }) => [`addOns.${id}`, { label: `${name} ($)` }])),
    discounts: { label: "Discounts for regular cleans", hint: "Whole percent off each visit, from 0 to 50." },
    "discounts.weekly": { label: "Weekly (%)" },
    "discounts.fortnightly": { label: "Fortnightly (%)" },
    "discounts.monthly": { label: "Monthly (%)" },
    firstVisitDiscounted: {
      label: "Discount the first visit too",
      hint: "Off: a regular clean's first visit costs the full price.",
    },
    largestHome: {
      label: "Largest home priced on the spot",
      hint: "A larger home shows no price: the estimate says you will quote it.",
    },
    "largestHome.bedrooms": { label: "Bedrooms" },
    "largestHome.bathrooms": { label: "Bathrooms" },
  }
}
