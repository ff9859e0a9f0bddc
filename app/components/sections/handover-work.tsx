import { useState } from "react"

import { ProjectCarousel, type HandoverProject } from "./project-carousel"

type Selection = { project: number; index: number }

/** "See Our Work": one carousel per project; choosing a photo opens it in the lightbox. */
export function HandoverWork({ projects }: { projects: HandoverProject[] }) {
  const [selection, setSelection] = useState<Selection | null>(null)
  return (
    <div className="grid gap-8" data-lightbox-open={selection ? "true" : "false"}>
      {projects.map((project, projectIndex) => (
        <ProjectCarousel
          key={project.title}
          project={project}
          onOpenPhoto={(index) => setSelection({ project: projectIndex, index })}
        />
      ))}
    </div>
  )
}
