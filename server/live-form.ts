// The live release's form contract on the Node server (decision 047): read from the release's own file, once per
// release, so a build put live under a running server is checked by its own form from its first request.
import { readFileSync, realpathSync } from "node:fs"
import { join } from "node:path"

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
