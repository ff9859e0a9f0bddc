import type { ComponentProps } from "react"

import { trackingAttributes } from "~/lib/analytics"
import { siteConfig } from "~/site.config"

type ContactLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** Where the link sits, for the call_click / email_click event. */
  location: string
  /** Event label; defaults to the visible number or address. */
  label?: string
}

export function PhoneLink({ location, label = siteConfig.phone.display, children, ...props }: ContactLinkProps) {
  return (
    <a href={`tel:${siteConfig.phone.e164}`} {...trackingAttributes({ kind: "call", location, label })} {...props}>
      {children ?? siteConfig.phone.display}
    </a>
  )
}

export function EmailLink({ location, label = siteConfig.email, children, ...props }: ContactLinkProps) {
  return (
    <a href={`mailto:${siteConfig.email}`} {...trackingAttributes({ kind: "email", location, label })} {...props}>
      {children ?? siteConfig.email}
    </a>
  )
}
