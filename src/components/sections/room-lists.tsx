import { TickList } from "~/components/sections/check-list"
import { IconTile } from "~/components/ui/sprite-icon"
import type { ResidentialContent } from "~/lib/content/schemas"

export function RoomLists({ rooms }: { rooms: ResidentialContent["included"]["rooms"] }) {
  return (
    <ul data-slot="room-lists" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      {rooms.map((room) => (
        <li key={room.title} className="rounded-card border border-line bg-white p-6 shadow-soft">
          <div className="flex items-center gap-3">
            <IconTile name={room.icon} size={10} className="rounded-xl bg-mist text-forest" />
            <h3 className="text-h3 font-semibold">{room.title}</h3>
          </div>
          <TickList
            items={room.items}
            className="mt-5 grid gap-2.5 text-[0.95rem] text-ink-soft"
            tickClassName="text-eucalyptus-700"
          />
        </li>
      ))}
    </ul>
  )
}
