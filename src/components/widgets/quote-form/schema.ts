// The form's schema is shared with the server's lead store, which checks every request against the same rules
// (decision 030): it lives in server/leads/, the one module of server/ the site may import (.dependency-cruiser.cjs).
export {
  QUOTE_FIELDS,
  QUOTE_FORM_DEFAULTS,
  quoteFormSchema,
  SERVICE_TYPES,
  type QuoteFormValues,
} from "../../../../server/leads/quote-schema.ts"
