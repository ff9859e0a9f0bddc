import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { bookingFileSchema } from "../common/booking.ts"
import shipped from "../tests/fixtures/content/booking.json" with { type: "json" }
import { bookingLine, CONTRACT_PATH, formContract, OLD_RELEASE_SCHEMA, parseContract } from "./form-contract.ts"
import { liveContract } from "./live-form.ts"

const OFF = bookingFileSchema.parse(shipped)
const ON = { ...OFF, enabled: true }
const PRINT = { content: "c0ffee", settings: "5e77" }
const SIX = ["name", "suburb", "email", "phone", "serviceType", "message"]

let dir = ""
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("the quote form's contract", () => {
  it("names the six fields as shipped, and the day and the window with booking on, as the store's schema reads them", () => {
    expect(formContract("/api/leads", OFF, PRINT)).toEqual({
      endpoint: "/api/leads",
      fields: SIX,
      booking: OFF,
      fingerprint: PRINT,
    })
    expect(formContract("", ON, PRINT).fields).toEqual([...SIX, "preferredDate", "arrivalWindow"])
  })

  it("is read back as written, and a spoilt file is named with what is wrong", () => {
    const written = JSON.stringify(formContract("/api/leads", ON, PRINT))
    expect(parseContract(written)).toEqual({ contract: JSON.parse(written) })
    expect(parseContract("<!doctype html>")).toEqual({ problem: "it is not JSON" })
    expect(parseContract(JSON.stringify({ ...JSON.parse(written), booking: { ...ON, leadDays: -1 } }))).toEqual({
      problem: "booking.leadDays: cannot be negative: 0 lets a customer ask for today",
    })
  })

  it("is read from the live release once per release, and again when another goes live", () => {
    dir = mkdtempSync(join(tmpdir(), "form-contract-"))
    const write = (release: string, contract?: object) => {
      mkdirSync(join(dir, release))
      if (contract) writeFileSync(join(dir, release, CONTRACT_PATH), JSON.stringify(contract))
    }
    write("r1")
    write("r2", formContract("/api/leads", ON, PRINT))
    const live = join(dir, "live")
    const seen: unknown[] = []
    const contract = liveContract(live, (read) => seen.push(read))
    // No live build yet: a release without a contract.
    expect(contract()).toBeUndefined()
    symlinkSync(join(dir, "r1"), live)
    expect(contract()).toBeUndefined()
    unlinkSync(live)
    symlinkSync(join(dir, "r2"), live)
    expect(contract()?.booking).toEqual(ON)
    // Written over in place, a release is not read again: only a new release is.
    writeFileSync(join(dir, "r2", CONTRACT_PATH), "spoilt")
    expect(contract()?.booking).toEqual(ON)
    expect(seen).toEqual([undefined, undefined, expect.objectContaining({ booking: ON })])
  })

  it("for a release built before it, takes the six fields and a day and a window only when well-formed", () => {
    const six = { name: "Sam Nguyen", suburb: "Thurgoona", email: "sam@example.com", phone: "0491 570 156" }
    const request = { ...six, serviceType: "deep", message: "Three bedrooms, two bathrooms." }
    expect(
      OLD_RELEASE_SCHEMA.parse({ ...request, preferredDate: " 2026-12-25 ", arrivalWindow: "08:00-11:00" }),
    ).toEqual({ ...request, preferredDate: "2026-12-25", arrivalWindow: "08:00-11:00" })
    // No rule of content it was not built with: a closed day, a Sunday, a past day are kept; nonsense is dropped.
    expect(OLD_RELEASE_SCHEMA.parse({ ...request, preferredDate: "2020-01-05", arrivalWindow: "07:00-09:30" })).toEqual(
      { ...request, preferredDate: "2020-01-05", arrivalWindow: "07:00-09:30" },
    )
    expect(OLD_RELEASE_SCHEMA.parse({ ...request, preferredDate: "2026-02-30", arrivalWindow: "morning" })).toEqual({
      ...request,
      preferredDate: undefined,
      arrivalWindow: undefined,
    })
    expect(OLD_RELEASE_SCHEMA.safeParse({ ...request, name: "S", preferredDate: "", arrivalWindow: "" }).success).toBe(
      false,
    )
  })

  it("says the live build's booking in one line", () => {
    expect(bookingLine(formContract("", OFF, PRINT))).toBe("Booking: off in the live build.")
    expect(bookingLine(formContract("", ON, PRINT))).toBe(
      "Booking: on in the live build (Monday, Tuesday, Wednesday, Thursday, Friday, Saturday; 8–11 am, 11 am–2 pm, 2–5 pm).",
    )
    expect(bookingLine(undefined)).toBe(
      "Booking: the live build predates the form's contract, so a day and a window are kept only when well-formed: build again (npm start, or npm run build).",
    )
  })
})
