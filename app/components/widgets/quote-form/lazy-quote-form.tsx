import { startTransition, useEffect, useId, useRef, useState, type ComponentType } from "react"
import { useLocation } from "react-router"

import { buttonVariants } from "~/components/ui/button"
import { cn } from "~/lib/cn"
import { env } from "~/lib/env"
import { useNearViewport } from "~/lib/use-near-viewport"
import { siteConfig } from "~/site.config"

import { fieldClasses, QUOTE_FIELDS, SUBMIT_LABEL } from "./fields"
import type { QuoteFormProps } from "./quote-form"
import { StaticQuoteForm } from "./static-quote-form"

const loadQuoteForm = () => import("./quote-form").then((module) => module.default)

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
 *
 * Not NearViewportIsland's Suspense: that mounts a fresh copy of the stand-in as the code starts
 * loading, which would wipe what a visitor had begun typing into the plain form. Here the stand-in
 * stays in place, typing included, until the interactive form is ready to take it over (draft.ts);
 * if the code never arrives (offline), the stand-in simply stays.
 */
export function LazyQuoteForm({ labelledBy, failedToast }: Pick<QuoteFormProps, "labelledBy" | "failedToast">) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  const [QuoteForm, setQuoteForm] = useState<ComponentType<QuoteFormProps> | null>(null)
  const staticId = useId()
  const { pathname } = useLocation()
  const endpoint = env.quoteFormEndpoint

  useEffect(() => {
    if (!near) return
    let live = true
    loadQuoteForm().then(
      (form) => live && startTransition(() => setQuoteForm(() => form)),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [near])

  if (QuoteForm) {
    return (
      <div ref={ref}>
        <QuoteForm
          labelledBy={labelledBy}
          endpoint={endpoint}
          failedToast={failedToast}
          draftFrom={endpoint ? staticId : undefined}
        />
      </div>
    )
  }
  return (
    <div ref={ref}>
      {endpoint ? (
        <StaticQuoteForm
          id={staticId}
          endpoint={endpoint}
          page={new URL(pathname, siteConfig.url).href}
          labelledBy={labelledBy}
        />
      ) : (
        <QuoteFormPlaceholder />
      )}
    </div>
  )
}
