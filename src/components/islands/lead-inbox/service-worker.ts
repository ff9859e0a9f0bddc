/// <reference lib="webworker" />
// The owner's app's service worker (issue 76), served at INBOX_WORKER and registered for OWNER_SCOPE, so it never
// controls a public page. It keeps the offline page and its stylesheet and script, which hold no lead, and nothing
// else: every other answer comes from the network as it would without it. Each push it receives shows a notification
// (a browser may end a subscription whose pushes show none), and tapping one opens that lead. Bundled on its own
// (decision 052).
import { pushAlertSchema, type PushAlert } from "../../../../common/lead-inbox"
import { INBOX_OFFLINE, INBOX_PAGE } from "../../../../common/lead-paths"

declare const self: ServiceWorkerGlobalScope

const SHELL = "inbox-offline"
// The stylesheets and the script the build names in the offline page, as Astro writes them.
const FILES = /<(?:link rel="stylesheet" href|script [^>]*src)="([^"]+)"/g
/** A push whose payload is not an alert is still shown: the owner opens the inbox to see what it was. */
const UNREADABLE: PushAlert = { title: "New in your leads", body: "Open the inbox to see it.", reference: "" }

async function keepOfflinePage() {
  // Anew with each worker: the stylesheets of an earlier build go with it.
  await caches.delete(SHELL)
  const cache = await caches.open(SHELL)
  await cache.add(INBOX_OFFLINE)
  const page = await (await cache.match(INBOX_OFFLINE))!.text()
  await cache.addAll([...page.matchAll(FILES)].map(([, href]) => href!))
}

self.addEventListener("install", (event) => event.waitUntil(keepOfflinePage().then(() => self.skipWaiting())))
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()))

self.addEventListener("fetch", (event) => {
  const { request } = event
  if (request.mode === "navigate")
    event.respondWith(fetch(request).catch(async () => (await caches.match(INBOX_OFFLINE)) ?? Response.error()))
  else if (request.destination === "style" || request.destination === "script")
    event.respondWith(caches.match(request).then((kept) => kept ?? fetch(request)))
})

function alertOf(event: PushEvent) {
  try {
    return pushAlertSchema.parse(event.data?.json())
  } catch {
    // Not JSON, or not an alert.
    return UNREADABLE
  }
}

self.addEventListener("push", (event) => {
  const alert = alertOf(event)
  // One notification per lead, and one for all pushes that are no alert: a push sent again (the outbox retries, a push
  // service delivers again) replaces the one shown. Each test alert shows anew, as the owner expects of a test.
  const tag = alert.reference || (alert === UNREADABLE ? "unreadable" : undefined)
  const options = { body: alert.body, icon: "/icon-192.png", data: alert, tag }
  event.waitUntil(self.registration.showNotification(alert.title, options))
})

/** The lead in the open inbox, which the address's change opens (use-lead-inbox.ts), or in a new window. */
async function openLead(reference: string) {
  const url = reference ? `${INBOX_PAGE}#${reference}` : INBOX_PAGE
  const [open] = await self.clients.matchAll({ type: "window" })
  if (!open) return self.clients.openWindow(url)
  await open.navigate(url)
  return open.focus()
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close()
  event.waitUntil(openLead(pushAlertSchema.safeParse(event.notification.data).data?.reference ?? ""))
})
