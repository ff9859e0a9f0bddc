import { describe, expect, it } from "vitest"

import { contentFile } from "../../../tests/setup/content"
import { fillReply, firstName, repliesFileSchema } from "./replies"

const values = { firstName: "Sam", service: "Deep Clean", day: "Tuesday 1 December", estimate: "$295 incl. GST" }

describe("the owner's ready-written replies", () => {
  it("greet by first name, name the service and the day, and give the estimate when there is one", () => {
    const { message } = contentFile("replies")
    expect(fillReply(message, values)).toBe(
      "Hi Sam, it's Ellie from Riverleaf Eco Cleaning, about your Deep Clean request. You asked for Tuesday 1 December. Your instant estimate was $295 incl. GST. When would suit you for a quick call to confirm the details?",
    )
    expect(fillReply(message, { ...values, day: "", estimate: " " })).toBe(
      "Hi Sam, it's Ellie from Riverleaf Eco Cleaning, about your Deep Clean request. When would suit you for a quick call to confirm the details?",
    )
  })

  it("take the first word of a name as typed", () => {
    expect(firstName("  Sam   Taylor ")).toBe("Sam")
    expect(firstName("Zoë")).toBe("Zoë")
  })

  it("refuse a {placeholder} neither the site nor the request has, and a reminder that is not whole hours", () => {
    const result = repliesFileSchema.safeParse({
      message: ["Hi {fristName}"],
      emailSubject: "Your {service} request",
      reminderAfterHours: 1.5,
    })
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    expect(messages[0]).toMatch(
      /^message\.0: uses an unknown \{placeholder\} \(\{fristName\}\); the known ones are \{businessName\}, .*\{ratingCount\}, \{firstName\}, \{service\}, \{day\}, \{estimate\}$/,
    )
    expect(messages[1]).toBe("reminderAfterHours: must be a whole number of hours")
  })
})
