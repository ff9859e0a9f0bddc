import {
  arrivalWindow,
  BOOKING_LABELS,
  dayWords,
  NOTHING_BOOKED,
  WEEKDAYS,
  windowValue,
  type BookingRules,
} from "../../../../common/booking.ts"
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

export type FormField = Omit<QuoteField, "name" | "type" | "maxLength"> & {
  name: keyof FormValues
  type?: QuoteField["type"] | "date"
  /** The schema's cap (the day fields have none). */
  maxLength?: number
  /** A select's options, its empty "Choose …" first. */
  choices?: readonly { value: string; label: string }[]
  /** Said under the box until the field has an error to say there instead. */
  hint?: string
}

/** Said beside the day fields, so a customer reads the day as asked for, not booked (issue 67). */
export const DAY_NOTE = "We'll confirm your day by phone or e-mail."

/** Monday first, as a week is read. */
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]]

/**
 * The days a customer may ask for, in words, for the line under the date box: "Monday to Saturday, not public
 * holidays", "Monday, Wednesday and Friday", "Friday to Monday". Three days or more in a row are "from to".
 */
export function openDays({ daysOpen, closedDates }: Pick<BookingRules, "daysOpen" | "closedDates">) {
  const open = WEEK.map((day) => daysOpen.includes(day))
  // From the first day open after a closed one, so no run of days is cut in two at the week's end; none: all seven.
  const start = open.findIndex((on, index) => on && !open[(index + 6) % 7])
  const runs: string[][] = []
  for (let step = 0; start >= 0 && step < 7; step++) {
    const index = (start + step) % 7
    if (!open[index]) continue
    if (step > 0 && open[(index + 6) % 7]) runs.at(-1)!.push(WEEK[index]!)
    else runs.push([WEEK[index]!])
  }
  const parts = runs.flatMap((run) => (run.length > 2 ? [`${run[0]} to ${run.at(-1)}`] : run))
  const days = start < 0 ? "Every day" : new Intl.ListFormat("en-AU").format(parts)
  return closedDates.length ? `${days}, not public holidays` : days
}

/** The day and window a request asked for, and that nothing is booked yet: said once it is sent. */
export function askedFor(booking: BookingRules, { preferredDate, arrivalWindow: window }: FormValues) {
  if (!preferredDate || !window) return undefined
  // A window the rules offer, as the schema checked before sending: by its label, as the list showed it.
  return `You asked for ${dayWords(preferredDate)}, ${arrivalWindow(booking, window)?.label ?? window}. ${NOTHING_BOOKED}`
}

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
    {
      name: "preferredDate",
      label: BOOKING_LABELS.preferredDate,
      kind: "input",
      type: "date",
      hint: openDays(booking),
    },
    {
      name: "arrivalWindow",
      label: BOOKING_LABELS.arrivalWindow,
      kind: "select",
      choices: [{ value: "", label: "Choose a window" }, ...windows],
    },
  ]
}
