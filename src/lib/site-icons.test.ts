import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { appIconDataUrl } from "./site-icons"

describe("appIconDataUrl", () => {
  it("holds public/icon-192.png as a PNG data: address", () => {
    const [head, data] = appIconDataUrl().split(",")
    expect(head).toBe("data:image/png;base64")
    expect(Buffer.from(data!, "base64")).toEqual(readFileSync("public/icon-192.png"))
  })
})
