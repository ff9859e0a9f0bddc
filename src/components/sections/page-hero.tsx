import type { ReactNode } from "react"

import { Picture } from "~/components/ui/picture"
import { cn } from "~/lib/cn"
import { photo as photoUrl } from "~/lib/images"

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

type PhotoFrameProps = {
  /** Path under content/photos, e.g. "pages/services.jpg". */
  path: string
  alt: string
  priority?: boolean
  aspect?: string
}

export function PhotoFrame({ path, alt, priority, aspect = "aspect-[4/3]" }: PhotoFrameProps) {
  return (
    <div className="photo-frame">
      <Picture
        src={photoUrl(path)}
        alt={alt}
        priority={priority}
        sizes="(min-width: 1024px) 560px, 100vw"
        className="relative block overflow-hidden rounded-panel shadow-lift"
        imgClassName={cn("block h-auto w-full object-cover", aspect)}
      />
    </div>
  )
}

export function MediaSplit({ children, ...photo }: Omit<PhotoFrameProps, "aspect"> & { children: ReactNode }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <PhotoFrame {...photo} aspect="aspect-[5/4]" />
      <div>{children}</div>
    </div>
  )
}
