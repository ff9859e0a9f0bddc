import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"

import { siteConfig } from "~/site.config"

import { contentFile } from "../../../../tests/setup/content"
import { ServiceAreaMap } from "./service-area-map"

const areas = contentFile("contact").areas.list
const detail = () => document.querySelector('[data-slot="service-area-detail"]') as HTMLElement
const shape = (id: string) => document.querySelector(`path[data-area="${id}"]`) as SVGPathElement

describe("ServiceAreaMap", () => {
  it("shows the five areas as buttons and every suburb while none is chosen", () => {
    render(<ServiceAreaMap areas={areas} allSuburbs={siteConfig.suburbs} />)
    const buttons = screen.getAllByRole("button")
    expect(buttons.map((b) => b.textContent)).toEqual(
      areas.map((a, i) => `${i + 1}${a.name}${a.suburbs.length} suburbs`),
    )
    for (const button of buttons) expect(button).toHaveAttribute("aria-pressed", "false")
    expect(detail()).toHaveTextContent("All areas we cover")
    expect(detail()).toHaveTextContent("Bellbridge")
  })

  it("highlights an area on keyboard focus and lists its suburbs", async () => {
    const user = userEvent.setup()
    render(<ServiceAreaMap areas={areas} allSuburbs={siteConfig.suburbs} />)
    await user.tab()
    await user.tab()
    const button = screen.getByRole("button", { name: /Wodonga/ })
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute("aria-pressed", "true")
    expect(button).toHaveAttribute("data-state", "active")
    expect(shape("wodonga")).toHaveAttribute("data-state", "active")
    expect(shape("albury-central")).toHaveAttribute("data-state", "inactive")
    expect(detail()).toHaveTextContent("Baranduda")
    await user.tab()
    expect(screen.getByRole("button", { name: /Thurgoona/ })).toHaveAttribute("aria-pressed", "true")
    expect(button).toHaveAttribute("aria-pressed", "false")
  })

  it("highlights the area under a mouse pointer on the drawing, and clears it on leaving", () => {
    render(<ServiceAreaMap areas={areas} allSuburbs={siteConfig.suburbs} />)
    fireEvent.pointerEnter(shape("wodonga"), { pointerType: "mouse" })
    expect(shape("wodonga")).toHaveAttribute("data-state", "active")
    expect(screen.getByRole("button", { name: /Wodonga/ })).toHaveAttribute("aria-pressed", "true")
    expect(detail()).toHaveTextContent("Baranduda")
    fireEvent.pointerLeave(shape("wodonga"), { pointerType: "mouse" })
    expect(shape("wodonga")).toHaveAttribute("data-state", "inactive")
    expect(detail()).toHaveTextContent("All areas we cover")
  })

  it("keeps a tapped area highlighted (touch has no hover)", () => {
    render(<ServiceAreaMap areas={areas} allSuburbs={siteConfig.suburbs} />)
    fireEvent.pointerEnter(shape("surrounding"), { pointerType: "touch" })
    fireEvent.pointerLeave(shape("surrounding"), { pointerType: "touch" })
    expect(shape("surrounding")).toHaveAttribute("data-state", "active")
    expect(detail()).toHaveTextContent("Rutherglen")
  })
})
