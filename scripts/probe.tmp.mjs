import { chromium } from "@playwright/test"
const url = process.argv[2]
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] })
const p = await b.newPage({ viewport: { width: 1280, height: 900 } })
p.on("console", (m) => { if (m.type() === "error") console.log("console", m.type(), m.text().slice(0, 300)) })
p.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 300)))
let js = []
p.on("request", (r) => { if (r.url().endsWith(".js")) js.push(r.url().split("/").pop()) })
await p.goto(url)
await p.waitForSelector("html[data-hydrated]", { state: "attached" })
await p.waitForTimeout(1500)
console.log("first load JS:", js.join(" ")); js = []
await p.keyboard.press("Tab"); await p.keyboard.press("Enter")
await p.waitForTimeout(1000)
console.log("after skip link:", js.join(" "), p.url()); js = []
await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
await p.waitForTimeout(2000)
console.log("after scroll:", js.join(" ")); js = []
await p.evaluate(() => window.scrollTo(0, 0))
await p.click('header a[href="/services"]').catch(e => console.log("click fail", e.message))
await p.waitForTimeout(2000)
console.log("url", p.url(), "h1", await p.textContent("h1"))
await p.goBack(); await p.waitForTimeout(2000)
console.log("back", p.url(), "sections", await p.locator("main section").count(), await p.locator("main h2").allTextContents())
await b.close()
