import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { readHandoff } from "~/lib/estimate-handoff"

import Estimator from "./estimator"

describe("Estimator", () => {
  it("requests the clean the form shows, though a choice made as it started never reached its state", () => {
    render(<Estimator formOnPage />)
    const deep = document.querySelector<HTMLInputElement>('input[name="package"][value="deep"]')!
    // Checked with no change event: a tap that landed while React attached its listeners on a slow phone.
    deep.checked = true
    fireEvent.click(screen.getByRole("button", { name: "Request this clean" }))
    expect(readHandoff()).toMatchObject({ serviceType: "deep" })
    expect(readHandoff()?.summary).toMatch(/^Instant estimate: Deep /)
  })
})
