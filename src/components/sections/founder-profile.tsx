import { Picture } from "~/components/ui/picture"
import type { AboutContent } from "~/lib/content/schemas"
import { photo } from "~/lib/images"
import { siteConfig } from "~/site.config"

import { Eyebrow, Paragraphs } from "./section"

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
        <Eyebrow text={founder.eyebrow} className="mb-3 text-eucalyptus-700" />
        <h2 id={id} className="text-h2 font-semibold">
          {founder.heading}
        </h2>
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
