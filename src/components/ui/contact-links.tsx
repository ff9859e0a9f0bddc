import type { ComponentProps } from "react"

import { trackingAttributes } from "~/lib/tracking"
import { siteConfig } from "~/site.config"

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
