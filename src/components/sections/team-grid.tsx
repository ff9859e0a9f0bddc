import { Picture } from "~/components/ui/picture"
import { cn } from "~/lib/cn"
import type { AboutContent } from "~/lib/content/schemas"
import { photo } from "~/lib/images"

/** "Ellie" → "E", "Mary Ann" → "MA": the fallback portrait for a member without a photo. */
export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("")
}

export function TeamGrid({ members }: { members: AboutContent["team"]["members"] }) {
  return (
    <ul data-slot="team-grid" className="grid grid-cols-2 gap-5 sm:gap-6 md:grid-cols-3">
      {members.map((member) => (
        <li key={member.name} data-role={member.role} className="group text-center">
          <div className="overflow-hidden rounded-card bg-mist shadow-soft">
            {member.image ? (
              <Picture
                src={photo(member.image)}
                alt={`${member.name}, ${member.role}`}
                sizes="(min-width: 768px) 360px, 50vw"
                imgClassName="block aspect-square h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
              />
            ) : (
              <div
                role="img"
                aria-label={`${member.name}, ${member.role}`}
                data-fallback="initials"
                className="flex aspect-square w-full items-center justify-center bg-gradient-to-br from-mist to-mist-200"
              >
                <span className="flex size-24 items-center justify-center rounded-full bg-white/80 font-serif text-4xl font-semibold text-forest shadow-soft sm:size-28">
                  {initials(member.name)}
                </span>
              </div>
            )}
          </div>
          <h3 className="mt-4 text-h3 font-semibold">{member.name}</h3>
          <p className={cn("text-sm font-semibold", member.role === "Founder" ? "text-clay-700" : "text-ink-soft")}>
            {member.role}
          </p>
        </li>
      ))}
    </ul>
  )
}
