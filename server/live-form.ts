// The live release's form contract on the Node server (decision 047): read from the release's own file, once per
// release, so a build put live under a running server is checked by its own form from its first request.
import { readFileSync, realpathSync } from "node:fs"
import { join } from "node:path"

import { bookingFileSchema } from "../common/booking.ts"
import { CONTRACT_PATH, parseContract, type FormContract } from "./form-contract.ts"

/** The contract of the release in `dir`; none for a release that predates it, with `problem` for one spoilt. */
export function contractIn(dir: string): { contract?: FormContract; problem?: string } {
  try {
    return parseContract(readFileSync(join(dir, CONTRACT_PATH), "utf8"))
  } catch {
    return {}
  }
}

/** The live release's contract, read again when another release goes live; `seen` hears of each release read. */
export function liveContract(liveDir: string, seen: (contract: FormContract | undefined) => void) {
  let release: string | undefined
  let contract: FormContract | undefined
  return () => {
    let current = ""
    try {
      current = realpathSync(liveDir)
    } catch {
      // No live build: nothing to read, as a release without the file.
    }
    if (current !== release) {
      release = current
      contract = current ? contractIn(current).contract : undefined
      seen(contract)
    }
    return contract
  }
}

/**
 * Why `contentDir`'s booking.json is not the live build's rules (the owner changed it and did not build again), or
 * nothing; `again` says how to build.
 */
export function bookingChanged(contract: FormContract, contentDir: string, again: string) {
  const file = join(contentDir, "booking.json")
  let now: unknown
  try {
    now = bookingFileSchema.parse(JSON.parse(readFileSync(file, "utf8")))
  } catch (error) {
    return `${file} can't be used (${error instanceof Error ? error.message : String(error)}): the live build keeps its own rules.`
  }
  if (JSON.stringify(now) !== JSON.stringify(contract.booking))
    return `${file} has changed since the live build, which keeps the rules from before: ${again}.`
}
