// The people: the team and its founder, and a client in their own words.
import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import type { AboutContent, TestimonialQuote as TestimonialQuoteCopy } from "~/lib/content/schemas"
import { photo } from "~/lib/images"
import { siteConfig } from "~/site.config"

import { Paragraphs, SectionHeading } from "./section"

export function TestimonialQuote({ quote, name, role }: TestimonialQuoteCopy) {
  return (
    <figure data-slot="testimonial" className="rounded-panel border border-line bg-white p-8 shadow-soft sm:p-12">
      <SpriteIcon name="quote" className="size-10 text-eucalyptus" />
      <blockquote className="mt-5 font-serif text-xl leading-relaxed text-forest sm:text-2xl sm:leading-relaxed">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-mist font-serif text-lg font-semibold"
        >
          {name.charAt(0)}
        </span>
        <span>
          <span className="block font-semibold text-forest">{name}</span>
          <span className="block text-sm text-ink-soft">{role}</span>
        </span>
      </figcaption>
    </figure>
  )
}

/** The first letters of the first two words ("Mary Ann" → "MA"): the portrait of a member without a photo. */
export function initials(name: string) {
  return (name.match(/(?<=^|\s)\S/g) ?? []).slice(0, 2).join("").toUpperCase()
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
              <div role="img" aria-label={`${member.name}, ${member.role}`} data-fallback="initials">
                <span>{initials(member.name)}</span>
              </div>
            )}
          </div>
          <h3 className="mt-4 text-h3 font-semibold">{member.name}</h3>
          <p className="text-sm font-semibold text-ink-soft group-data-[role=Founder]:text-clay-700">{member.role}</p>
        </li>
      ))}
    </ul>
  )
}

/** The site names the founder by first name only. */
export function FounderProfile({ id, photo: path, ...founder }: AboutContent["founder"] & { id: string }) {
  const { firstName: name, role } = siteConfig.founder
  return (
    <div className="grid items-center gap-10 rounded-panel border border-line bg-white p-6 shadow-soft sm:p-10 lg:grid-cols-[0.75fr_1.25fr] lg:gap-14 lg:p-12">
      <Picture
        src={photo(path)}
        alt={`${name}, ${role}`}
        sizes="(min-width: 1024px) 400px, 100vw"
        className="block overflow-hidden rounded-card"
        imgClassName="block aspect-[4/5] h-auto w-full object-cover"
      />
      <div>
        <SectionHeading id={id} align="left" {...founder} />
        <Paragraphs items={founder.paragraphs} />
        <figure className="mt-8 border-l-4 border-eucalyptus pl-5">
          <blockquote className="font-serif text-xl text-forest italic">
            <p>“{founder.quote}”</p>
          </blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-ink-soft">
            {name}, {role}
          </figcaption>
        </figure>
      </div>
    </div>
  )
}
