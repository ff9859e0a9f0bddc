import { TickList } from "~/components/sections/check-list"
import { FadeIn } from "~/components/ui/fade-in"
import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import { cn } from "~/lib/cn"
import type { HomeContent, PackagesFile } from "~/lib/content/schemas"
import { dollars } from "~/lib/format"

import { Section } from "../section"

export function Packages({ content, packages, addOns }: { content: HomeContent["packages"] } & PackagesFile) {
  return (
    <Section labelledBy="packages-heading" tone="mist" heading={{ ...content, spaced: false }}>
      <FadeIn className="mt-14">
        <ul className="grid items-stretch gap-6 lg:grid-cols-3">
          {packages.map((item) => (
            <li key={item.id}>
              <article
                data-slot="package"
                data-popular={item.popular ? "true" : undefined}
                aria-labelledby={`package-${item.id}`}
                className={cn(
                  "relative flex h-full flex-col rounded-panel p-8",
                  item.popular ? "bg-forest text-linen shadow-lift" : "border border-mist-200 bg-white shadow-soft",
                )}
              >
                {item.popular && (
                  <p className="absolute -top-3.5 left-8 inline-flex items-center gap-1.5 rounded-pill bg-clay px-3.5 py-1 text-sm font-semibold text-white shadow-soft">
                    <SpriteIcon name="sparkles" className="size-3.5" />
                    {content.popularLabel}
                  </p>
                )}
                <h3 id={`package-${item.id}`} className={cn("text-h3 font-semibold", item.popular && "text-linen")}>
                  {item.name}
                </h3>
                <p className="mt-3 flex items-baseline gap-2">
                  <span className={cn("text-sm", item.popular ? "text-mist-200" : "text-ink-soft")}>
                    {content.fromLabel}
                  </span>
                  <span className="font-serif text-5xl font-semibold tracking-tight">{dollars(item.priceFrom)}</span>
                </p>
                <p className={cn("mt-4", item.popular ? "text-mist-200" : "text-ink-soft")}>{item.description}</p>
                <TickList
                  items={item.features}
                  className={cn(
                    "mt-6 grid gap-2.5 border-t pt-6 text-[0.95rem]",
                    item.popular ? "border-linen/15" : "border-line",
                  )}
                  tickClassName={item.popular ? "text-mist-200" : "text-eucalyptus-600"}
                />
                <div className="mt-auto pt-8">
                  <QuoteLink
                    // Each package's quote button has its own location label (package_<id>: package_general, package_deep, …).
                    location={`package_${item.id}`}
                    variant={item.popular ? "primary" : "secondary"}
                    className="w-full"
                    aria-describedby={`package-${item.id}`}
                  >
                    {content.quoteLabel}
                  </QuoteLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </FadeIn>

      <div className="mt-20">
        <div className="mx-auto max-w-2xl text-center">
          <h3 className="text-h3 font-semibold">{content.addOnsHeading}</h3>
          <p className="mt-2 text-ink-soft">{content.addOnsIntro}</p>
        </div>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-slot="add-ons">
          {addOns.map((addOn) => (
            <li key={addOn.id} className="flex items-start gap-4 rounded-card bg-white/70 p-5">
              <IconTile
                name={addOn.icon}
                size={10}
                thin
                className="shrink-0 rounded-xl bg-white text-eucalyptus-700 shadow-soft"
              />
              <div>
                <h4 className="font-sans text-base font-semibold">{addOn.name}</h4>
                <p className="mt-1 text-sm text-ink-soft">{addOn.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
