import type { ReactNode } from "react"

import { cn } from "~/lib/cn"

import { PhotoFrame } from "./photo-frame"
import { Eyebrow } from "./section"

type PageHeroProps = {
  heading: string
  intro: string
  eyebrow?: string
  actions?: ReactNode
  /** The page's photo (path under content/photos), beside the text on wide screens. */
  photo?: string
  photoAlt?: string
  photoAspect?: string
}

export function PageHero({ heading, intro, eyebrow, actions, photo, photoAlt = "", photoAspect }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-mist to-linen" aria-labelledby="page-heading">
      <div
        className={cn(
          "container-page grid items-center gap-10 pt-14 pb-16 sm:pt-20 sm:pb-20",
          photo && "lg:grid-cols-[1.1fr_1fr] lg:gap-16",
        )}
      >
        <div className="max-w-2xl">
          <Eyebrow text={eyebrow} className="mb-4 text-eucalyptus-700" />
          <h1 id="page-heading" className="text-h1 font-semibold">
            {heading}
          </h1>
          <p className="mt-5 text-lead text-ink-soft">{intro}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {photo && <PhotoFrame path={photo} alt={photoAlt} aspect={photoAspect} priority />}
      </div>
    </section>
  )
}
