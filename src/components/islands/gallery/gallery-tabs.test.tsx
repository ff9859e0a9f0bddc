import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import { DEFAULT_GALLERY_TAB, GALLERY_TABS, GalleryIsland } from "./gallery-tabs"

describe("gallery tabs", () => {
  it("lists the five tabs in order and opens on Bathrooms", () => {
    expect(GALLERY_TABS.map((t) => t.label)).toEqual([
      "Bathrooms",
      "Kitchens",
      "Commercial",
      "Builder Cleans",
      "Before & After",
    ])
    expect(DEFAULT_GALLERY_TAB).toBe("bathrooms")
  })

  it("moves with the arrow keys, wrapping around, and jumps with Home and End", async () => {
    // The gallery file never arrives: the tabs work all the same.
    vi.stubGlobal("fetch", () => new Promise(() => {}))
    const user = userEvent.setup()
    render(<GalleryIsland />)
    const tab = (name: string) => screen.getByRole("tab", { name })
    const expectSelected = (name: string) => {
      expect(tab(name)).toHaveFocus()
      expect(tab(name)).toHaveAttribute("aria-selected", "true")
    }
    expect(tab("Bathrooms")).toHaveAttribute("aria-selected", "true")
    await user.click(tab("Bathrooms"))
    await user.keyboard("{ArrowRight}")
    expectSelected("Kitchens")
    await user.keyboard("{ArrowLeft}{ArrowLeft}")
    expectSelected("Before & After")
    await user.keyboard("{ArrowRight}")
    expectSelected("Bathrooms")
    await user.click(tab("Commercial"))
    await user.keyboard("{Home}")
    expectSelected("Bathrooms")
    await user.click(tab("Commercial"))
    await user.keyboard("{End}")
    expectSelected("Before & After")
    await user.click(tab("Commercial"))
    await user.keyboard("{Enter}")
    expectSelected("Commercial")
  })
})
