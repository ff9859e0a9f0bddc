import { act } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"

import { Picture } from "~/components/ui/picture"

import { watchBrokenImages } from "./broken-images"
import { PLACEHOLDER_IMAGE } from "./images"

// A photo of the image pipeline: a <picture> with AVIF and WebP sources (lib/images.ts knows its sizes).
const PHOTO = "/api/content/attached_assets/bathrooms/bathroom-01.jpg"
const fail = (img: HTMLImageElement) => img.dispatchEvent(new Event("error"))
const photoIn = (root: ParentNode) => root.querySelector("img")!

/** The page's markup for one photo, as Astro prerenders it inside an island that has not started. */
function prerendered() {
  const island = document.createElement("astro-island")
  island.innerHTML = renderToString(<Picture src={PHOTO} alt="A clean bathroom" />)
  document.body.append(island)
  return island
}

describe("the broken-photo fallback", () => {
  beforeAll(() => watchBrokenImages(PLACEHOLDER_IMAGE))
  afterEach(() => document.body.replaceChildren())

  it("replaces a failed photo by the placeholder, its sources too, marked", () => {
    const img = photoIn(prerendered())
    fail(img)
    expect(img.getAttribute("src")).toBe(PLACEHOLDER_IMAGE)
    expect(img).not.toHaveAttribute("srcset")
    expect(img.dataset.fallback).toBe("")
    const sources = document.querySelectorAll("source")
    expect(sources).toHaveLength(1)
    for (const source of sources) expect(source).not.toHaveAttribute("srcset")
  })

  it("does it once: a placeholder that fails too is not asked for again", () => {
    const img = photoIn(prerendered())
    const setSrc = vi.spyOn(HTMLImageElement.prototype, "src", "set")
    fail(img)
    fail(img)
    fail(img)
    expect(setSrc).toHaveBeenCalledTimes(1)
    expect(img.getAttribute("src")).toBe(PLACEHOLDER_IMAGE)
  })

  it("keeps a hydrating island's photo on the placeholder: React keeps the element and its attributes (issue 44)", async () => {
    const island = prerendered()
    const img = photoIn(island)
    fail(img)
    const onRecoverableError = vi.fn()
    // Development builds only report the changed attributes, and say they are left as they are.
    const report = vi.spyOn(console, "error").mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(island, <Picture src={PHOTO} alt="A clean bathroom" />, { onRecoverableError })
    })
    expect(onRecoverableError).not.toHaveBeenCalled()
    for (const [message] of report.mock.calls) expect(String(message)).toMatch(/attributes .* won't be patched up/s)
    // The same element, not one React made again with the failed photo.
    expect(photoIn(island)).toBe(img)
    expect(img.getAttribute("src")).toBe(PLACEHOLDER_IMAGE)
    expect(img).not.toHaveAttribute("srcset")
    expect(island.querySelectorAll("source")).toHaveLength(1)
  })

  it("also replaces a photo that failed before the script ran, and not a lazy one not yet asked for", () => {
    const failed = photoIn(prerendered())
    const waiting = photoIn(prerendered())
    const state = (img: HTMLImageElement, complete: boolean, currentSrc: string) =>
      Object.defineProperties(img, {
        complete: { value: complete },
        naturalWidth: { value: 0 },
        currentSrc: { value: currentSrc },
      })
    state(failed, true, `http://localhost${PHOTO}`)
    state(waiting, false, "")
    watchBrokenImages(PLACEHOLDER_IMAGE)
    expect(failed.getAttribute("src")).toBe(PLACEHOLDER_IMAGE)
    expect(waiting.getAttribute("src")).toBe(PHOTO)
  })
})
