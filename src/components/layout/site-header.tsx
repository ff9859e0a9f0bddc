import { SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import { isNavActive } from "~/lib/nav"
import { siteConfig } from "~/site.config"

type NavLink = { to: string; label: string }

// The mobile menu is a popover: it opens, closes and names its state with no script. lib/page-behaviour.ts sets the
// shadow past 10 px.
export function SiteHeader({ pathname, ownerLinks = [] }: { pathname: string; ownerLinks?: NavLink[] }) {
  // With the site's own store, /contact holds the form too: its quote buttons stay on the page.
  const formOnPage = pathname === "/contact"
  return (
    <header data-slot="site-header" data-scrolled="false" className="group/header">
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <NavList pathname={pathname} links={ownerLinks} look="bar" />
        </nav>
        <div className="flex items-center gap-2">
          <QuoteLink location="navbar" size="sm" className="whitespace-nowrap max-sm:hidden" formOnPage={formOnPage} />
          <button type="button" popoverTarget="mobile-menu" className="menu-toggle">
            <SpriteIcon name="menu" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <SpriteIcon name="close" className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      <div id="mobile-menu" data-slot="mobile-menu" popover="auto">
        <nav aria-label="Mobile" className="container-page py-4">
          <NavList pathname={pathname} links={ownerLinks} look="menu" />
          <QuoteLink location="mobile_navbar" className="mt-4 w-full" formOnPage={formOnPage} />
        </nav>
      </div>
    </header>
  )
}

/** The list's and each link's classes: the wide screen's bar, the phone's menu. */
const NAV_LOOKS = {
  bar: ["flex items-center gap-1", "nav-link relative rounded-pill px-4 py-2 text-[0.95rem] transition-colors"],
  menu: ["grid gap-1", "nav-link block rounded-xl px-4 py-3 text-lg"],
} as const

/** The six top links, then the pages the owner put in the menu (none by default, decision 020); the current marked. */
function NavList({ pathname, links, look }: { pathname: string; links: NavLink[]; look: keyof typeof NAV_LOOKS }) {
  const [list, link] = NAV_LOOKS[look]
  return (
    <ul className={list}>
      {[...siteConfig.nav, ...links].map((item) => (
        <li key={item.to}>
          <a href={item.to} aria-current={isNavActive(pathname, item.to) ? "page" : undefined} className={link}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** `light`: for a dark background (the footer). */
export function Logo({ light = false }) {
  const [nameColour, taglineColour] = light ? ["text-linen", "text-mist-200"] : ["text-forest", "text-eucalyptus-700"]
  return (
    <a href="/" className="flex items-center gap-2.5 rounded-lg">
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0">
        <circle cx="20" cy="20" r="20" className="fill-mist" />
        <path d="M12 27c0-9 6-15 17-16-.5 10-6 16.5-14.5 16.5-1 0-1.8-.1-2.5-.5Z" className="fill-eucalyptus-600" />
        <path
          d="M12.5 27.5c3-4.5 6.5-8 11-10.5"
          strokeLinecap="round"
          className="fill-none stroke-linen stroke-[1.6]"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={`font-serif text-xl font-semibold tracking-tight ${nameColour}`}>{siteConfig.shortName}</span>{" "}
        <span className={`mt-1 text-[0.68rem] font-semibold tracking-[0.18em] uppercase ${taglineColour}`}>
          Eco Cleaning
        </span>
        <span className="sr-only">, home</span>
      </span>
    </a>
  )
}
