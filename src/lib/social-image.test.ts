import sharp from "sharp"
import { expect, it, vi } from "vitest"

import { contentFile } from "../../tests/setup/content.ts"
import { readContent } from "./content/read.ts"
import { socialImage } from "./social-image.ts"

vi.mock("./content/read.ts", { spy: true })

/** The mean colour of a picture cut as the social preview is: enough to tell two photos apart. */
const meanColour = async (input: string | Buffer) => {
  const { channels } = await sharp(input).resize(1200, 630, { fit: "cover" }).stats()
  return channels.slice(0, 3).map((channel) => channel.mean)
}

it("is the hero photo the owner has chosen for home, cut to 1200 × 630", async () => {
  const home = contentFile("home")
  vi.mocked(readContent).mockResolvedValue({ ...home, hero: { ...home.hero, photo: "bathrooms/bathroom-01.jpg" } })
  const image = await socialImage()
  expect(await sharp(image).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 })

  const [chosen, shipped, actual] = await Promise.all([
    meanColour("content/photos/bathrooms/bathroom-01.jpg"),
    meanColour("content/photos/hero/hero.jpg"),
    meanColour(image),
  ])
  const distance = (colour: number[]) => Math.hypot(...colour.map((mean, i) => mean - actual[i]!))
  expect(distance(chosen)).toBeLessThan(2)
  expect(distance(shipped)).toBeGreaterThan(5)
})
