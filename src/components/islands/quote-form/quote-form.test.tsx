import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { handOver } from "~/lib/estimate-handoff"

import { contentFile } from "../../../../tests/setup/content"
import QuoteForm from "./quote-form"
import { serviceChoices } from "./schema"
import { DELIVERY_OFF_NOTICE } from "./use-quote-form"

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

  it("as shipped (booking off) has the spec's six fields and button, and no day", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    const { container } = render(
      <QuoteForm failedToast={failedToast} services={services} booking={contentFile("booking")} />,
    )
    expect([...container.querySelectorAll("label")].map((label) => label.textContent)).toEqual([
      "Your name",
      "Suburb",
      "Email",
      "Phone",
      "Service type",
      "Tell us about your space",
    ])
    // The schema's caps, where the browser stops typing (the store refuses a longer value in the same words).
    expect(
      [...container.querySelectorAll("input:not([type=hidden]):not([tabindex='-1']), textarea")].map(
        (box) => `${box.getAttribute("name")} ${box.getAttribute("maxlength")}`,
      ),
    ).toEqual(["name 100", "suburb 80", "email 254", "phone 30", "message 2000"])
    expect(container.querySelector('input[type="date"]')).toBeNull()
    expect(screen.getByRole("button").textContent).toBe("Send My Quote Request")
    // Near its cap, the message box says how much is used: a paste past it is cut there, and this says so.
    const message = screen.getByLabelText("Tell us about your space")
    fireEvent.input(message, { target: { value: "x".repeat(1799) } })
    expect(message.getAttribute("aria-describedby")).toBeNull()
    fireEvent.input(message, { target: { value: "x".repeat(1850) } })
    expect(document.getElementById(message.getAttribute("aria-describedby")!)!.textContent).toBe(
      "1,850 of 2,000 characters.",
    )
    fireEvent.input(message, { target: { value: "x".repeat(2000) } })
    expect(screen.getByText("2,000 of 2,000 characters: the most a message can hold.")).toBeTruthy()
    expect(container.textContent).not.toContain("confirm your day")
  })

  describe("with booking on", () => {
    const booking = { ...contentFile("booking"), enabled: true }
    // Wednesday 23 December 2026, 10 am in Sydney (daylight saving): a day's notice makes Thursday the first day, and
    // 60 days ahead is Sunday 21 February, closed, so Saturday the 20th is the last.
    const NOW = Date.UTC(2026, 11, 22, 23, 0)

    function renderBooking() {
      vi.useFakeTimers({ toFake: ["Date"], now: NOW })
      vi.spyOn(console, "warn").mockImplementation(() => {})
      return render(<QuoteForm failedToast={failedToast} services={services} booking={booking} />)
    }

    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

    it("asks for a preferred date within the rules and an arrival window, as a request", () => {
      try {
        const { container } = renderBooking()
        const day = screen.getByLabelText<HTMLInputElement>("Preferred date")
        expect(day.type).toBe("date")
        expect([day.min, day.max]).toEqual(["2026-12-24", "2027-02-20"])
        // The days open, under the box, until the box has an error to say there (issue 73).
        expect(day).toHaveAccessibleDescription("Monday to Saturday, not public holidays")
        const window = screen.getByLabelText<HTMLSelectElement>("Arrival window")
        expect([...window.options].map((option) => [option.value, option.text])).toEqual([
          ["", "Choose a window"],
          ["08:00-11:00", "8–11 am"],
          ["11:00-14:00", "11 am–2 pm"],
          ["14:00-17:00", "2–5 pm"],
        ])
        expect(container.textContent).toContain("We'll confirm your day by phone or e-mail.")
        expect(screen.getByRole("button").textContent).toBe("Send request")
      } finally {
        vi.useRealTimers()
      }
    })

    it("refuses a closed day beside the field with the store's words, and sends a good one with its window", async () => {
      const log = vi.spyOn(console, "log").mockImplementation(() => {})
      try {
        renderBooking()
        fill("Your name", "Sam Taylor")
        fill("Suburb", "Thurgoona")
        fill("Email", "sam@example.com")
        fill("Phone", "0491 570 156")
        fill("Service type", "deep")
        fill("Tell us about your space", "Three bedrooms, two bathrooms.")
        fill("Preferred date", "2026-12-25")
        await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send request" })))
        const day = screen.getByLabelText("Preferred date")
        expect(day.getAttribute("aria-invalid")).toBe("true")
        expect(document.getElementById(day.getAttribute("aria-describedby")!)?.textContent).toBe(
          "We're closed on Friday 25 December (Christmas Day): please choose another day",
        )
        const window = screen.getByLabelText("Arrival window")
        expect(document.getElementById(window.getAttribute("aria-describedby")!)?.textContent).toBe(
          "Please choose an arrival window",
        )

        fill("Preferred date", "2026-12-27")
        await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send request" })))
        expect(document.getElementById(day.getAttribute("aria-describedby")!)?.textContent).toBe(
          "We don't clean on Sundays: please choose another day",
        )

        fill("Preferred date", "2026-12-24")
        fill("Arrival window", "08:00-11:00")
        await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send request" })))
        expect(day.getAttribute("aria-invalid")).toBeNull()
        expect(day).toHaveAccessibleDescription("Monday to Saturday, not public holidays")
        await vi.waitFor(() =>
          expect(log).toHaveBeenCalledWith("Quote request", {
            name: "Sam Taylor",
            suburb: "Thurgoona",
            email: "sam@example.com",
            phone: "0491 570 156",
            serviceType: "deep",
            message: "Three bedrooms, two bathrooms.",
            preferredDate: "2026-12-24",
            arrivalWindow: "08:00-11:00",
          }),
        )
        // With no store to name the request, the toast repeats the day and window asked.
        expect(await screen.findByText(/^We'll respond within one business hour/)).toHaveTextContent(
          "We'll respond within one business hour. Check your email for confirmation. You asked for Thursday 24 December 2026, 8–11 am. Nothing is booked yet: we'll confirm your day by phone or e-mail.",
        )
      } finally {
        vi.useRealTimers()
      }
    })
  })
})
