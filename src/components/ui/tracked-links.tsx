import type { VariantProps } from "class-variance-authority"
import type { ComponentProps } from "react"

import { QUOTE_FORM_PANEL_ID } from "~/lib/band-ids"
import { env, ownQuoteForm } from "~/lib/env"
import { trackingAttributes, type QuoteClickLocation } from "~/lib/tracking"
import { siteConfig } from "~/site.config"
import labels from "site:content/labels"

import { buttonVariants } from "./button"
import { ExternalLink } from "./external-link"

type QuoteLinkProps = Omit<ComponentProps<typeof ExternalLink>, "href"> &
  VariantProps<typeof buttonVariants> & {
    /** Where on the site the click happened, for the quote-click event. */
    location: QuoteClickLocation
    /** This page holds the site's own form too (/contact, with the store on): the button leads there, not to home's. */
    formOnPage?: boolean
  }

/** Every quote button, tracked: the outside form in a new tab, or the site's own with its lead store on (issue 65). */
export function QuoteLink({ location, variant, size, className, children, formOnPage, ...props }: QuoteLinkProps) {
  const Anchor = ownQuoteForm ? "a" : ExternalLink
  return (
    <Anchor
      href={ownQuoteForm ? `${formOnPage ? "" : "/"}#${QUOTE_FORM_PANEL_ID}` : env.quoteFormUrl}
      {...trackingAttributes({ kind: "quote", location })}
      className={buttonVariants({ variant, size, className })}
      {...props}
    >
      {children ?? labels.requestQuote}
    </Anchor>
  )
}

type ContactLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** Where the link sits, for the call_click / email_click event. */
  location: string
}

function contactLink(kind: "call" | "email", href: string, text: string) {
  return function ContactLink({ location, children, ...props }: ContactLinkProps) {
    return (
      <a href={href} {...trackingAttributes({ kind, location, label: text })} {...props}>
        {children ?? text}
      </a>
    )
  }
}

export const PhoneLink = contactLink("call", `tel:${siteConfig.phone.e164}`, siteConfig.phone.display)
export const EmailLink = contactLink("email", `mailto:${siteConfig.email}`, siteConfig.email)
