import * as z from "zod/mini"

/** The service types of the home quote form, value → label. */
export const SERVICE_TYPES = [
  { value: "general", label: "General Clean" },
  { value: "deep", label: "Deep Clean" },
  { value: "move-prep", label: "Move-Prep" },
  { value: "ndis", label: "NDIS Support" },
] as const

const SERVICE_TYPE_VALUES: readonly string[] = SERVICE_TYPES.map((type) => type.value)

type QuoteField = {
  name: keyof QuoteFormValues
  label: string
  kind: "input" | "select" | "textarea"
  type?: "text" | "email" | "tel"
  autoComplete?: string
  wide?: boolean
  /** The field's minimum length, as the schema below has it, for the form posted without JavaScript; with it, the schema decides. */
  minLength?: number
}

/** The fields in tab order. */
export const QUOTE_FIELDS: QuoteField[] = [
  { name: "name", label: "Your name", kind: "input", type: "text", autoComplete: "name", minLength: 2 },
  { name: "suburb", label: "Suburb", kind: "input", type: "text", autoComplete: "address-level2", minLength: 2 },
  { name: "email", label: "Email", kind: "input", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", kind: "input", type: "tel", autoComplete: "tel", minLength: 10 },
  { name: "serviceType", label: "Service type", kind: "select", wide: true },
  { name: "message", label: "Tell us about your space", kind: "textarea", wide: true, minLength: 10 },
]

/** The rules and exact messages of the home quote form. */
export const quoteFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, "Name must be at least 2 characters")),
  suburb: z.string().check(z.trim(), z.minLength(2, "Please enter your suburb")),
  email: z.string().check(z.trim(), z.email("Please enter a valid email address")),
  phone: z.string().check(z.trim(), z.minLength(10, "Please enter a valid phone number")),
  // An empty select is "no selection"; anything outside the four options is refused the same way.
  serviceType: z
    .string()
    .check(z.refine((value) => SERVICE_TYPE_VALUES.includes(value), "Please select a service type")),
  message: z.string().check(z.trim(), z.minLength(10, "Please tell us a bit more about your needs")),
})

export type QuoteFormValues = z.infer<typeof quoteFormSchema>

export const QUOTE_FORM_DEFAULTS = Object.fromEntries(QUOTE_FIELDS.map((field) => [field.name, ""])) as QuoteFormValues
