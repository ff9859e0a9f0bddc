import { describe, expect, it } from "vitest"

import { selectPreviewImages } from "./select-preview-images"

const images = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ src: `/${prefix}-${i + 1}.jpg`, alt: `${prefix} ${i + 1}` }))
const srcs = (list: { src: string }[]) => list.map((image) => image.src)

describe("selectPreviewImages", () => {
  it("shows at most six images", () => {
    expect(selectPreviewImages("kitchens", images("k", 9))).toHaveLength(6)
    expect(srcs(selectPreviewImages("commercial", images("c", 8)))).toEqual(srcs(images("c", 6)))
  })

  it("keeps fewer than six as they are", () => {
    expect(srcs(selectPreviewImages("kitchens", images("k", 3)))).toEqual(["/k-1.jpg", "/k-2.jpg", "/k-3.jpg"])
  })

  it("skips the first two bathroom images, then takes six", () => {
    expect(srcs(selectPreviewImages("bathrooms", images("b", 10)))).toEqual([
      "/b-3.jpg",
      "/b-4.jpg",
      "/b-5.jpg",
      "/b-6.jpg",
      "/b-7.jpg",
      "/b-8.jpg",
    ])
    expect(selectPreviewImages("bathrooms", images("b", 2))).toEqual([])
  })

  it("skips nothing in other categories", () => {
    expect(selectPreviewImages("kitchens", images("k", 2))).toHaveLength(2)
  })

  it("drops repeated images by src, keeping the first", () => {
    const list = [
      { src: "/a.jpg", alt: "first a" },
      { src: "/a.jpg", alt: "second a" },
      { src: "/b.jpg", alt: "b" },
      { src: "/b.jpg", alt: "b again" },
      { src: "/c.jpg", alt: "c" },
    ]
    expect(selectPreviewImages("commercial", list).map((i) => i.alt)).toEqual(["first a", "b", "c"])
  })

  it("de-duplicates before skipping and limiting", () => {
    const list = [{ src: "/1.jpg" }, { src: "/1.jpg" }, { src: "/2.jpg" }, { src: "/3.jpg" }]
    expect(srcs(selectPreviewImages("bathrooms", list))).toEqual(["/3.jpg"])
    const many = [...images("x", 5), ...images("x", 5), ...images("y", 3)]
    expect(srcs(selectPreviewImages("kitchens", many))).toEqual([
      "/x-1.jpg",
      "/x-2.jpg",
      "/x-3.jpg",
      "/x-4.jpg",
      "/x-5.jpg",
      "/y-1.jpg",
    ])
  })

  it("gives an empty list for a missing or empty category", () => {
    expect(selectPreviewImages("kitchens", undefined)).toEqual([])
    expect(selectPreviewImages("bathrooms", [])).toEqual([])
  })
})
