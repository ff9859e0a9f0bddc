import { afterEach, describe, expect, it } from "vitest"

import { QUOTE_FIELDS } from "../../../../common/quote-schema.ts"
import { readDraft } from "./use-quote-form"

afterEach(() => {
  document.body.innerHTML = ""
})

function prerenderedForm() {
  document.body.innerHTML = `
    <form id="early">
      <input name="name" value="Sam Taylor">
      <input name="suburb" value="">
      <select name="serviceType"><option value="">Choose</option><option value="deep" selected>Deep</option></select>
      <textarea name="message">Three bedrooms</textarea>
      <input type="hidden" name="page" value="https://www.example.com/">
      <input name="_gotcha" hidden value="">
    </form>`
}

describe("readDraft", () => {
  it("takes the typed fields, skips empty ones and anything that is not a quote field", () => {
    prerenderedForm()
    expect(readDraft("early", QUOTE_FIELDS)).toEqual({
      values: { name: "Sam Taylor", serviceType: "deep", message: "Three bedrooms" },
      honeypot: "",
      focused: undefined,
    })
  })

  it("remembers the field being typed in and a filled honeypot", () => {
    prerenderedForm()
    document.querySelector<HTMLInputElement>('[name="_gotcha"]')!.value = "spam"
    document.querySelector<HTMLTextAreaElement>("textarea")!.focus()
    expect(readDraft("early", QUOTE_FIELDS)).toMatchObject({ focused: "message", honeypot: "spam" })
  })

  it("takes the day fields too when the form has them (booking on)", () => {
    document.body.innerHTML = `
      <form id="early">
        <input name="name" value="Sam Taylor">
        <input type="date" name="preferredDate" value="2026-12-24">
        <select name="arrivalWindow"><option value="">Choose</option><option value="08:00-11:00" selected>8–11 am</option></select>
      </form>`
    const fields = [{ name: "name" }, { name: "preferredDate" }, { name: "arrivalWindow" }] as const
    expect(readDraft("early", fields).values).toEqual({
      name: "Sam Taylor",
      preferredDate: "2026-12-24",
      arrivalWindow: "08:00-11:00",
    })
    // The six alone: a form as shipped has no day.
    expect(readDraft("early", QUOTE_FIELDS).values).toEqual({ name: "Sam Taylor" })
  })

  it("is empty without a prerendered form", () => {
    expect(readDraft("missing", QUOTE_FIELDS)).toEqual({ values: {}, honeypot: "" })
  })
})
