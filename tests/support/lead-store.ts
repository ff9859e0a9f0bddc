/** What the lead store's tests share: a real SQLite file in a temporary folder, a handler over it, a valid request. */
import { spawnSync } from "node:child_process"
import { chmodSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import type { BookingRules } from "../../common/booking.ts"
import type { Business } from "../../common/lead-facts.ts"
import { LEADS_PATH, LEADS_TOKEN_PATH } from "../../common/quote-schema.ts"
import { formContract } from "../../server/form-contract.ts"
import { leadsHandler, type LeadsDeps, type LeadsSettings } from "../../server/leads/handler.ts"
import type { InboxSettings } from "../../server/leads/inbox.ts"
import { nodeSqlite } from "../../server/leads/node-sqlite.ts"
import type { Limits } from "../../server/leads/store.ts"

export const SITE = "https://www.riverleaf-cleaning.example"
export const NOW = Date.UTC(2026, 10, 25, 21, 0, 0)

export const BUSINESS: Business = {
  name: "Riverleaf Eco Cleaning",
  phone: "0491 570 156",
  email: "hello@riverleaf.example",
  replyTime: "within one business hour",
  abn: "00 000 000 000",
  siteUrl: SITE,
  // Not the shipped names: the e-mails name a service as the owner's content does (common/lead-facts.ts).
  services: { general: "Regular Clean", deep: "Deep Home Clean", "move-prep": "Moving Clean", ndis: "NDIS cleaning" },
}

export const VALID = {
  name: "Sam Nguyen",
  suburb: "Thurgoona",
  email: "sam@example.com",
  phone: "0491 570 156",
  serviceType: "deep",
  message: "Three bedrooms, two bathrooms, one dog.",
}

/**
 * A store in a fresh folder; `clock.now` is the handler's time, moved by the test. `booking`: the live release's form
 * contract has these rules (content/booking.json as built); without them the release is one built before contracts.
 * `form`: the live release's contract as the test has it at each request.
 */
export function testStore(
  options: {
    limits?: Limits
    notifyTo?: string
    dir?: string
    booking?: BookingRules
    inbox?: InboxSettings
    form?: LeadsDeps["form"]
    vapid?: LeadsDeps["vapid"]
  } = {},
) {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "leads-test-"))
  const path = join(dir, "leads.sqlite")
  const db = nodeSqlite(path, { busyTimeoutMs: 200 })
  const clock = { now: NOW }
  const lines: string[] = []
  const notified: number[] = []
  const settings: LeadsSettings = {
    business: BUSINESS,
    notifyTo: options.notifyTo ?? "owner@riverleaf.example",
    limits: options.limits,
    inbox: options.inbox,
  }
  const contract = options.booking && formContract(LEADS_PATH, options.booking, { content: "", settings: "" })
  const handle = leadsHandler({
    db,
    settings,
    form: options.form ?? (() => contract),
    secret: "unit-test-secret",
    now: () => clock.now,
    notifyOutbox: () => notified.push(clock.now),
    log: (line) => lines.push(line),
    vapid: options.vapid,
  })
  /** A token fetched now, then `waitMs` later (a person filling the form). */
  const token = async (waitMs = 5000) => {
    const answer = (await (await handle(new Request(`${SITE}${LEADS_TOKEN_PATH}`))).json()) as { token: string }
    clock.now += waitMs
    return answer.token
  }
  const post = (
    fields: Record<string, string>,
    options: { json?: boolean; address?: string; headers?: Record<string, string> } = {},
  ) =>
    handle(
      new Request(`${SITE}${LEADS_PATH}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: {
          ...(options.json === false ? { accept: "text/html" } : { accept: "application/json" }),
          ...options.headers,
        },
      }),
      { address: options.address ?? "203.0.113.7" },
    )
  const cleanup = () => {
    db.close()
    if (!options.dir) rmSync(dir, { recursive: true, force: true })
  }
  return { dir, path, db, clock, lines, notified, handle, token, post, cleanup }
}

const run = (command: string, ...args: string[]) => {
  const result = spawnSync(command, args, { encoding: "utf8" })
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${result.stderr || result.error}`)
}

/**
 * A folder on a file system of its own of `size` (a tmpfs, which needs root: this machine's tests and CI run as root),
 * so a test can fill it or make it read-only as a real disk would be. Without root, a test says so and fails.
 */
export async function withSmallDisk(size: string, test: (dir: string) => Promise<void>) {
  if (process.getuid?.() !== 0) throw new Error("this fault-injection test mounts a small tmpfs, which needs root")
  const dir = mkdtempSync(join(tmpdir(), "leads-disk-"))
  run("mount", "-t", "tmpfs", "-o", `size=${size},mode=0755`, "tmpfs", dir)
  try {
    await test(dir)
  } finally {
    spawnSync("umount", ["-l", dir])
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The small disk read-only (root writes through a file's mode, not through a read-only mount), or writable again. */
export function makeReadOnly(dir: string, readOnly: boolean) {
  run("mount", "-o", `remount,${readOnly ? "ro" : "rw"}`, dir)
  if (!readOnly) for (const file of readdirSync(dir)) chmodSync(join(dir, file), 0o644)
}
