import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { initials, TeamGrid } from "./people"

describe("TeamGrid", () => {
  it("makes initials from one or two names", () => {
    expect(initials("Ellie")).toBe("E")
    expect(initials("mary ann lee")).toBe("MA")
  })

  it("shows a photo when there is one and a named initials portrait when there is not", () => {
    render(
      <TeamGrid
        members={[
          { name: "Ellie", role: "Founder", image: "team/team-01.jpg" },
          { name: "Sam", role: "Team Member" },
        ]}
      />,
    )
    expect(screen.getByRole("img", { name: "Ellie, Founder" }).tagName).toBe("IMG")
    const fallback = screen.getByRole("img", { name: "Sam, Team Member" })
    expect(fallback).toHaveAttribute("data-fallback", "initials")
    expect(fallback).toHaveTextContent("S")
  })
})
