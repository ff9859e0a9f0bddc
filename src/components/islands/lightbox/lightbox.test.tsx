import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"

import { LazyLightbox } from "./lazy-lightbox"
import { Lightbox, stepIndex, type LightboxImage } from "./lightbox"

const images: LightboxImage[] = [1, 2, 3].map((n) => ({
  src: `/api/content/attached_assets/kitchens/kitchen-0${n}.jpg`,
  alt: `Kitchen photo ${n}`,
  title: `Kitchen ${n}`,
}))

// Mounted only while a photo is open, as LazyLightbox does.
function Harness({ start = 0, onChange = () => {} }: { start?: number; onChange?: (i: number | null) => void }) {
  const [index, setIndex] = useState<number | null>(start)
  if (index === null) return null
  return (
    <Lightbox
      images={images}
      index={index}
      onIndexChange={(next) => {
        onChange(next)
        setIndex(next)
      }}
    />
  )
}

describe("stepIndex", () => {
  it("wraps around both ends", () => {
    expect(stepIndex(0, -1, 3)).toBe(2)
    expect(stepIndex(2, 1, 3)).toBe(0)
    expect(stepIndex(1, 1, 3)).toBe(2)
  })
})

describe("LazyLightbox", () => {
  it("renders nothing while closed", () => {
    render(<LazyLightbox images={images} index={null} onIndexChange={() => {}} />)
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})

describe("Lightbox", () => {
  it("shows the photo, its title and a counter", () => {
    render(<Harness start={1} />)
    const dialog = screen.getByRole("dialog", { name: "Kitchen 2" })
    expect(dialog).toHaveTextContent("2 of 3")
    expect(screen.getByAltText("Kitchen photo 2")).toBeInTheDocument()
  })

  it("moves with the arrow keys and the previous/next buttons, wrapping around", async () => {
    const user = userEvent.setup()
    render(<Harness start={0} />)
    // The viewer takes focus in an effect after it opens; the arrow keys are heard from then on.
    await waitFor(() => expect(screen.getByRole("dialog")).toHaveFocus())
    await user.keyboard("{ArrowRight}")
    expect(screen.getByRole("dialog")).toHaveTextContent("2 of 3")
    await user.click(screen.getByRole("button", { name: "Previous photo" }))
    await user.click(screen.getByRole("button", { name: "Previous photo" }))
    expect(screen.getByRole("dialog", { name: "Kitchen 3" })).toHaveTextContent("3 of 3")
    await user.click(screen.getByRole("button", { name: "Next photo" }))
    expect(screen.getByRole("dialog")).toHaveTextContent("1 of 3")
  })

  it("closes with the close button and with Escape", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { unmount } = render(<Harness start={0} onChange={onChange} />)
    await user.click(screen.getByRole("button", { name: "Close photo viewer" }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(screen.queryByRole("dialog")).toBeNull()
    unmount()

    render(<Harness start={0} onChange={onChange} />)
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("closes on a click on the backdrop but not on the photo", () => {
    const onChange = vi.fn()
    render(<Harness start={0} onChange={onChange} />)
    fireEvent.click(screen.getByAltText("Kitchen photo 1"))
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole("dialog"))
    expect(onChange).toHaveBeenCalledWith(null)
  })
})

describe("Lightbox focus", () => {
  function Opener() {
    const [index, setIndex] = useState<number | null>(null)
    return (
      <>
        <button type="button" onClick={() => setIndex(1)}>
          Open kitchen 2
        </button>
        {index !== null && <Lightbox images={images} index={index} onIndexChange={setIndex} />}
      </>
    )
  }

  it("moves focus into the dialog and back to the thumbnail that opened it", async () => {
    const user = userEvent.setup()
    render(<Opener />)
    const thumbnail = screen.getByRole("button", { name: "Open kitchen 2" })
    await user.click(thumbnail)
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(thumbnail).toHaveFocus()
  })
})
