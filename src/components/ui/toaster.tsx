import { Toast as ToastPrimitive } from "radix-ui"
import { useSyncExternalStore } from "react"
import { createPortal } from "react-dom"

import { SpriteIcon } from "~/components/ui/sprite-icon"
import { EmailLink, PhoneLink } from "~/components/ui/tracked-links"
import { dismissToast, toastStore } from "~/lib/toast"
import { siteConfig } from "~/site.config"

const LINK = "font-semibold text-forest underline"
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const CONTACTS = new RegExp(`(${[siteConfig.phone.display, siteConfig.email].map(literal).join("|")})`)

/** The business's number and address in a toast's words, as links a phone dials and a mail program opens. */
function WithContactLinks({ text }: { text: string }) {
  const parts = text.split(CONTACTS)
  return parts.map((part, index) =>
    part === siteConfig.phone.display ? (
      <PhoneLink key={index} location="toast" className={`${LINK} whitespace-nowrap`} />
    ) : part === siteConfig.email ? (
      <EmailLink key={index} location="toast" className={`${LINK} wrap-anywhere`} />
    ) : (
      part
    ),
  )
}

// Portalled to <body>: inside a band drawn only near the screen (content-visibility), "fixed" is fixed to the band.
// A dismissed toast stays in the store past its closing animation or swipe.
export function ToastHost() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot)
  if (toasts.length === 0) return null
  return createPortal(
    // The spec's 5000 ms, stated rather than left to Radix's default; swiped away to the right past 50 px, Radix's own.
    <ToastPrimitive.Provider duration={5000}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          // A request that did not reach us says what to do instead: it stays until dismissed (issue 65).
          duration={t.variant === "error" ? Infinity : undefined}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          data-slot="toast"
          data-variant={t.variant}
          className="group"
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-serif text-lg font-semibold text-forest">
              {t.title}
            </ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-ink-soft">
                <WithContactLinks text={t.description} />
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-full p-1.5 text-ink-soft hover:bg-mist hover:text-forest"
          >
            <SpriteIcon name="close" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* The viewport's padding lets taps through to the buttons beneath; the toast itself takes them. */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4" />
    </ToastPrimitive.Provider>,
    document.body,
  )
}
