import { lazy, useId } from "react"
import { useLocation } from "react-router"

import { buttonVariants } from "~/components/ui/button"
import { NearViewportIsland } from "~/components/ui/near-viewport-island"
import { cn } from "~/lib/cn"
import { env } from "~/lib/env"
import { siteConfig } from "~/site.config"

import { fieldClasses, QUOTE_FIELDS, SUBMIT_LABEL } from "./fields"
import type { QuoteFormProps } from "./quote-form"
import { StaticQuoteForm } from "./static-quote-form"

const QuoteForm = lazy(() => import("./quote-form"))

/**
 * The quote form's stand-in until its code arrives: the same grid, labels and box sizes, so the
 * swap moves nothing (CLS 0). Hidden from assistive technology; the status line says what it is.
 */
export function QuoteFormPlaceholder() {
  return (
    <div data-slot="quote-form-placeholder">
      <p role="status" className="sr-only">
        Loading the quote form…
      </p>
      <div aria-hidden="true" className={fieldClasses.grid}>
        {QUOTE_FIELDS.map((field) => (
          <div key={field.name} className={cn(fieldClasses.cell, field.wide && fieldClasses.wide)}>
            <span className={fieldClasses.label}>{field.label}</span>
            <span
              className={cn(fieldClasses.control, field.kind === "textarea" && fieldClasses.textarea, "bg-white/80")}
            />
            <span className={fieldClasses.error} />
          </div>
        ))}
        <span className={cn(buttonVariants({ variant: "primary", size: "lg" }), fieldClasses.submit)}>
          {SUBMIT_LABEL}
        </span>
      </div>
    </div>
  )
}

/**
 * Loads the quote form (react-hook-form, resolver, schema) once it is about to scroll into view.
 * Until then the page holds a stand-in: with QUOTE_FORM_ENDPOINT set, a plain form that posts there
 * (works without JavaScript); without it, the spec's form sends nothing, so a size-only placeholder.
 */
export function LazyQuoteForm({ labelledBy, failedToast }: Pick<QuoteFormProps, "labelledBy" | "failedToast">) {
  const staticId = useId()
  const { pathname } = useLocation()
  const endpoint = env.quoteFormEndpoint
  const fallback = endpoint ? (
    <StaticQuoteForm
      id={staticId}
      endpoint={endpoint}
      page={new URL(pathname, siteConfig.url).href}
      labelledBy={labelledBy}
    />
  ) : (
    <QuoteFormPlaceholder />
  )
  return (
    <NearViewportIsland fallback={fallback}>
      <QuoteForm
        labelledBy={labelledBy}
        endpoint={endpoint}
        failedToast={failedToast}
        draftFrom={endpoint ? staticId : undefined}
      />
    </NearViewportIsland>
  )
}
