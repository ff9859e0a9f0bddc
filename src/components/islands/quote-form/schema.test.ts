import { describe, expect, it } from "vitest"

import { QUOTE_FORM_DEFAULTS, quoteFormSchema } from "../../../../common/quote-schema.ts"

const valid = {
  name: "Sam",
  suburb: "Thurgoona",
  email: "sam@example.com",
  phone: "0491 570 156",
  serviceType: "deep",
  message: "Three bedrooms, two bathrooms, one dog.",
}

function messages(values: Record<string, string>) {
  const result = quoteFormSchema.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

describe("quoteFormSchema", () => {
  it("accepts a complete request", () => {
    expect(quoteFormSchema.safeParse(valid).success).toBe(true)
    for (const serviceType of ["general", "deep", "move-prep", "ndis"]) {
      expect(quoteFormSchema.safeParse({ ...valid, serviceType }).success).toBe(true)
    }
  })

  it("gives the exact message for every empty field", () => {
    expect(messages(QUOTE_FORM_DEFAULTS)).toEqual({
      name: "Name must be at least 2 characters",
      suburb: "Please enter your suburb",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      serviceType: "Please select a service type",
      message: "Please tell us a bit more about your needs",
    })
  })

  it("applies each rule at its boundary", () => {
    expect(messages({ ...valid, name: "S" })).toEqual({ name: "Name must be at least 2 characters" })
    expect(messages({ ...valid, name: "Sa" })).toEqual({})
    expect(messages({ ...valid, name: " S " })).toEqual({ name: "Name must be at least 2 characters" })
    expect(messages({ ...valid, suburb: "A" })).toEqual({ suburb: "Please enter your suburb" })
    expect(messages({ ...valid, email: "sam@" })).toEqual({ email: "Please enter a valid email address" })
    expect(messages({ ...valid, phone: "049157015" })).toEqual({ phone: "Please enter a valid phone number" })
    expect(messages({ ...valid, phone: "0491570156" })).toEqual({})
    expect(messages({ ...valid, serviceType: "windows" })).toEqual({ serviceType: "Please select a service type" })
    expect(messages({ ...valid, message: "Too short" })).toEqual({
      message: "Please tell us a bit more about your needs",
    })
    expect(messages({ ...valid, message: "Long enough" })).toEqual({})
  })
})
