import type { VariantProps } from "class-variance-authority"
import type { ComponentProps } from "react"

import { cn } from "~/lib/cn"
import { env } from "~/lib/env"
import { trackingAttributes, type QuoteClickLocation } from "~/lib/tracking"
import { siteConfig } from "~/site.config"
import labels from "site:content/labels"

import { buttonVariants } from "./button"
import { ExternalLink } from "./external-link"

type QuoteLinkProps = Omit<ComponentProps<typeof ExternalLink>, "href"> &
  VariantProps<typeof buttonVariants> & {
    /** Where on the site the click happened, for the quote-click event. */
    location: QuoteClickLocation
  }

/** Every "Request a Quote" / "Get a Quote": the external request form, in a new tab, tracked. */
export function QuoteLink({ location, variant, size, className, children, ...props }: QuoteLinkProps) {
  return (
    <ExternalLink
      href={env.quoteFormUrl}
      {...trackingAttributes({ kind: "quote", location })}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {children ?? labels.requestQuote}
    </ExternalLink>
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
