import { render, screen, within } from "@testing-library/react"
import { getCollection } from "astro:content"
import { describe, expect, it, vi } from "vitest"

import type * as ContentDir from "~/lib/content/content-dir"
import { ownerPageLinks } from "~/lib/content/read"

import every from "../../../tests/fixtures/content-every-option/owner-pages/every-section.json"
import { SiteFooter } from "./site-footer"
import { SiteHeader } from "./site-header"

vi.mock("astro:content", () => ({ getCollection: vi.fn(), getEntry: vi.fn() }))
// The owner's pages are asked of the content layer only when their folder holds one (read.ts): the copy that has them.
vi.mock("~/lib/content/content-dir", async (original) => ({
  ...(await original<typeof ContentDir>()),
  inContentDir: (...path: string[]) => ["tests/fixtures/content-every-option", ...path].join("/"),
}))

/** The top navigation, in order. */
const SPEC_MENU = [
  ["Home", "/"],
  ["Services", "/services"],
  ["Residential", "/residential"],
  ["Gallery", "/gallery"],
  ["Commercial", "/commercial"],
  ["Contact", "/contact"],
]

type Page = Record<string, unknown> & { slug: string }

/** The owner's pages as the content layer would give them, then the layout's header and footer with their links. */
async function layoutWith(pages: Page[]) {
  vi.mocked(getCollection).mockImplementation((async (_: string, keep: (entry: { data: Page }) => boolean) =>
    pages.map((data) => ({ id: data.slug, data })).filter(keep)) as unknown as typeof getCollection)
  const links = await ownerPageLinks()
  render(
    <>
      <SiteHeader pathname="/" ownerLinks={links.menu} />
      <SiteFooter ownerLinks={links.footer} />
    </>,
  )
  const linksOf = (name: string) =>
    within(screen.getByRole("navigation", { name }))
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")])
  return { menu: linksOf("Main"), footer: linksOf("Footer") }
}

describe("the header menu and the owner's pages (decision 020)", () => {
  it("is exactly the six links when the owner has added no page", async () => {
    expect((await layoutWith([])).menu).toEqual(SPEC_MENU)
  })

  it("stays the six links with the menu setting off (its default) and a draft, while the footer links the page", async () => {
    const { menu, footer } = await layoutWith([
      every, // "Also in the header menu" left as it comes: off
      { ...every, slug: "spring-offer", title: "Spring offer", showInMenu: false },
      { ...every, slug: "draft-page", linkLabel: "Draft", showInMenu: true, draft: true },
    ])
    expect(menu).toEqual(SPEC_MENU)
    expect(footer).toContainEqual([every.linkLabel, "/every-section"])
    expect(footer.map(([label]) => label)).not.toContain("Draft")
  })

  it("adds a page after the six only when the owner turns the setting on", async () => {
    const { menu } = await layoutWith([{ ...every, showInMenu: true }])
    expect(menu).toEqual([...SPEC_MENU, [every.linkLabel, "/every-section"]])
  })
})
