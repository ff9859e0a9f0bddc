// Lists: check marks large and small, a card of them per room, and words in pills.
import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import type { ProcessStep as CheckItem, ResidentialContent } from "~/lib/content/schemas"

import { Card } from "./card"

type CheckListProps = {
  items: (string | CheckItem)[]
  columns?: 1 | 2
  /** Light marks and words on a forest band (the stylesheet's check list, by data-tone). */
  tone?: "default" | "light"
  className?: string
}

export function CheckList({ items, columns, tone, className }: CheckListProps) {
  const grid = cn("grid gap-x-8 gap-y-4", columns === 2 && "sm:grid-cols-2", className)
  return (
    <ul data-slot="check-list" data-tone={tone} className={grid}>
      {items.map((item) => {
        const title = typeof item === "string" ? item : item.title
        return (
          <li key={title} className="flex gap-3.5">
            <span aria-hidden="true" className="check-mark">
              <SpriteIcon name="check" className="size-4" strokeWidth={2.5} />
            </span>
            {typeof item === "string" ? (
              <span className="pt-0.5">{item}</span>
            ) : (
              <span className="pt-0.5">
                <span className="block font-semibold">{item.title}</span>
                <span className="check-text mt-1 block">{item.description}</span>
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}

type TickListProps = { items: string[]; className?: string; tickClassName?: string }

/** A compact list with small check marks: card points, package features, room items. */
export function TickList({ items, className, tickClassName = "text-eucalyptus-600" }: TickListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <SpriteIcon name="check" className={cn("mt-1 size-4", tickClassName)} strokeWidth={2.5} />
          {item}
        </li>
      ))}
    </ul>
  )
}

/** A card of ticked items per room, with its icon beside the room's name. */
export function RoomLists({ rooms }: { rooms: ResidentialContent["included"]["rooms"] }) {
  return (
    <ul data-slot="room-lists" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      {rooms.map((room) => (
        <Card key={room.title}>
          <div className="flex items-center gap-3">
            <IconTile name={room.icon} size={10} className="rounded-xl bg-mist text-forest" />
            <h3 className="text-h3 font-semibold">{room.title}</h3>
          </div>
          <TickList
            items={room.items}
            className="mt-5 grid gap-2.5 text-[0.95rem] text-ink-soft"
            tickClassName="text-eucalyptus-700"
          />
        </Card>
      ))}
    </ul>
  )
}

/** Short words in pills, named as a list: a service's visit frequencies, how often home's regular cleans come. */
export function Pills({ items, label, className }: { items: readonly string[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn(className, "flex flex-wrap gap-2")}>
      {items.map((item) => (
        <li key={item} className="rounded-pill bg-mist px-3 py-1 text-sm font-semibold text-forest">
          {item}
        </li>
      ))}
    </ul>
  )
}
