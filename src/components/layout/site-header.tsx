import { SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import { cn } from "~/lib/cn"
import { isNavActive } from "~/lib/nav"
import { siteConfig } from "~/site.config"

import { Logo } from "./logo"

type NavLink = { to: string; label: string }

/**
 * The navbar. The mobile menu is the platform's popover: it opens, closes on Escape or a tap outside, and names its
 * state to screen readers with no script at all. The shadow past 10 px is set by lib/page-behaviour.ts.
 */
export function SiteHeader({ pathname, ownerLinks = [] }: { pathname: string; ownerLinks?: NavLink[] }) {
  return (
    <header
      data-slot="site-header"
      data-scrolled="false"
      className="group/header sticky top-0 z-40 border-b border-transparent bg-linen/90 backdrop-blur-md transition-shadow duration-300 data-[scrolled=true]:shadow-nav"
    >
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <NavList
            pathname={pathname}
            links={ownerLinks}
            listClassName="flex items-center gap-1"
            linkClassName="relative rounded-pill px-4 py-2 text-[0.95rem] font-medium transition-colors"
          />
        </nav>
        <div className="flex items-center gap-2">
          <QuoteLink location="navbar" size="sm" className="whitespace-nowrap max-sm:hidden" />
          <button
            type="button"
            popoverTarget="mobile-menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-forest hover:bg-mist lg:hidden"
          >
            <SpriteIcon name="menu" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <SpriteIcon name="close" className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      <div
        id="mobile-menu"
        data-slot="mobile-menu"
        popover="auto"
        className="inset-x-0 top-18 bottom-auto m-0 w-full max-w-none border-t border-line bg-linen text-forest shadow-nav lg:hidden"
      >
        <nav aria-label="Mobile" className="container-page py-4">
          <NavList
            pathname={pathname}
            links={ownerLinks}
            listClassName="grid gap-1"
            linkClassName="block rounded-xl px-4 py-3 text-lg font-medium"
          />
          <QuoteLink location="mobile_navbar" className="mt-4 w-full" />
        </nav>
      </div>
    </header>
  )
}

type NavListProps = { pathname: string; links: NavLink[]; listClassName: string; linkClassName: string }

/** The six top links, then the pages the owner put in the menu (none by default, decision 020); the current marked. */
function NavList({ pathname, links, listClassName, linkClassName }: NavListProps) {
  return (
    <ul className={listClassName}>
      {[...siteConfig.nav, ...links].map((item) => {
        const active = isNavActive(pathname, item.to)
        return (
          <li key={item.to}>
            <a
              href={item.to}
              aria-current={active ? "page" : undefined}
              className={cn(
                linkClassName,
                active ? "bg-mist text-forest" : "text-ink-soft hover:bg-mist/60 hover:text-forest",
              )}
            >
              {item.label}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
