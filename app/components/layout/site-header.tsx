import { useEffect, useId, useState } from "react"
import { Link, useLocation } from "react-router"

import { QuoteLink } from "~/components/ui/quote-link"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { useScrolledPast } from "~/hooks/use-scrolled-past"
import { cn } from "~/lib/cn"
import { isNavActive, NAV_SHADOW_THRESHOLD } from "~/lib/nav"
import { siteConfig } from "~/site.config"

import { Logo } from "./logo"

export function SiteHeader() {
  const { pathname } = useLocation()
  const scrolled = useScrolledPast(NAV_SHADOW_THRESHOLD)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()

  // Any navigation (link, back button) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname])

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false)
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [menuOpen])

  return (
    <header
      data-slot="site-header"
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 border-b border-transparent bg-linen/90 backdrop-blur-md transition-shadow duration-300",
        scrolled && "shadow-nav",
      )}
    >
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <NavList
            listClassName="flex items-center gap-1"
            linkClassName="relative rounded-pill px-4 py-2 text-[0.95rem] font-medium transition-colors"
          />
        </nav>
        <div className="flex items-center gap-2">
          <QuoteLink location="navbar" size="sm" className="whitespace-nowrap max-sm:hidden" />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-forest hover:bg-mist lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <SpriteIcon name={menuOpen ? "close" : "menu"} className="size-6" />
            <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>
      <div
        id={menuId}
        data-slot="mobile-menu"
        data-state={menuOpen ? "open" : "closed"}
        hidden={!menuOpen}
        className="border-t border-line bg-linen lg:hidden"
      >
        <nav aria-label="Mobile" className="container-page py-4">
          <NavList
            listClassName="grid gap-1"
            linkClassName="block rounded-xl px-4 py-3 text-lg font-medium"
            onNavigate={() => setMenuOpen(false)}
          />
          <QuoteLink location="mobile_navbar" className="mt-4 w-full" onClick={() => setMenuOpen(false)} />
        </nav>
      </div>
    </header>
  )
}

type NavListProps = {
  listClassName: string
  linkClassName: string
  onNavigate?: () => void
}

/** The six top links in the spec's order; the current section is marked (SPEC section 2). */
function NavList({ listClassName, linkClassName, onNavigate }: NavListProps) {
  const { pathname } = useLocation()
  return (
    <ul className={listClassName}>
      {siteConfig.nav.map((item) => {
        const active = isNavActive(pathname, item.to)
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                linkClassName,
                active ? "bg-mist text-forest" : "text-ink-soft hover:bg-mist/60 hover:text-forest",
              )}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
