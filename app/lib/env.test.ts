import { describe, expect, it } from "vitest"

import { pickPublicEnv, publicEnvDefine } from "./public-env"

describe("public environment", () => {
  it("picks only the public keys, trimmed, dropping empty ones", () => {
    expect(pickPublicEnv({ SITE_URL: " https://x.example ", SECRET: "no", GA_MEASUREMENT_ID: "" })).toEqual({
      SITE_URL: "https://x.example",
    })
  })

  it("defines __PUBLIC_ENV__ as JSON for Vite", () => {
    expect(publicEnvDefine({ QUOTE_FORM_URL: "https://q.example/form" })).toEqual({
      __PUBLIC_ENV__: JSON.stringify({ QUOTE_FORM_URL: "https://q.example/form" }),
    })
  })
})
