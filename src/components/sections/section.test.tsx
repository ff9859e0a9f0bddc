import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { WaveDivider } from "./section"

describe("WaveDivider", () => {
  it("is decorative and takes the colour of the section it leads into", () => {
    const { container } = render(<WaveDivider colorClass="text-forest" flip />)
    const wrapper = container.firstElementChild!
    expect(wrapper).toHaveAttribute("aria-hidden", "true")
    expect(wrapper.className).toContain("text-forest")
    expect(wrapper.className).toContain("rotate-180")
  })
})
