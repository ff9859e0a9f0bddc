import { act, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { handOver } from "~/lib/estimate-handoff"

import QuoteForm, { DELIVERY_OFF_NOTICE } from "./quote-form"
import { serviceChoices } from "./schema"

const failedToast = { title: "Not sent", description: "Call 0491 570 156 or e-mail hello@example.com." }
/** Packages as the owner might name them in the editor. */
const packages = [
  { id: "deep", name: "Deep Home Clean" },
  { id: "general", name: "Regular Clean" },
] as const
const services = serviceChoices(packages, "Support for NDIS participants")

describe("QuoteForm", () => {
  it("says once per page that delivery is off when no endpoint is set, and never when one is", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const withEndpoint = render(
      <QuoteForm failedToast={failedToast} services={services} endpoint="https://formspree.io/f/abc" />,
    )
    expect(warn).not.toHaveBeenCalled()
    withEndpoint.unmount()
    render(<QuoteForm failedToast={failedToast} services={services} />).unmount()
    render(<QuoteForm failedToast={failedToast} services={services} />).unmount()
    expect(warn.mock.calls).toEqual([[DELIVERY_OFF_NOTICE]])
  })

  it("has the honeypot only when it delivers", () => {
    const { container, unmount } = render(<QuoteForm failedToast={failedToast} services={services} />)
    expect(container.querySelector('[name="_gotcha"]')).toBeNull()
    unmount()
    const delivering = render(
      <QuoteForm failedToast={failedToast} services={services} endpoint="https://formspree.io/f/abc" />,
    )
    const trap = delivering.container.querySelector<HTMLInputElement>('input[name="_gotcha"]')!
    expect(trap.hidden).toBe(true)
    expect(trap.tabIndex).toBe(-1)
  })

  it("with the site's own store, posts the plain form there and fetches its token as it starts; an outside endpoint gets none", async () => {
    const fetch = vi.fn(async () => Response.json({ token: "t", minAgeMs: 3000 }))
    vi.stubGlobal("fetch", fetch)
    try {
      const own = render(<QuoteForm failedToast={failedToast} services={services} endpoint="/api/leads" />)
      const form = own.container.querySelector("form")!
      expect(form.getAttribute("action")).toBe("/api/leads")
      expect(form.getAttribute("method")).toBe("post")
      await act(async () => {})
      expect(fetch).toHaveBeenCalledTimes(1)
      expect(fetch).toHaveBeenCalledWith("/api/leads/token", expect.objectContaining({ cache: "no-store" }))
      own.unmount()
      render(<QuoteForm failedToast={failedToast} services={services} endpoint="https://formspree.io/f/abc" />)
      await act(async () => {})
      expect(fetch).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("offers the packages by the names they are given, in their order, then NDIS support", () => {
    render(<QuoteForm failedToast={failedToast} services={services} />)
    const options = [...screen.getByLabelText<HTMLSelectElement>("Service type").options]
    expect(options.map((option) => [option.value, option.text])).toEqual([
      ["", "Choose a service"],
      ["deep", "Deep Home Clean"],
      ["general", "Regular Clean"],
      ["ndis", "Support for NDIS participants"],
    ])
  })

  // The service type it sets too is estimate.spec.ts's: happy-dom leaves a select that react-hook-form sets empty.
  it("takes an instant estimate handed over before it started, or while it runs, once", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    const summary = "Instant estimate: Deep Clean, 3 bedrooms, 1 bathroom, One-off: $295 incl. GST for this clean."
    handOver({ serviceType: "deep", summary })
    const first = render(<QuoteForm failedToast={failedToast} services={services} />)
    expect(screen.getByLabelText<HTMLTextAreaElement>("Tell us about your space").value).toBe(summary)
    first.unmount()
    // Taken: a form started later is empty.
    render(<QuoteForm failedToast={failedToast} services={services} />)
    expect(screen.getByLabelText<HTMLTextAreaElement>("Tell us about your space").value).toBe("")
    await act(async () => handOver({ serviceType: "move-prep", summary: "Instant estimate: Move-Prep: $590." }))
    expect(screen.getByLabelText<HTMLTextAreaElement>("Tell us about your space").value).toBe(
      "Instant estimate: Move-Prep: $590.",
    )
  })
})
