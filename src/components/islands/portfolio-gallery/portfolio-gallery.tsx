import { useDeferredValue, useMemo, useState } from "react"

import { SpriteIcon } from "~/components/ui/sprite-icon"
import { usePortfolio, withContentQuery } from "~/lib/content/queries"

import { GalleryError } from "../gallery/gallery-states"
import { ImageGrid } from "../gallery/image-grid"
import {
  CATEGORY_LABELS,
  filterProjects,
  imageCountText,
  PORTFOLIO_FILTERS,
  projectTiles,
  type PortfolioFilter,
  type PortfolioTile,
} from "./portfolio-filter"

const TILE_GRID = "grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4"
const PREVIEW_GRID = "grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-6"
const PREVIEW_PROJECTS = 2

/** `preview`: home's, two projects (each shows all its photos), their six photos in one row. */
function PortfolioGallery({ preview = false, className }: { preview?: boolean; className?: string }) {
  const limit = preview ? PREVIEW_PROJECTS : undefined
  const { data, isError } = usePortfolio()
  // The file's arrival renders as a transition; the memoised tiles keep the urgent render cheap.
  const projects = useDeferredValue(data)
  const [filter, setFilter] = useState<PortfolioFilter>("all")

  const tiles = useMemo(
    () => (projects ? projectTiles(filterProjects(projects, filter, limit)) : []),
    [projects, filter, limit],
  )

  return (
    <div data-slot="portfolio-gallery" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div
          role="group"
          aria-label="Filter projects"
          className="grid w-full grid-cols-3 gap-1 rounded-pill bg-white p-1 shadow-soft sm:inline-flex sm:w-auto noscript:hidden"
        >
          {PORTFOLIO_FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
              className="filter-pill"
            >
              {option.label}
            </button>
          ))}
        </div>
        {projects && (
          <p className="text-sm text-ink-soft" aria-live="polite" data-slot="portfolio-count">
            {imageCountText(tiles.length)}
          </p>
        )}
      </div>

      <div className="mt-6">
        {isError ? (
          <GalleryError />
        ) : (
          <ImageGrid
            images={projects && tiles}
            emptyText="No projects available for this category."
            placeholders={limit ?? 8}
            className={preview ? PREVIEW_GRID : TILE_GRID}
            tileClassName="aspect-3/4"
            sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw"
            slot="portfolio-tile"
            overlay={projectOverlay}
          />
        )}
      </div>
    </div>
  )
}

/** The post-build portfolio: filter buttons, tiles and their count (GET /content/portfolio-postbuild.json). */
export const PortfolioIsland = withContentQuery(PortfolioGallery)

const projectOverlay = ({ project }: PortfolioTile) => (
  <>
    <span className="absolute top-2 left-2 rounded-pill bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-forest sm:top-3 sm:left-3">
      {CATEGORY_LABELS[project.category]}
    </span>
    <span className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-forest-800/85 via-forest-800/40 to-transparent px-3 pt-10 pb-3 sm:px-4 sm:pt-12 sm:pb-4">
      <span className="block font-serif text-sm leading-snug text-linen sm:text-lg">{project.title}</span>
      <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-linen sm:text-sm">
        <span className="inline-flex items-center gap-1">
          <SpriteIcon name="map-pin" className="size-3.5" />
          {project.suburb}
        </span>
        <span className="inline-flex items-center gap-1">
          <SpriteIcon name="clock" className="size-3.5" />
          {project.hours_on_site} hours on site
        </span>
      </span>
    </span>
  </>
)
