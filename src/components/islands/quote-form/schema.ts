import { BOOKING_LABELS, windowValue, type BookingRules } from "../../../../common/booking.ts"
import {
  NDIS_SERVICE,
  QUOTE_FIELDS,
  type PackageId,
  type QuoteField,
  type QuoteFormValues,
  type ServiceId,
} from "../../../../common/quote-schema.ts"

export type ServiceChoice = { value: ServiceId; label: string }

/** The service select's choices: each package by its name in content/packages.json, then NDIS support. */
export const serviceChoices = (packages: readonly { id: PackageId; name: string }[], ndis: string): ServiceChoice[] => [
  ...packages.map(({ id, name }) => ({ value: id, label: name })),
  { value: NDIS_SERVICE, label: ndis },
]

export type FormValues = QuoteFormValues & { preferredDate?: string; arrivalWindow?: string }

type FormField = Omit<QuoteField, "name" | "type" | "maxLength"> & {
  name: keyof FormValues
  type?: QuoteField["type"] | "date"
  /** A select's options, its empty "Choose …" first. */
  choices?: readonly { value: string; label: string }[]
}

/** Said beside the day fields, so a customer reads the day as asked for, not booked (issue 67). */
export const DAY_NOTE = "We'll confirm your day by phone or e-mail."

/** The button: the spec's words as shipped, a request's with booking on (nothing is booked until the owner confirms). */
export const sendLabel = (booking?: BookingRules) => (booking?.enabled ? "Send request" : "Send My Quote Request")

/** The form's fields in tab order: the spec's six, then with booking on the preferred date and the arrival window. */
export function formFields(services: readonly ServiceChoice[], booking?: BookingRules): FormField[] {
  const six = QUOTE_FIELDS.map((field) =>
    field.kind === "select" ? { ...field, choices: [{ value: "", label: "Choose a service" }, ...services] } : field,
  )
  if (!booking?.enabled) return six
  const windows = booking.windows.map((w) => ({ value: windowValue(w), label: w.label }))
  return [
    ...six,
    { name: "preferredDate", label: BOOKING_LABELS.preferredDate, kind: "input", type: "date" },
    {
      name: "arrivalWindow",
      label: BOOKING_LABELS.arrivalWindow,
      kind: "select",
      choices: [{ value: "", label: "Choose a window" }, ...windows],
    },
  ]
}
