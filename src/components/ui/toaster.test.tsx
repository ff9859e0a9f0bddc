import { act, render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { toast } from "~/lib/toast"
import { siteConfig } from "~/site.config"

import { ToastHost } from "./toaster"

describe("ToastHost", () => {
  it("shows the business's number and address in a toast's words as links to call and to write", async () => {
    render(<ToastHost />)
    const description = `Please call us on ${siteConfig.phone.display} or e-mail ${siteConfig.email}.`
    await act(async () => void toast({ title: "Not sent", description, variant: "error" }))
    expect(screen.getByRole("link", { name: siteConfig.phone.display }).getAttribute("href")).toBe(
      `tel:${siteConfig.phone.e164}`,
    )
    expect(screen.getByRole("link", { name: siteConfig.email }).getAttribute("href")).toBe(`mailto:${siteConfig.email}`)
    expect(screen.getByText(/Please call us on/).textContent).toBe(description)
  })
})
