import { labels } from "~/lib/content/labels"
import { figureParts } from "~/lib/content/placeholder-names"
import { FREQUENCIES, type PriceSheet } from "~/lib/estimate-price"
import { dollars, rooms } from "~/lib/format"

type EstimatePricesProps = PriceSheet & { heading: string; id: string }

// The cards' and rows' shapes are the stylesheet's (styles/app.css, decision 036).
const CARD = "price-card"
const CARD_HEADING = "price-card-heading"
const ROW = "price-row"

/**
 * The instant estimate's price list (decision 024): every figure the estimator prices from, in the prerendered HTML,
 * so it can be read without JavaScript and by search engines.
 */
export function EstimatePrices({ heading, id, rules, packages, addOns }: EstimatePricesProps) {
  const { discounts, largestHome } = rules
  return (
    <div className="mt-16" data-slot="estimate-prices">
      <h3 id={id} className="text-h3 font-semibold">
        {heading}
      </h3>
      <div className="mt-6 grid gap-5 lg:grid-cols-3">
        <section aria-labelledby={`${id}-packages`} className={CARD}>
          <h4 id={`${id}-packages`} className={CARD_HEADING}>
            {labels.priceList.cleans}
          </h4>
          <ul className="mt-2">
            {packages.map((item) => {
              const own = rules.packages[item.id]
              return (
                <li key={item.id} className="price-row block py-3">
                  <p className="flex items-baseline justify-between gap-4">
                    <span className="font-semibold text-forest">{item.name}</span>
                    <span className="font-semibold text-forest">{dollars(item.priceFrom)}</span>
                  </p>
                  <p className="mt-0.5 text-sm text-ink-soft">
                    {figureParts(labels.priceList.packageRooms, {
                      bedrooms: rooms(own.bedrooms, "bedroom"),
                      bathrooms: rooms(own.bathrooms, "bathroom"),
                      extraBedroom: dollars(own.extraBedroom),
                      extraBathroom: dollars(own.extraBathroom),
                    })}
                  </p>
                </li>
              )
            })}
          </ul>
        </section>
        <section aria-labelledby={`${id}-add-ons`} className={CARD}>
          <h4 id={`${id}-add-ons`} className={CARD_HEADING}>
            {labels.priceList.addOns}
          </h4>
          <ul className="mt-2">
            {addOns.map((item) => (
              <li key={item.id} className={ROW}>
                <span className="text-forest">{item.name}</span>
                <span className="font-semibold text-forest">{dollars(rules.addOns[item.id] ?? 0)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${id}-regular`} className={CARD}>
          <h4 id={`${id}-regular`} className={CARD_HEADING}>
            {labels.priceList.regular}
          </h4>
          <ul className="mt-2">
            {FREQUENCIES.slice(1).map((frequency) => (
              <li key={frequency} className={ROW}>
                <span className="text-forest">{labels.estimator.frequencies[frequency]}</span>
                <span className="font-semibold text-forest">
                  {figureParts(labels.priceList.offEachVisit, {
                    percent: discounts[frequency as keyof typeof discounts],
                  })}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm leading-relaxed text-ink-soft">
            {rules.firstVisitDiscounted ? labels.priceList.firstVisitDiscounted : labels.priceList.firstVisitFull}{" "}
            {figureParts(labels.priceList.quoted, {
              bedrooms: rooms(largestHome.bedrooms, "bedroom"),
              bathrooms: rooms(largestHome.bathrooms, "bathroom"),
            })}
          </p>
        </section>
      </div>
    </div>
  )
}
