/** Filter and count rules of the post-build portfolio: all, new builds, renovations (kitchen_reno and bath_reno). */
import type { PortfolioCategory, PortfolioProject } from "~/lib/content/schemas"

export const PORTFOLIO_FILTERS = [
  { value: "all", label: "All Projects" },
  { value: "new_build", label: "New Builds" },
  { value: "renovation", label: "Renovations" },
] as const

export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number]["value"]

export const CATEGORY_LABELS: Record<PortfolioCategory, string> = {
  new_build: "New build",
  kitchen_reno: "Kitchen renovation",
  bath_reno: "Bathroom renovation",
}

/** Renovations are the kitchen and bathroom ones; `limit` counts projects after filtering. */
export function filterProjects(projects: readonly PortfolioProject[], filter: PortfolioFilter, limit?: number) {
  const renovation = (category: PortfolioCategory) => category === "kitchen_reno" || category === "bath_reno"
  const matching = projects.filter(
    ({ category }) => filter === "all" || category === filter || (filter === "renovation" && renovation(category)),
  )
  return matching.slice(0, limit)
}

export type PortfolioTile = { id: string; src: string; alt: string; title: string; project: PortfolioProject }

/** One tile per photo of the given projects, in order; `title` is the photo's caption in the lightbox. */
export function projectTiles(projects: readonly PortfolioProject[]): PortfolioTile[] {
  return projects.flatMap((project, p) => {
    const title = `${project.title}, ${project.suburb}`
    return project.images.map((image, i) => ({ ...image, id: `${project.id ?? p}-${i}`, title, project }))
  })
}

export function imageCountText(count: number) {
  return `Showing ${count} image${count === 1 ? "" : "s"}`
}
