import { useEffect, useRef } from "react"

import { buttonVariants } from "~/components/ui/button"
import { IconTile } from "~/components/ui/sprite-icon"
import { PhoneLink } from "~/components/ui/tracked-links"
import { cn } from "~/lib/cn"
import { siteConfig } from "~/site.config"

/** What the site's own store answered (decision 030): the request's reference, and where the confirmation went. */
export type Received = { reference: string; email: string }

export const RECEIVED_TITLE = "Quote Request Received!"

/** In the form's place once the store took the request (issue 65); focused, so it is on screen and read out at once. */
export function ReceivedPanel({ received, onAnother }: { received: Received; onAnother: () => void }) {
  const title = useRef<HTMLParagraphElement>(null)
  useEffect(() => title.current?.focus(), [])
  return (
    <div data-slot="quote-received" className="grid gap-5">
      <div className="flex items-start gap-4">
        <IconTile name="check" size={11} className="shrink-0 rounded-full bg-eucalyptus-700 text-white" />
        <div className="grid gap-1">
          <p ref={title} tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
            {RECEIVED_TITLE}
          </p>
          <p className="text-ink-soft">
            Your reference is{" "}
            <strong className="font-semibold tracking-wide whitespace-nowrap text-forest">{received.reference}</strong>
          </p>
        </div>
      </div>
      <div>
        <p className="font-semibold">What happens next</p>
        <ol className="mt-2 grid list-decimal gap-2 pl-5 text-ink-soft marker:text-eucalyptus-700">
          <li>
            A confirmation with this reference is on its way to{" "}
            <strong className="font-semibold wrap-anywhere text-forest">{received.email}</strong>.
          </li>
          <li>We'll reply {siteConfig.claims.replyHome} with your quote.</li>
          <li>
            Need us sooner? Call{" "}
            <PhoneLink location="quote_received" className="font-semibold whitespace-nowrap text-forest underline" />{" "}
            and give your reference.
          </li>
        </ol>
      </div>
      <button
        type="button"
        onClick={onAnother}
        className={cn(buttonVariants({ variant: "outline" }), "justify-self-start")}
      >
        Send another request
      </button>
    </div>
  )
}
