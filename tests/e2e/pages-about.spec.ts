import { expect, test } from "@playwright/test"

import { trackRequests, waitForQuiet } from "./support"

test.describe("/about", () => {
  test("has the story, the four values and what sets us apart", async ({ page }) => {
    await page.goto("/about")
    await expect(page.locator("#our-story")).toContainText("Started at a kitchen table in Albury")
    const values = page.getByRole("region", { name: "Four values behind every clean" }).locator("li h3")
    await expect(values).toHaveText(["Care", "Quality", "Consistency", "Respect"])
    await expect(page.getByRole("region", { name: "Why local families choose us" }).locator("li")).toHaveCount(4)
  })

  test("introduces the founder by first name only", async ({ page }) => {
    await page.goto("/about")
    const founder = page.getByRole("region", { name: "Hi, I'm Ellie" })
    await expect(founder.locator("figcaption")).toHaveText("Ellie, Founder & Owner")
    await expect(founder.getByRole("img", { name: "Ellie, Founder & Owner" })).toBeAttached()
  })

  test("a link to /about#team lands on the team, below the sticky header", async ({ page }) => {
    // Bands are drawn only as they near the viewport (decision 012); a link to a place on the page must still land
    // exactly there, not where estimated band heights would put it.
    const requests = trackRequests(page)
    await page.goto("/about#team")
    await waitForQuiet(requests)
    await expect.poll(() => page.locator("#team").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(88)
  })

  test("team grid: six members, one Founder, photos or initials", async ({ page }) => {
    await page.goto("/about#team")
    const members = page.locator('#team [data-slot="team-grid"] > li')
    await expect(members).toHaveCount(6)
    await expect(members.and(page.locator('[data-role="Founder"]'))).toHaveCount(1)
    await expect(members.and(page.locator('[data-role="Team Member"]'))).toHaveCount(5)
    await expect(members.first().locator("h3")).toHaveText("Ellie")
    const initials = page.locator('#team [data-fallback="initials"]')
    await expect(initials).toHaveCount(2)
    await expect(initials.first()).toHaveAccessibleName("Mia, Team Member")
    await expect(initials.first()).toHaveText("M")
  })

  test("sections fade in as they scroll into view", async ({ page }) => {
    await page.goto("/about")
    const team = page.locator("#team [data-fade]")
    await expect(team).toHaveAttribute("data-fade", "hidden")
    await page.locator("#team").scrollIntoViewIfNeeded()
    await expect(team).toHaveAttribute("data-fade", "shown")
  })

  test("on a phone held sideways, every section fades in, even one taller than the screen", async ({ page }) => {
    await page.setViewportSize({ width: 740, height: 340 })
    await page.goto("/about")
    await expect(page.locator('[data-fade="hidden"]').first()).toBeAttached()
    // Scrolled through as a visitor would, a screen at a time.
    // How far down the screen's foot is, and whether it is the page's.
    const position = () =>
      page.evaluate(() => {
        const { scrollHeight } = document.documentElement
        return { y: window.scrollY, atFoot: window.scrollY + window.innerHeight >= scrollHeight - 1 }
      })
    for (let at = await position(); !at.atFoot;) {
      const { y } = at
      await page.mouse.wheel(0, 250)
      // The next wheel waits for this one to land.
      await expect.poll(async () => (at = await position()).y).toBeGreaterThan(y)
    }
    await expect(page.locator('[data-fade="hidden"]')).toHaveCount(0)
  })

  test("prints the sections not yet scrolled to, not faded out", async ({ page }) => {
    await page.goto("/about")
    const team = page.locator("#team [data-fade]")
    await expect(team).toHaveAttribute("data-fade", "hidden")
    await page.emulateMedia({ media: "print" })
    await expect(team).toHaveCSS("opacity", "1")
    await expect(team).toHaveCSS("transform", "none")
  })

  test("'Get Started' goes to the contact page", async ({ page }) => {
    await page.goto("/about")
    const start = page.getByRole("link", { name: "Get Started" })
    await expect(start).toHaveAttribute("href", "/contact")
    await start.click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
