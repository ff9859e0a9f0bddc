import { IconTile } from "~/components/ui/sprite-icon"
import type { SpriteIconName } from "~/components/ui/sprite-icons"
import { cn } from "~/lib/cn"

type NoticeProps = {
  heading: string
  text: string
  icon: SpriteIconName
  id: string
  className?: string
}

export function Notice({ heading, text, icon, id, className }: NoticeProps) {
  return (
    <aside
      aria-labelledby={id}
      className={cn(
        "flex gap-4 rounded-card border border-eucalyptus/50 bg-white p-5 shadow-soft sm:gap-5 sm:p-7",
        className,
      )}
    >
      <IconTile name={icon} size={11} aria-hidden="true" className="shrink-0 rounded-full bg-mist text-forest" />
      <div>
        <h2 id={id} className="font-serif text-xl font-semibold">
          {heading}
        </h2>
        <p className="mt-1.5 text-ink-soft">{text}</p>
      </div>
    </aside>
  )
}
