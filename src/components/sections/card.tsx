// The card kit: one card, and the icon card composed on it. The pages' grids of cards are made of these two.
import type { HTMLAttributes } from "react"

import { IconTile } from "~/components/ui/sprite-icon"
import type { SpriteIconName } from "~/components/ui/sprite-icons"
import { cn } from "~/lib/cn"

/** A card's surface: white on linen and mist bands, linen on white ones, forest when featured. */
const SURFACES = {
  white: "rounded-card border border-line bg-white p-6 shadow-soft sm:p-7",
  linen: "rounded-card border border-line bg-linen p-6 shadow-soft sm:p-7",
  featured: "rounded-card border border-forest bg-forest p-6 text-linen shadow-lift sm:p-7",
  /** Lighter, on home's mist band of packages. */
  soft: "rounded-card bg-white/70 p-5",
  /** No surface: a point in a list, a band's own line. */
  plain: "",
}

type CardProps = HTMLAttributes<HTMLElement> & { as?: "li" | "div" | "aside"; surface?: keyof typeof SURFACES }

/** A card: a list item unless `as` says otherwise, as cards come in grids. `className` lays out what it holds. */
export function Card({ as: Tag = "li", surface = "white", className, ...props }: CardProps) {
  return <Tag {...props} className={cn(className, SURFACES[surface])} />
}

/** Where the icon sits, and the words' sizes that go with it. */
const LAYOUTS = {
  /** A grid's card: the icon, then the words under it. */
  above: { card: "flex flex-col", heading: "mt-5 text-h3", text: "mt-2", tile: 12 },
  /** A notice: the icon beside the words. */
  beside: { card: "flex gap-5", heading: "text-h3", text: "mt-2", tile: 12 },
  /** Beside on a phone, above from 640 px (home's reasons, four across on a wide screen). */
  "above-from-sm": { card: "flex gap-5 sm:block", heading: "text-h3 sm:mt-5", text: "mt-2", tile: 12 },
  /** A point in a list: a smaller icon beside a heading in the text's face. */
  point: { card: "flex items-start gap-4", heading: "font-sans text-lg", text: "", tile: 11 },
  /** A small point, in a grid of many (home's add-ons). */
  "small-point": { card: "flex items-start gap-4", heading: "font-sans text-base", text: "mt-1 text-sm", tile: 10 },
} as const

type IconCardProps = Omit<CardProps, "title"> & {
  icon: SpriteIconName
  heading: string
  text?: string
  layout?: keyof typeof LAYOUTS
  /** h3 under a band's heading; h2 where the cards are the band's headings; h4 under an h3. */
  level?: "h2" | "h3" | "h4"
  headingId?: string
  /** Home's lighter icon: the 1.75 stroke, in eucalyptus. */
  thin?: boolean
  /** A word at the top right, beside the icon ("Featured"). */
  badge?: string
}

/** A card led by an icon: its heading and text, then what the caller adds (a link, a list, a button). */
export function IconCard({ icon, heading, text, layout, level, headingId, thin, badge, ...card }: IconCardProps) {
  const look = LAYOUTS[layout ?? "above"]
  const Heading = level ?? "h3"
  const featured = card.surface === "featured"
  const colours = featured
    ? "bg-forest-700 text-mist-200"
    : thin
      ? "bg-mist text-eucalyptus-700"
      : "bg-mist text-forest"
  const tile = <IconTile name={icon} size={look.tile} thin={thin} className={cn("shrink-0 rounded-2xl", colours)} />
  const words = (
    <>
      <Heading id={headingId} className={cn(look.heading, "font-semibold", featured && "text-linen")}>
        {heading}
      </Heading>
      {text && <p className={cn(look.text, featured ? "text-mist-200" : "text-ink-soft")}>{text}</p>}
      {card.children}
    </>
  )
  return (
    <Card {...card} className={cn(look.card, card.className)}>
      {badge ? (
        <div className="flex items-start justify-between gap-4">
          {tile}
          <span className="tag bg-clay text-white">{badge}</span>
        </div>
      ) : (
        tile
      )}
      {look === LAYOUTS.above ? words : <div>{words}</div>}
    </Card>
  )
}

type IconCardListProps = Omit<IconCardProps, "icon" | "heading" | "text" | "className"> & {
  items: readonly { icon: SpriteIconName; title: string; description: string }[]
  /** The list's own classes (its grid). */
  className: string
  slot?: string
}

/** A list of icon cards, one per item, each drawn with the props given. */
export function IconCardList({ items, className, slot, ...card }: IconCardListProps) {
  return (
    <ul className={className} data-slot={slot}>
      {items.map((item) => (
        <IconCard key={item.title} icon={item.icon} heading={item.title} text={item.description} {...card} />
      ))}
    </ul>
  )
}

type NoticeProps = Omit<IconCardProps, "as" | "layout" | "level" | "headingId"> & { id: string }

/** A notice set apart from its band (a disclaimer, the guarantee), named by its heading. */
export function Notice({ id, ...props }: NoticeProps) {
  return <IconCard {...props} as="aside" layout="beside" level="h2" headingId={id} aria-labelledby={id} />
}
