import { describe, expect, it } from "vitest"

import { signInNotice } from "./use-lead-inbox"

describe("what the inbox says on its return from GitHub", () => {
  it("names a login with no access, says a failed sign-in plainly, and says nothing otherwise", () => {
    expect(signInNotice("?no-access=a-stranger")).toBe("This GitHub account (a-stranger) has no access to the leads.")
    expect(signInNotice("?sign-in=failed")).toBe("Signing in with GitHub did not work. Please try again.")
    expect(signInNotice("")).toBeUndefined()
  })
})
