import type { ReactNode } from "react"

import { Picture } from "~/components/ui/picture"
import { cn } from "~/lib/cn"
import { photo } from "~/lib/images"

type PhotoFrameProps = {
  /** Path under content/photos, e.g. "pages/services.jpg". */
  path: string
  alt: string
  priority?: boolean
  aspect?: string
}

export function PhotoFrame({ path, alt, priority, aspect = "aspect-[4/3]" }: PhotoFrameProps) {
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="absolute inset-0 translate-x-3 translate-y-3 rounded-panel bg-mist-200 sm:translate-x-4 sm:translate-y-4"
      />
      <Picture
        src={photo(path)}
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
