// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { handleInPageLinks } from "./in-page-links"

describe("handleInPageLinks", () => {
  let stop = () => {}
  beforeEach(() => {
    document.body.innerHTML = `
      <a id="skip" href="#main">Skip</a><a id="toc" href="#part-two">Part two</a><a id="away" href="/about">About</a>
      <main id="main" tabindex="-1"><h2 id="part-two">Part two</h2></main>`
    stop = handleInPageLinks(window)
  })
  afterEach(() => stop())

  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init })
    const reached = vi.fn()
    document.addEventListener("click", reached)
    document.getElementById(id)!.dispatchEvent(event)
    document.removeEventListener("click", reached)
    return { event, reachedDocument: reached.mock.calls.length > 0 }
  }

  it("scrolls to the destination, focuses it and adds a history entry, without passing the click on", () => {
    const heading = document.getElementById("part-two")!
    const scrolled = vi.fn()
    heading.scrollIntoView = scrolled
    const before = window.history.length
    const { event, reachedDocument } = click("toc")
    expect(event.defaultPrevented).toBe(true)
    expect(reachedDocument).toBe(false)
    expect(scrolled).toHaveBeenCalled()
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute("tabindex")).toBe("-1")
    expect(window.location.hash).toBe("#part-two")
    expect(window.history.length).toBe(before + 1)
  })

  it("keeps a destination's own tabindex (the skip link's <main>)", () => {
    const main = document.getElementById("main")!
    main.scrollIntoView = vi.fn()
    click("skip")
    expect(document.activeElement).toBe(main)
    expect(main.getAttribute("tabindex")).toBe("-1")
  })

  it("leaves other links, modified clicks and missing destinations to the browser", () => {
    expect(click("away").event.defaultPrevented).toBe(false)
    expect(click("toc", { ctrlKey: true }).event.defaultPrevented).toBe(false)
    document.getElementById("part-two")!.remove()
    expect(click("toc").event.defaultPrevented).toBe(false)
  })
})
