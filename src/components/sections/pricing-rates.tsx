import { cn } from "~/lib/cn"
import type { NdisContent } from "~/lib/content/schemas"

import { Card } from "./card"

/** The hourly rates, each a card with its price, then the note that goes with them. */
export function PricingRates({ rates, note }: { rates: NdisContent["pricing"]["rates"]; note: string }) {
  return (
    <div>
      <ul data-slot="pricing-rates" className={cn("grid gap-5", rates.length > 1 && "md:grid-cols-2")}>
        {rates.map((rate) => (
          <Card key={rate.title}>
            <h3 className="text-h3 font-semibold">{rate.title}</h3>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="font-serif text-4xl font-semibold text-forest">{rate.price}</span>
              <span className="text-ink-soft">{rate.unit}</span>
            </p>
            <p className="mt-3 text-ink-soft">{rate.description}</p>
          </Card>
        ))}
      </ul>
      <p className="mt-6 rounded-card bg-white/70 px-5 py-4 text-[0.95rem] text-ink-soft ring-1 ring-line">{note}</p>
    </div>
  )
}
