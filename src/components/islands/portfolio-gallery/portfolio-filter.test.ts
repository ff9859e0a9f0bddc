import { describe, expect, it } from "vitest"

import type { PortfolioProject } from "~/lib/content/schemas"

import { filterProjects, imageCountText, projectTiles } from "./portfolio-filter"

const project = (title: string, category: PortfolioProject["category"], images = 2): PortfolioProject => ({
  title,
  suburb: "Albury",
  hours_on_site: 6,
  category,
  images: Array.from({ length: images }, (_, i) => ({
    src: `/api/content/attached_assets/postbuild/${title}-${i}.jpg`,
    alt: `${title} photo ${i}`,
  })),
})

const projects = [
  project("a", "new_build", 3),
  project("b", "kitchen_reno"),
  project("c", "bath_reno", 1),
  project("d", "new_build"),
  project("e", "kitchen_reno"),
]

const titles = (list: PortfolioProject[]) => list.map((p) => p.title)

describe("filterProjects", () => {
  it("shows every project under All Projects", () => {
    expect(titles(filterProjects(projects, "all"))).toEqual(["a", "b", "c", "d", "e"])
  })

  it("shows only new builds under New Builds", () => {
    expect(titles(filterProjects(projects, "new_build"))).toEqual(["a", "d"])
  })

  it("shows kitchen and bathroom renovations under Renovations", () => {
    expect(titles(filterProjects(projects, "renovation"))).toEqual(["b", "c", "e"])
  })

  it("limits the projects shown after filtering", () => {
    expect(titles(filterProjects(projects, "all", 2))).toEqual(["a", "b"])
    expect(titles(filterProjects(projects, "renovation", 2))).toEqual(["b", "c"])
    expect(filterProjects(projects, "all", 0)).toEqual([])
  })
})

describe("projectTiles", () => {
  it("makes one tile per photo, keeping each photo's project", () => {
    const tiles = projectTiles(filterProjects(projects, "new_build"))
    expect(tiles).toHaveLength(5)
    expect(tiles[0]).toMatchObject({ alt: "a photo 0", project: { title: "a" } })
    expect(new Set(tiles.map((t) => t.id)).size).toBe(5)
  })
})

describe("imageCountText", () => {
  it("uses the singular for one image and the plural otherwise", () => {
    expect(imageCountText(1)).toBe("Showing 1 image")
    expect(imageCountText(5)).toBe("Showing 5 images")
    expect(imageCountText(0)).toBe("Showing 0 images")
  })
})
