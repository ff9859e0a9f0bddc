import { useState } from "react"

import { Carousel, CarouselButton, CarouselContent, CarouselDots } from "~/components/ui/carousel/carousel"
import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import type { BuildersHandoverContent } from "~/lib/content/schemas"
import { photo } from "~/lib/images"

import { LazyLightbox, preloadLightbox } from "../lightbox/lazy-lightbox"

/** "See Our Work": a carousel per project; a photo opens the lightbox on its project, holding that carousel. */
export function HandoverWork({ projects }: { projects: BuildersHandoverContent["work"]["projects"] }) {
  // The project stays selected after closing, so the lightbox keeps its photos while it fades out.
  const [selection, setSelection] = useState<{ project: number; index: number | null }>({ project: 0, index: null })
  const open = selection.index !== null
  const images = (projects[selection.project]?.photos ?? []).map((item) => ({ src: photo(item.src), alt: item.alt }))
  return (
    <div className="grid gap-8" data-lightbox-open={open ? "true" : "false"}>
      {projects.map((project, projectIndex) => (
        <article key={project.title} className="rounded-panel border border-line bg-white p-5 shadow-soft sm:p-8">
          <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between sm:gap-8">
            <div>
              <h3 className="text-h3 font-semibold">{project.title}</h3>
              <p className="mt-1 text-sm font-semibold text-eucalyptus-700">
                Built by {project.builder} · {project.location}
              </p>
            </div>
            <p className="max-w-md text-[0.95rem] text-ink-soft sm:text-right">{project.description}</p>
          </header>
          <Carousel
            label={`${project.title} photos`}
            autoplayDelay={4000}
            held={open && selection.project === projectIndex}
            className="mt-6"
          >
            <CarouselContent items={project.photos} slideClassName="basis-full md:basis-1/2 lg:basis-1/3">
              {(item, index) => (
                <button
                  type="button"
                  onClick={() => setSelection({ project: projectIndex, index })}
                  onPointerEnter={preloadLightbox}
                  onFocus={preloadLightbox}
                  aria-label={`Enlarge photo ${index + 1} of ${project.photos.length}: ${item.alt}`}
                  className="group relative block w-full overflow-hidden rounded-card bg-mist focus-visible:-outline-offset-3"
                >
                  <Picture
                    src={photo(item.src)}
                    alt=""
                    sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
                    imgClassName="block aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                  <span aria-hidden="true" className="enlarge-mark noscript:hidden">
                    <SpriteIcon name="expand" className="size-4" />
                  </span>
                </button>
              )}
            </CarouselContent>
            <div className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-3 noscript:hidden">
              {/* Ten dots on a phone: their own row, there from the first paint so nothing moves when they come. */}
              <div className="min-h-6 w-full sm:w-auto">
                <CarouselDots />
              </div>
              <div className="ml-auto flex gap-2">
                <CarouselButton kind="play-pause" />
                <CarouselButton kind="previous" label="Previous photo" />
                <CarouselButton kind="next" label="Next photo" />
              </div>
            </div>
          </Carousel>
        </article>
      ))}
      <LazyLightbox
        images={images}
        index={selection.index}
        onIndexChange={(index) => setSelection((current) => ({ ...current, index }))}
      />
    </div>
  )
}
