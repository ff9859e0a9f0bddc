// The owner's inbox at /admin/leads (issue 67): sign-in, the list, one lead and its steps (lead-detail.tsx), the
// devices (devices.tsx), and the notice fixed in the viewport that says what each step did or why it did not.
// Everything a customer typed is rendered by React as text, never as markup.
import { useEffect } from "react"

import { Button, buttonVariants } from "~/components/ui/button"
import { cn } from "~/lib/cn"
import { withContentQuery } from "~/lib/content/queries"

import { quoteRequests, type InboxLead, type LeadList } from "../../../../common/lead-inbox"
import { INBOX_API, INBOX_WORKER, OWNER_SCOPE } from "../../../../common/lead-paths"
import { AlertsOffer, Devices, PhoneCodeForm } from "./devices"
import { CARD, Detail, StateBadge } from "./lead-detail"
import { useDevices } from "./use-devices"
import { cardId, saying, signInNotice, useLeadInbox, type LeadInboxState } from "./use-lead-inbox"

/** A failure and the way to try again, where the owner is looking: in place, or in the notice. */
function TryAgain({ text, retry }: { text: string; retry?: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p className="mr-auto font-semibold">{text}</p>
      {retry && (
        <Button variant="secondary" size="sm" onClick={retry}>
          Try again
        </Button>
      )}
    </div>
  )
}

/** The list of requests, each a card that opens it; `open` is the one open beside it (or over it, on a phone). */
export function LeadCards({
  leads,
  open,
  show,
}: {
  leads: InboxLead[]
  open?: string
  show: (reference: string) => void
}) {
  return (
    <section aria-labelledby="list-heading" className={cn(open && "max-lg:hidden")}>
      <h2 id="list-heading" tabIndex={-1} className="mb-3 text-h3 font-semibold outline-none">
        {leads.length ? quoteRequests(leads.length) : "No quote requests yet"}
      </h2>
      <ul className="grid gap-3">
        {leads.map((lead) => {
          const asAsked = lead.state === "confirmed" && lead.confirmed?.words === lead.asked?.words
          return (
            <li key={lead.reference}>
              <button
                type="button"
                id={cardId(lead.reference)}
                aria-current={open === lead.reference ? "true" : undefined}
                onClick={() => show(lead.reference)}
                className={cn(
                  CARD,
                  "w-full p-4 text-left hover:border-forest/50 sm:p-4",
                  open === lead.reference && "border-forest",
                )}
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="mr-auto font-semibold">{lead.name}</span>
                  <StateBadge state={lead.state} />
                </span>
                <span className="mt-1 block text-sm text-ink-soft">
                  {[lead.suburb, lead.service, lead.estimate].filter(Boolean).join(" · ")}
                </span>
                {lead.state === "confirmed" && lead.confirmed && (
                  <span className="mt-1 block font-semibold">
                    Confirmed for {lead.confirmed.words}
                    {asAsked && ", as asked"}
                  </span>
                )}
                {lead.asked && !asAsked && (
                  <span className="mt-1 block text-sm text-ink-soft">Asked for {lead.asked.words}</span>
                )}
                <span className="mt-1 block text-sm text-ink-soft">
                  {lead.reference}, {lead.received}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function SignedIn({ list, inbox }: { list: LeadList; inbox: LeadInboxState }) {
  const { open } = inbox
  const devices = useDevices(inbox.say, list.pushKey)
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto text-ink-soft">Signed in as {list.login}</p>
        <a href={`${INBOX_API}/leads.csv`} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          Download CSV
        </a>
        <Button disabled={inbox.signOut.isPending} variant="ghost" size="sm" onClick={() => inbox.signOut.mutate()}>
          Sign out
        </Button>
      </div>
      {/* On a phone, a lead open fills the screen: its steps first. */}
      {list.pushKey && <AlertsOffer devices={devices} className={cn(open && "max-lg:hidden")} />}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <LeadCards leads={list.leads} open={open?.reference} show={inbox.show} />
        {open?.data && <Detail lead={open.data} list={list} inbox={inbox} />}
        {open?.isPending && <p className={CARD}>Opening the lead…</p>}
        {open?.isError && (
          <div className={cn(CARD, "grid gap-4")}>
            <TryAgain text={saying(open.error, "the lead could not be opened.")} retry={() => void open.refetch()} />
            <Button variant="ghost" size="sm" onClick={inbox.close}>
              Back to the list
            </Button>
          </div>
        )}
      </div>
      <Devices devices={devices} />
    </div>
  )
}

function Inbox() {
  const inbox = useLeadInbox()
  const { list, notice, signedOut } = inbox
  const signInWords = signedOut ? signInNotice(location.search) : undefined
  // The owner's app: its worker shows the alerts and the offline page. The inbox works without it (no HTTPS, an old
  // browser), so a refusal changes nothing the owner sees.
  useEffect(() => {
    if ("serviceWorker" in navigator)
      navigator.serviceWorker.register(INBOX_WORKER, { scope: OWNER_SCOPE }).catch(() => undefined)
  }, [])
  return (
    <div className="pb-32">
      {list.isPending && <p className="text-ink-soft">Loading…</p>}
      {signedOut && (
        <div className="grid gap-6">
          <div className={cn(CARD, "max-w-xl")}>
            {signInWords && (
              <p role="alert" className="mb-4 font-semibold text-clay-700">
                {signInWords}
              </p>
            )}
            <p className="mb-5 text-ink-soft">Sign in with the GitHub account you use for the site's editor.</p>
            <a href={`${INBOX_API}/sign-in`} className={buttonVariants({ variant: "secondary" })}>
              Sign in with GitHub
            </a>
          </div>
          <PhoneCodeForm />
        </div>
      )}
      {list.isError && !signedOut && (
        <div className={cn(CARD, "max-w-xl")}>
          <TryAgain text={saying(list.error, "the leads could not be read.")} retry={() => void list.refetch()} />
        </div>
      )}
      {list.data && !signedOut && <SignedIn list={list.data} inbox={inbox} />}
      {/* Fixed at the foot of the viewport, so a step's result is in view wherever its button was. */}
      <div className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl">
        <div role="status">
          {notice && !notice.failed && (
            <p className="rounded-card bg-forest p-4 font-semibold text-linen shadow-lift">{notice.text}</p>
          )}
        </div>
        {notice?.failed && (
          <div className="rounded-card border-2 border-clay bg-white p-4 shadow-lift">
            <TryAgain text={notice.text} retry={notice.retry} />
          </div>
        )}
      </div>
    </div>
  )
}

/** The inbox under the page's one query client. */
export const LeadInbox = withContentQuery(Inbox)
