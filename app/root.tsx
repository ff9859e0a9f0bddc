import { Suspense, useEffect, type ReactNode } from "react"
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router"

import notFoundCopy from "virtual:page-copy/notFound"

import type { Route } from "./+types/root"
import { SiteFooter } from "./components/layout/site-footer"
import { SiteHeader } from "./components/layout/site-header"
import { NotFound } from "./components/sections/not-found"
import { watchFadeIns } from "./components/ui/fade-in"
import { ToastHost } from "./components/ui/toast-host"
import { ChatHelper } from "./components/widgets/chat-helper/chat-helper"
import frauncesLatin from "./fonts/fraunces-var-subset.woff2?url"
import interLatin from "./fonts/inter-var-subset.woff2?url"
import { startAnalytics, trackLinkClicks } from "./lib/analytics"
import { revealDeferredBands } from "./lib/deferred-bands"
import { handleInPageLinks } from "./lib/in-page-links"
import { pageTitle, seoMeta } from "./lib/seo"
import { isMiscasedPage, NOT_FOUND_PATH } from "./lib/site-routes"
import { siteConfig } from "./site.config"
import appCss from "./styles/app.css?url"

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
]

/** See lib/site-routes.ts: a page route matched by a path that is not the page's own. */
function useMiscasedPage() {
  return isMiscasedPage(useLocation().pathname, useMatches().at(-1)?.id)
}

/** The head the splat route's meta gives the 404 page (what <Meta /> renders for it). */
function NotFoundHead() {
  return seoMeta({ ...notFoundCopy, path: NOT_FOUND_PATH, noindex: true }).map((tag) => {
    if ("title" in tag) return <title key="title">{String(tag.title)}</title>
    const { tagName: Tag = "meta", ...attributes } = tag as Record<string, string>
    return <Tag key={JSON.stringify(tag)} {...attributes} />
  })
}

export function Layout({ children }: { children: ReactNode }) {
  const miscased = useMiscasedPage()
  // Once per page load, in the browser only; the tags themselves wait until the page has settled.
  useEffect(() => void startAnalytics(), [])
  useEffect(() => trackLinkClicks(), [])
  useEffect(() => handleInPageLinks(), [])
  // The prerendered page is now interactive (menus, forms): the e2e suite waits for this mark.
  useEffect(() => {
    watchFadeIns()
    document.documentElement.dataset.hydrated = "true"
  }, [])
  // Each page's below-the-fold bands are laid out bit by bit once it is running (decision 009 measured it).
  const { pathname } = useLocation()
  useEffect(() => revealDeferredBands(), [pathname])
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3b32" />
        <meta name="format-detection" content="telephone=no" />
        {/* First in the head: render-blocking, so it must not queue behind the module preloads. */}
        <link rel="stylesheet" href={appCss} />
        {miscased ? <NotFoundHead /> : <Meta />}
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-pill bg-forest px-5 py-3 font-semibold text-linen focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <ChatHelper />
        <ToastHost />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** The page's boundary: a navigation keeps the old page on screen until the new one's islands load (decision 009). */
export default function App() {
  return <Suspense fallback={null}>{useMiscasedPage() ? <NotFound copy={notFoundCopy} /> : <Outlet />}</Suspense>
}

/**
 * The 404 page inside the same boundary as every page, so it hydrates against the prerendered 404. As HydrateFallback
 * it shows only while the page starts when the server sent the 404 page for a path the browser's router would give a
 * route (its module is not loaded yet, or its data does not exist); the route's own 404 or the miscased check keeps it.
 */
function PageNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFound copy={notFoundCopy} />
    </Suspense>
  )
}

export const HydrateFallback = PageNotFound

/** A route's 404 is the 404 page; the generic message is for real failures (a chunk that failed to load, a bug). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A miscased page path has no data to load (no such page was prerendered): it is a 404 too,
  // and Layout already gives it the 404 page's head.
  if (useMiscasedPage()) return <PageNotFound />
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{pageTitle(notFoundCopy.title)}</title>
        <PageNotFound />
      </>
    )
  }
  return (
    <section className="container-page section-y">
      <title>{pageTitle("Something went wrong")}</title>
      <h1 className="text-h1 font-semibold">Something went wrong</h1>
      <p className="mt-4 max-w-xl text-lead text-ink-soft">
        Please refresh the page, or call us on {siteConfig.phone.display} and we&apos;ll help straight away.
      </p>
    </section>
  )
}
