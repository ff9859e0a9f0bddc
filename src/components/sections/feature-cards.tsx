import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import type { FeatureCard } from "~/lib/content/schemas"

const COLUMNS = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const

type FeatureCardsProps = {
  cards: FeatureCard[]
  columns?: keyof typeof COLUMNS
  /** Card surface: white cards on linen/mist bands, linen cards on white bands. */
  surface?: "white" | "linen"
}

export function FeatureCards({ cards, columns = 3, surface = "white" }: FeatureCardsProps) {
  return (
    <ul data-slot="feature-cards" className={cn("grid gap-5 lg:gap-6", COLUMNS[columns])}>
      {cards.map((card) => (
        <li
          key={card.title}
          data-featured={card.featured ? "true" : undefined}
          className={cn(
            "relative flex flex-col rounded-card border p-6 sm:p-7",
            card.featured
              ? "border-forest bg-forest text-linen shadow-lift"
              : cn("border-line shadow-soft", surface === "white" ? "bg-white" : "bg-linen"),
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <IconTile
              name={card.icon}
              size={12}
              className={cn("rounded-2xl", card.featured ? "bg-forest-700 text-mist-200" : "bg-mist text-forest")}
            />
            {card.featured && (
              <span className="rounded-pill bg-clay px-3 py-1 text-xs font-semibold tracking-[0.08em] text-white uppercase">
                Featured
              </span>
            )}
          </div>
          <h3 className={cn("mt-5 text-h3 font-semibold", card.featured && "text-linen")}>{card.title}</h3>
          <p className={cn("mt-2", card.featured ? "text-mist-200" : "text-ink-soft")}>{card.description}</p>
          {card.link && (
            <a
              href={card.link.to}
              className={cn(
                "mt-5 inline-flex items-center gap-2 self-start font-semibold underline-offset-4 hover:underline",
                "after:absolute after:inset-0 after:rounded-card after:content-['']",
                card.featured ? "text-linen" : "text-forest",
              )}
            >
              {card.link.label}
              <SpriteIcon name="arrow-right" className="size-4" />
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
