import type { ReactNode } from "react"

import { ExternalLink } from "~/components/ui/external-link"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { EmailLink, PhoneLink } from "~/components/ui/tracked-links"
import { siteConfig } from "~/site.config"

import { Logo } from "./site-header"

// Build year: stable between prerender and hydration.
const YEAR = new Date().getFullYear()

const LINK = "underline-offset-4 hover:text-linen hover:underline"
const HEADING = "font-sans text-sm font-semibold tracking-[0.14em] text-linen uppercase"
const { footer } = siteConfig

/** The contact list: each row's icon and what it stands beside. */
const CONTACT_ROWS = [
  ["phone", <PhoneLink location="footer" className={LINK} />],
  ["mail", <EmailLink location="footer" className={`wrap-anywhere ${LINK}`} />],
  ["map-pin", <span>{footer.serviceArea}</span>],
  [
    "star",
    <ExternalLink href={siteConfig.googleBusinessUrl} className={LINK}>
      Google Business
    </ExternalLink>,
  ],
] as const

type SiteFooterProps = {
  /** The social links, an island of their own (their tooltips need script; the rest of the footer does not). */
  social?: ReactNode
  /** The pages the owner added with "show in the footer" on, after the site's own (decision 020). */
  ownerLinks?: { to: string; label: string }[]
}

export function SiteFooter({ social, ownerLinks = [] }: SiteFooterProps) {
  return (
    <footer data-slot="site-footer" className="bg-forest text-mist-200">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo light />
          <p className="mt-5 font-serif text-xl text-linen">{siteConfig.tagline}</p>
          <p className="mt-3 text-[0.95rem] leading-relaxed">{footer.blurb}</p>
          {social}
        </div>

        <nav aria-label="Footer">
          <h2 className={HEADING}>{footer.exploreHeading}</h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-[0.95rem]">
            {[...siteConfig.footerNav, ...ownerLinks].map((item) => (
              <li key={item.to}>
                <a href={item.to} className={LINK}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={HEADING}>{footer.contactHeading}</h2>
          <ul className="mt-5 grid gap-3.5 text-[0.95rem]">
            {CONTACT_ROWS.map(([icon, row]) => (
              <li key={icon} className="flex items-center gap-3">
                <SpriteIcon name={icon} className="size-4.5 text-eucalyptus" />
                {row}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-forest-700">
        {/* The bottom padding keeps the last line clear of the fixed chat and quote buttons at the end of the page. */}
        <div className="container-page flex flex-col gap-2 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {YEAR} {siteConfig.name}. <span className="whitespace-nowrap">ABN {siteConfig.abn}</span>
          </p>
          <p>{footer.promises}</p>
        </div>
      </div>
    </footer>
  )
}
