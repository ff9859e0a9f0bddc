import { describe, expect, it } from "vitest"

import { NOTHING_BOOKED, WEEKDAYS, type BookingRules } from "../../../../common/booking.ts"
import { QUOTE_FORM_DEFAULTS, quoteFormSchema } from "../../../../common/quote-schema.ts"
import { contentFile } from "../../../../tests/setup/content"
import { askedFor, DAY_NOTE, formFields, openDays, sendLabel, serviceChoices } from "./schema"

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

  it("drops direction overrides from what the visitor typed, so the inbox shows it as typed", () => {
    const typed = { ...valid, name: "Sam \u202etaylor", message: "Visit \u202emoc.live\u202c for the keys" }
    expect(quoteFormSchema.parse(typed)).toMatchObject({ name: "Sam taylor", message: "Visit moc.live for the keys" })
  })

  it("drops control characters, and keeps line breaks in the message only", () => {
    const typed = {
      ...valid,
      name: "Zoë\u0000 Ng\r\nBcc: x",
      suburb: "Thurgoona\u2028East",
      message: "Line one\r\nLine\x07 two\ttab",
    }
    expect(quoteFormSchema.parse(typed)).toMatchObject({
      name: "Zoë Ng Bcc: x",
      suburb: "Thurgoona East",
      message: "Line one\r\nLine two\ttab",
    })
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

/** The tests' content/booking.json: off, Monday to Saturday, with 2026's and 2027's public holidays closed. */
const shipped = contentFile("booking")

describe("formFields", () => {
  const services = serviceChoices([{ id: "deep", name: "Deep Home Clean" }], "NDIS support")

  it("as shipped (booking off) is the spec's six fields, with the spec's button", () => {
    expect(shipped.enabled).toBe(false)
    const fields = formFields(services, shipped)
    expect(fields.map((field) => field.label)).toEqual([
      "Your name",
      "Suburb",
      "Email",
      "Phone",
      "Service type",
      "Tell us about your space",
    ])
    expect(fields.find((field) => field.name === "serviceType")?.choices).toEqual([
      { value: "", label: "Choose a service" },
      { value: "deep", label: "Deep Home Clean" },
      { value: "ndis", label: "NDIS support" },
    ])
    expect(sendLabel(shipped)).toBe("Send My Quote Request")
    expect(formFields(services)).toEqual(fields)
  })

  it("with booking on, adds the preferred date and the arrival window by the windows' labels, and asks", () => {
    const booking = { ...shipped, enabled: true }
    const fields = formFields(services, booking)
    expect(fields.slice(6)).toEqual([
      {
        name: "preferredDate",
        label: "Preferred date",
        kind: "input",
        type: "date",
        hint: "Monday to Saturday, not public holidays",
      },
      {
        name: "arrivalWindow",
        label: "Arrival window",
        kind: "select",
        choices: [
          { value: "", label: "Choose a window" },
          { value: "08:00-11:00", label: "8–11 am" },
          { value: "11:00-14:00", label: "11 am–2 pm" },
          { value: "14:00-17:00", label: "2–5 pm" },
        ],
      },
    ])
    expect(sendLabel(booking)).toBe("Send request")
    expect(DAY_NOTE).toBe("We'll confirm your day by phone or e-mail.")
  })
})

describe("openDays", () => {
  const days = (...daysOpen: BookingRules["daysOpen"]) => openDays({ daysOpen, closedDates: [] })

  it("says the shipped rules as the line under the date box says them", () => {
    expect(openDays(shipped)).toBe("Monday to Saturday, not public holidays")
  })

  it("says three days or more in a row as a span, fewer one by one, Monday first", () => {
    expect(days("Friday", "Monday", "Wednesday")).toBe("Monday, Wednesday and Friday")
    expect(days("Monday", "Tuesday")).toBe("Monday and Tuesday")
    expect(days("Tuesday", "Wednesday", "Thursday", "Saturday")).toBe("Tuesday to Thursday and Saturday")
    expect(days("Monday", "Tuesday", "Thursday", "Friday", "Saturday")).toBe("Monday, Tuesday and Thursday to Saturday")
    expect(days("Sunday")).toBe("Sunday")
  })

  it("keeps a span across the week's end whole, and says every day as that", () => {
    expect(days("Saturday", "Sunday", "Monday", "Wednesday")).toBe("Wednesday and Saturday to Monday")
    expect(days("Sunday", "Monday")).toBe("Sunday and Monday")
    expect(days(...WEEKDAYS)).toBe("Every day")
  })

  it("names public holidays only when the rules list closed dates", () => {
    expect(openDays({ daysOpen: ["Monday"], closedDates: [{ date: "2026-12-25", name: "" }] })).toBe(
      "Monday, not public holidays",
    )
  })
})

describe("askedFor", () => {
  const booking = { ...shipped, enabled: true }
  const values = { name: "", suburb: "", email: "", phone: "", serviceType: "deep", message: "" }

  it("repeats the day and the window by its label, and says nothing is booked yet", () => {
    expect(askedFor(booking, { ...values, preferredDate: "2026-12-24", arrivalWindow: "08:00-11:00" })).toBe(
      "You asked for Thursday 24 December 2026, 8–11 am. Nothing is booked yet: we'll confirm your day by phone or e-mail.",
    )
    expect(NOTHING_BOOKED).toBe("Nothing is booked yet: we'll confirm your day by phone or e-mail.")
  })

  it("says nothing for a request without a day", () => {
    expect(askedFor(booking, values)).toBeUndefined()
  })
})
