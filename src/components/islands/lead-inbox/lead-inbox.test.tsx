import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import type { InboxLead } from "../../../../common/lead-inbox"
import { LeadCards } from "./lead-inbox"

const TUESDAY = { date: "2026-12-01", window: "08:00-11:00", words: "Tuesday 1 December 2026, 8–11 am" }
const WEDNESDAY = { date: "2026-12-02", window: "08:00-11:00", words: "Wednesday 2 December 2026, 8–11 am" }
const lead = (reference: string, name: string, day: Partial<InboxLead>): InboxLead => ({
  reference,
  received: "26 Nov 2026, 8:00 am",
  name,
  suburb: "Thurgoona",
  service: "Deep Clean",
  estimate: "",
  state: "new",
  asked: TUESDAY,
  confirmed: null,
  ...day,
})

describe("the inbox's cards", () => {
  it("name a confirmed day once when it is the day asked, and both days when the owner moved it", async () => {
    const show = vi.fn()
    render(
      <LeadCards
        leads={[
          lead("Q-AAAA-AAAA", "Sam Taylor", { state: "confirmed", confirmed: TUESDAY }),
          lead("Q-BBBB-BBBB", "Alex Kim", { state: "confirmed", confirmed: WEDNESDAY }),
          lead("Q-CCCC-CCCC", "Jo Lee", {}),
          lead("Q-DDDD-DDDD", "Kim Ng", { state: "declined", confirmed: TUESDAY }),
        ]}
        show={show}
      />,
    )
    const card = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) })
    expect(card("Sam Taylor")).toHaveTextContent(`Confirmed for ${TUESDAY.words}, as asked`)
    expect(card("Sam Taylor")).not.toHaveTextContent("Asked for")
    expect(card("Alex Kim")).toHaveTextContent(`Confirmed for ${WEDNESDAY.words}Asked for ${TUESDAY.words}`)
    expect(card("Jo Lee")).toHaveTextContent(`Asked for ${TUESDAY.words}`)
    expect(card("Jo Lee")).not.toHaveTextContent("Confirmed")
    // A declined request keeps the day it asked for; the day it was confirmed for is in its detail.
    expect(card("Kim Ng")).toHaveTextContent(`Asked for ${TUESDAY.words}`)
    expect(card("Kim Ng")).not.toHaveTextContent("Confirmed for")
    await userEvent.setup().click(card("Jo Lee"))
    expect(show).toHaveBeenCalledWith("Q-CCCC-CCCC")
  })
})
