import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"

import { BeforeAfterSlider } from "./before-after-slider"

const before = { src: "/api/content/attached_assets/before-after/kitchen-before.jpg", alt: "Kitchen before cleaning" }
const after = { src: "/api/content/attached_assets/before-after/kitchen-after.jpg", alt: "Kitchen after cleaning" }

describe("BeforeAfterSlider", () => {
  it("is a named slider from 0 to 100 that starts at 50, with both labels and photos", () => {
    render(<BeforeAfterSlider before={before} after={after} label="Compare before and after: kitchen" />)
    const slider = screen.getByRole("slider", { name: "Compare before and after: kitchen" })
    expect(slider).toHaveAttribute("aria-valuenow", "50")
    expect(slider).toHaveAttribute("aria-valuemin", "0")
    expect(slider).toHaveAttribute("aria-valuemax", "100")
    expect(screen.getByText("Before")).toBeInTheDocument()
    expect(screen.getByText("After")).toBeInTheDocument()
    expect(screen.getByAltText("Kitchen before cleaning")).toBeInTheDocument()
    expect(screen.getByAltText("Kitchen after cleaning")).toBeInTheDocument()
  })

  it("moves with the keyboard and clips the before photo to match", async () => {
    const user = userEvent.setup()
    const { container } = render(<BeforeAfterSlider before={before} after={after} label="Compare" />)
    const slider = screen.getByRole("slider")
    await user.tab()
    expect(slider).toHaveFocus()
    await user.keyboard("{ArrowRight}")
    expect(slider).toHaveAttribute("aria-valuenow", "55")
    await user.keyboard("{Shift>}{ArrowLeft}{/Shift}")
    expect(slider).toHaveAttribute("aria-valuenow", "45")
    await user.keyboard("{End}{ArrowRight}")
    expect(slider).toHaveAttribute("aria-valuenow", "100")
    expect(slider).toHaveAttribute("aria-valuetext", "100% before, 0% after")
    await user.keyboard("{Home}")
    expect(slider).toHaveAttribute("aria-valuenow", "0")
    expect(container.querySelector<HTMLElement>('[data-slot="before-layer"]')!.style.clipPath).toBe("inset(0 100% 0 0)")
  })

  it("shows custom labels", () => {
    render(
      <BeforeAfterSlider
        before={{ ...before, label: "Move-out" }}
        after={{ ...after, label: "Handover" }}
        label="Compare"
      />,
    )
    expect(screen.getByText("Move-out")).toBeInTheDocument()
    expect(screen.getByText("Handover")).toBeInTheDocument()
  })
})
