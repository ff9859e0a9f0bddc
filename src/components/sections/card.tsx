// The card kit: one card, and the icon card composed on it. The pages' grids of cards are made of these two. Their looks
// are the stylesheet's (styles/app.css, "The card kit"), by data-surface and data-layout, as a page repeats them.
import type { HTMLAttributes } from "react"

import { IconTile } from "~/components/ui/sprite-icon"
import type { SpriteIconName } from "~/components/ui/sprite-icons"

/** A card's surface: white on linen and mist bands, linen on white ones, forest when featured; soft is lighter (home's
 * add-ons on mist), plain none (a point in a list, a band's own line). */
type Surface = "white" | "linen" | "featured" | "soft" | "plain"

type CardProps = HTMLAttributes<HTMLElement> & { as?: "li" | "div" | "aside"; surface?: Surface }

/** A card: a list item unless `as` says otherwise, as cards come in grids. `className` lays out what it holds. */
export function Card({ as: Tag = "li", surface = "white", ...props }: CardProps) {
  return <Tag {...props} data-surface={surface} />
}

/**
 * Where the icon sits: above the words (a grid's card), beside them (a notice), beside on a phone and above from 640 px
 * (home's reasons), or a point in a list, small (home's add-ons) or not, the heading in the text's face.
 */
type Layout = "above" | "beside" | "above-from-sm" | "point" | "small-point"

/** A point's icon is smaller than a card's 12. */
const POINT_TILES: Partial<Record<Layout, 10 | 11>> = { point: 11, "small-point": 10 }

type IconCardProps = Omit<CardProps, "title"> & {
  icon: SpriteIconName
  heading: string
  text?: string
  layout?: Layout
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
  const look = layout ?? "above"
  const Heading = level ?? "h3"
  const tile = <IconTile name={icon} size={POINT_TILES[look] ?? 12} thin={thin} className="icon-card-tile" />
  const words = (
    <>
      <Heading id={headingId} className="icon-card-heading">
        {heading}
      </Heading>
      {text && <p className="icon-card-text">{text}</p>}
      {card.children}
    </>
  )
  return (
    <Card {...card} data-layout={look} data-thin={thin || undefined}>
      {badge ? (
        <div className="flex items-start justify-between gap-4">
          {tile}
          <span className="tag bg-clay text-white">{badge}</span>
        </div>
      ) : (
        tile
      )}
      {look === "above" ? words : <div>{words}</div>}
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
