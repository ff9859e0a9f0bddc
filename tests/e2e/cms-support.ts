import { spawn, type ChildProcess } from "node:child_process"
import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { join, resolve } from "node:path"

import { test as base, expect, type Page, type TestInfo } from "@playwright/test"

const portFree = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer()
      .once("error", () => done(false))
      .listen(port, "localhost", () => probe.close(() => done(true)))
  })

/**
 * `npm run cms` on a copy of the project under .cache/, its content/ the tests' copy (the real content/ is never
 * touched), on two ports of its own: the site on E2E_PORT + 4, decap-server on + 5, clear of the suite's other servers,
 * which may run at the same time: the second build (+1), quote-delivery.spec.ts's receiver (+2), the GitHub stand-in
 * (+3).
 */
async function startEditorCopy(baseURL: string, workerIndex: number) {
  const e2ePort = Number(new URL(baseURL).port)
  const sitePort = e2ePort + 4
  const proxyPort = sitePort + 1
  const siteURL = `http://localhost:${sitePort}`
  // Inside the project folder, so the copy finds the same node_modules; .cache/ is git-ignored. One folder per worker:
  // the worker before, ended by a failed test, may still be removing its own.
  const copy = resolve(".cache", `cms-e2e-${sitePort}-${workerIndex}`)
  rmSync(copy, { recursive: true, force: true })
  mkdirSync(copy, { recursive: true })
  // Its own public/: photos uploaded in the editor are made ready into it while the editor runs.
  for (const entry of [
    "src",
    "scripts",
    "server",
    "common",
    "public",
    "package.json",
    "astro.config.ts",
    "tsconfig.json",
  ])
    cpSync(entry, join(copy, entry), { recursive: true })
  // The editor edits content/: here the tests' frozen copy of it, with the project's photos (decision 034).
  cpSync("tests/fixtures/content", join(copy, "content"), { recursive: true })
  cpSync("content/photos", join(copy, "content/photos"), { recursive: true })
  // That worker may also still be stopping its copy on these ports, which `npm run cms` refuses while they are taken.
  await expect.poll(async () => (await portFree(sitePort)) && portFree(proxyPort), { timeout: 30_000 }).toBe(true)
  let said = ""
  const server: ChildProcess = spawn(
    process.execPath,
    [resolve("node_modules/tsx/dist/cli.mjs"), "scripts/editor/cms.ts"],
    {
      cwd: copy,
      env: { ...process.env, PORT: String(sitePort), CMS_PROXY_PORT: String(proxyPort) },
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    },
  )
  server.stderr?.on("data", (chunk: Buffer) => (said += chunk.toString()))
  // The editor's config answers once both the site and its plugin are up; it names this run's decap-server, so
  // another program answering on the port is not taken for the editor. If `npm run cms` stops, say why at once.
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) return `npm run cms stopped (exit ${server.exitCode}): ${said.trim()}`
        const config = await fetch(`${siteURL}/admin/config.yml`).then(
          (res) => (res.ok ? res.text() : ""),
          () => "",
        )
        return config.includes(`localhost:${proxyPort}/api/v1`) ? "ready" : "starting"
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toMatch(/^(ready|npm run cms stopped.*)$/s)
  expect(server.exitCode, said).toBeNull()
  return {
    copy,
    siteURL,
    readJson: (file: string) => JSON.parse(readFileSync(join(copy, file), "utf8")),
    /** What `npm run cms` wrote to its log (astro dev's and decap-server's own output), for a failed test's report. */
    log: () => readFileSync(join(copy, ".cache/cms.log"), "utf8"),
    /** What `npm run cms` said to the owner as a problem (a photo it could not prepare). */
    said: () => said,
    async stop() {
      // Until it has gone: a worker started after a failed test starts its own copy on the same ports.
      const gone = server.exitCode === null ? new Promise((done) => server.once("exit", done)) : undefined
      try {
        if (server.pid) process.kill(-server.pid, "SIGTERM")
      } catch {
        // already gone
      }
      await gone
      rmSync(copy, { recursive: true, force: true })
    },
  }
}

/**
 * After a failed test: the editor copy's log, attached to the report and its last lines printed, so a run on CI says
 * what astro dev and decap-server were doing (whether astro dev saw a file the editor wrote, and when).
 */
