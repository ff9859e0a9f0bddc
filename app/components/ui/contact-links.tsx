import type { ComponentProps } from "react"

import { trackCallClick, trackEmailClick } from "~/lib/analytics"
import { siteConfig } from "~/site.config"

type ContactLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** Where the link sits, for the call_click / email_click event. */
  location: string
  /** Event label; defaults to the visible number or address. */
  label?: string
}

export function PhoneLink({ location, label, children, onClick, ...props }: ContactLinkProps) {
  return (
    <a
      href={`tel:${siteConfig.phone.e164}`}
      onClick={(event) => {
        trackCallClick(label ?? siteConfig.phone.display, location)
        onClick?.(event)
      }}
      {...props}
    >
      {children ?? siteConfig.phone.display}
    </a>
  )
}

export function EmailLink({ location, label, children, onClick, ...props }: ContactLinkProps) {
  return (
    <a
      href={`mailto:${siteConfig.email}`}
      onClick={(event) => {
        trackEmailClick(label ?? siteConfig.email, location)
        onClick?.(event)
      }}
      {...props}
    >
      {children ?? siteConfig.email}
    </a>
  )
}
