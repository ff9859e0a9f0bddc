import * as z from "zod/mini"

/** The service types of the home quote form (SPEC section 3), value → label. */
export const SERVICE_TYPES = [
  { value: "general", label: "General Clean" },
  { value: "deep", label: "Deep Clean" },
  { value: "move-prep", label: "Move-Prep" },
  { value: "ndis", label: "NDIS Support" },
] as const

const SERVICE_TYPE_VALUES: readonly string[] = SERVICE_TYPES.map((type) => type.value)

/** SPEC section 5: the rules and exact messages of the home quote form. */
export const QUOTE_FORM_MESSAGES = {
  name: "Name must be at least 2 characters",
  suburb: "Please enter your suburb",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  serviceType: "Please select a service type",
  message: "Please tell us a bit more about your needs",
} as const

export const quoteFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, QUOTE_FORM_MESSAGES.name)),
  suburb: z.string().check(z.trim(), z.minLength(2, QUOTE_FORM_MESSAGES.suburb)),
  email: z.string().check(z.trim(), z.email(QUOTE_FORM_MESSAGES.email)),
  phone: z.string().check(z.trim(), z.minLength(10, QUOTE_FORM_MESSAGES.phone)),
  // An empty select is "no selection"; anything outside the four options is refused the same way.
  serviceType: z
    .string()
    .check(z.refine((value) => SERVICE_TYPE_VALUES.includes(value), QUOTE_FORM_MESSAGES.serviceType)),
  message: z.string().check(z.trim(), z.minLength(10, QUOTE_FORM_MESSAGES.message)),
})

export type QuoteFormValues = z.infer<typeof quoteFormSchema>

export const QUOTE_FORM_DEFAULTS: QuoteFormValues = {
  name: "",
  suburb: "",
  email: "",
  phone: "",
  serviceType: "",
  message: "",
}