async function reportEditorLog(editor: { log(): string; said(): string } | undefined, info: TestInfo) {
  if (!editor || info.status === info.expectedStatus) return
  let log: string
  try {
    log = editor.log()
  } catch (error) {
    log = `(no log: ${(error as Error).message})`
  }
  await info.attach("cms.log", { body: log, contentType: "text/plain" })
  console.log(`npm run cms's log, its last lines:\n${log.trimEnd().split("\n").slice(-40).join("\n")}`)
  if (editor.said()) console.log(`npm run cms said:\n${editor.said().trimEnd()}`)
}

type EditorCopy = Awaited<ReturnType<typeof startEditorCopy>> & { warmUp: Promise<unknown> }

/**
 * The editor specs' `test`, whose worker holds one editor copy (playwright.config.ts, the "editor" project: one worker).
 * Starting `npm run cms` costs about 16 CPU-seconds, once for the three specs instead of once each; a failed test
 * ends its worker, and the next one starts a fresh copy.
 */
export const test = base.extend<object, { editorCopy: EditorCopy }>({
  editorCopy: [
    // Playwright reads the fixtures a fixture uses from its first parameter; this one uses none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, info) => {
      const editor = await startEditorCopy(info.project.use.baseURL!, info.workerIndex)
      // The development server compiles the home page on its first request: start that now, while the editor is in
      // use, so a test that then awaits `warmUp` (cms.spec.ts's check of home) waits only for the edited files.
      const warmUp = fetch(`${editor.siteURL}/`).catch(() => undefined)
      await use({ ...editor, warmUp })
      await editor.stop()
    },
    // Starting the development server takes a while on two shared cores.
    { scope: "worker", timeout: 120_000 },
  ],
})

/**
 * The worker's editor copy for the `test.describe` it is called in: its log reported after a failed test. The tests
 * run in order on the same copy, each going on from what the one before it saved, the other editor specs' included.
 * The handle reads the copy that runs: use it inside the tests.
 */
export function editorCopyForSuite() {
  test.describe.configure({ mode: "serial" })
  // Starting the development server and compiling a page takes a while on two shared cores.
  test.setTimeout(240_000)

  let editor: EditorCopy | undefined
  test.beforeAll(({ editorCopy }) => {
    editor = editorCopy
  })
  test.afterEach(({ editorCopy }, info) => reportEditorLog(editorCopy, info))

  const started = () => {
    if (!editor) throw new Error("the editor copy has not started (its test.beforeAll did not run or failed)")
    return editor
  }
  return {
    get copy() {
      return started().copy
    },
    get siteURL() {
      return started().siteURL
    },
    get warmUp() {
      return started().warmUp
    },
    readJson: (file: string) => started().readJson(file),
    log: () => started().log(),
  }
}

/** Opens one place of the editor (`#/collections/…`) in a fresh page load, signing in to the local backend. */
export async function openEditor(page: Page, siteURL: string, hash: string, ready: () => Promise<unknown>) {
  await page.setViewportSize({ width: 1280, height: 900 })
  // From a blank page, so a second visit is a new page load too, not a change of hash.
  await page.goto("about:blank")
  await page.goto(`${siteURL}/admin#${hash}`, { waitUntil: "commit" })
  // The first visit asks to sign in (no password: decap-server), later ones remember it.
  const login = page.getByRole("button", { name: "Login" })
  await expect(login.or(page.getByRole("button", { name: "Publish" }))).toBeVisible({ timeout: 60_000 })
  if (await login.isVisible()) await login.click()
  await ready()
}

/**
 * Publish → Publish now. On a loaded machine the menu can miss the first click (Decap is still taking in the last
 * change), and a wait for its item then ran into the test's timeout: the menu is opened again until the item answers.
 */
export const publishNow = async (page: Page) => {
  const now = page.getByRole("menuitem", { name: "Publish now" })
  await expect(async () => {
    if (!(await now.isVisible())) await page.getByRole("button", { name: "Publish" }).click()
    await now.click({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

export const published = (page: Page) =>
  expect(page.getByText("Changes saved", { exact: true })).toBeVisible({ timeout: 30_000 })

/** The messages shown beside the fields, and the editor's summary of them (scripts/editor/editor.ts). */
export const fieldErrors = (page: Page) => page.locator('ul[class*="ControlErrorsList"] li')
export const fieldsSummary = (page: Page) => page.locator("#fields-summary")
