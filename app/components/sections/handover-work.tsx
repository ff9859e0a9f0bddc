import { useState } from "react"

import { LazyLightbox } from "~/components/widgets/lightbox/lazy-lightbox"
import { photo } from "~/lib/images"

import { ProjectCarousel, type HandoverProject } from "./project-carousel"

type Selection = { project: number; index: number | null }

/**
 * "See Our Work": one carousel per project; choosing a photo opens it in the same lightbox as
 * /gallery, which then steps through that project's photos. The carousel holds its autoplay while
 * its photos are open large.
 */
export function HandoverWork({ projects }: { projects: HandoverProject[] }) {
  // The project stays selected after closing, so the lightbox keeps its photos while it fades out.
  const [selection, setSelection] = useState<Selection>({ project: 0, index: null })
  const open = selection.index !== null
  const images = (projects[selection.project]?.photos ?? []).map((item) => ({ src: photo(item.src), alt: item.alt }))
  return (
    <div className="grid gap-8" data-lightbox-open={open ? "true" : "false"}>
      {projects.map((project, projectIndex) => (
        <ProjectCarousel
          key={project.title}
          project={project}
          paused={open && selection.project === projectIndex}
          onOpenPhoto={(index) => setSelection({ project: projectIndex, index })}
        />
      ))}
      <LazyLightbox
        images={images}
        index={selection.index}
        onIndexChange={(index) => setSelection((current) => ({ ...current, index }))}
      />
    </div>
  )
}
