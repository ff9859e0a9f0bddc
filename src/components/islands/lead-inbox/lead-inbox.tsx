// The owner's inbox at /admin/leads (issue 67): sign-in, the list, one lead and its steps. Everything a customer typed
// is rendered by React as text, never as markup.
import { useRef, useState, type FormEvent, type ReactNode } from "react"

import { buttonVariants } from "~/components/ui/button"
import { Input, Label, Select, Textarea } from "~/components/ui/field"
import { cn } from "~/lib/cn"

import { INBOX_API } from "../../../../common/lead-paths"
import { useLeadInbox, type InboxLead, type Window } from "./use-lead-inbox"

const received = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Sydney",
  dateStyle: "medium",
  timeStyle: "short",
})
const CARD = "rounded-card border border-line bg-white p-5 shadow-soft sm:p-6"
const link = (href: string, text: string) => (
  <a className="font-semibold text-forest underline underline-offset-4" href={href}>
    {text}
  </a>
)

function StateBadge({ state }: { state: InboxLead["state"] }) {
  const tone = state === "new" ? "bg-clay text-white" : state === "confirmed" ? "bg-forest text-linen" : "bg-mist"
  const word = state[0]!.toUpperCase() + state.slice(1)
  return <span className={cn("rounded-pill px-3 py-0.5 text-sm font-semibold", tone)}>{word}</span>
}

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-ink-soft">{name}</dt>
            <dd className="mb-2 break-words whitespace-pre-wrap sm:mb-0">{value}</dd>
          </div>
        ))}
    </dl>
  )
}

type Act = (reference: string, action: string, body?: unknown) => Promise<boolean>

function Steps({ lead, windows, act }: { lead: InboxLead; windows: Window[]; act: Act }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [day, setDay] = useState(lead.confirmed?.date ?? lead.asked?.date ?? "")
  const [window, setWindow] = useState(lead.confirmed?.window ?? lead.asked?.window ?? windows[0]?.value ?? "")
  const [message, setMessage] = useState("")
  const submit = (action: string, body?: unknown) => (event: FormEvent) => {
    event.preventDefault()
    void act(lead.reference, action, body)
  }
  const id = (name: string) => `${lead.reference}-${name}`
  return (
    <div className="mt-6 grid gap-6">
      {lead.state === "new" && (
        <button
          type="button"
          className={buttonVariants({ variant: "secondary", className: "justify-self-start" })}
          onClick={submit("contacted")}
        >
          Mark contacted
        </button>
      )}
      {lead.state !== "declined" && windows.length > 0 && (
        <form className="grid gap-3" onSubmit={submit("confirm", { date: day, window })}>
          <h3 className="text-lg font-semibold">Confirm a day</h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <Label htmlFor={id("day")}>Day</Label>
              <Input id={id("day")} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
            </div>
            <div>
              <Label htmlFor={id("window")}>Arrival window</Label>
              <Select id={id("window")} value={window} onChange={(e) => setWindow(e.target.value)}>
                {windows.map((w) => (
                  <option key={w.value} value={w.value}>
                    {w.label}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <button type="submit" className={buttonVariants({ className: "justify-self-start" })}>
            Confirm
          </button>
        </form>
      )}
      {lead.state !== "declined" && (
        <form className="grid gap-3" onSubmit={submit("decline", { message })}>
          <h3 className="text-lg font-semibold">Decline</h3>
          <div>
            <Label htmlFor={id("message")}>Message to the customer (optional)</Label>
            <Textarea
              id={id("message")}
              value={message}
              maxLength={2000}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <button type="submit" className={buttonVariants({ variant: "outline", className: "justify-self-start" })}>
            Decline
          </button>
        </form>
      )}
      <div>
        <button
          type="button"
          className={buttonVariants({ variant: "ghost" })}
          onClick={() => dialog.current?.showModal()}
        >
          Delete this lead
        </button>
        <dialog
          ref={dialog}
          aria-labelledby={id("delete-heading")}
          className="m-auto max-w-md rounded-card p-6 shadow-lift backdrop:bg-forest/40"
        >
          <h3 id={id("delete-heading")} className="text-lg font-semibold">
            Delete {lead.reference}?
          </h3>
          <p className="mt-2 text-ink-soft">The lead and its e-mails are removed for good.</p>
          <form method="dialog" className="mt-5 flex flex-wrap gap-3">
            <button type="submit" className={buttonVariants({ variant: "outline" })}>
              Keep it
            </button>
            <button
              type="button"
              className={buttonVariants()}
              onClick={() => void act(lead.reference, "delete").then(() => dialog.current?.close())}
            >
              Delete
            </button>
          </form>
        </dialog>
      </div>
    </div>
  )
}

function Detail({ lead, windows, act, close }: { lead: InboxLead; windows: Window[]; act: Act; close: () => void }) {
  return (
    <section className={CARD} aria-labelledby="lead-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="lead-heading" tabIndex={-1} className="text-h3 font-semibold outline-none">
          {lead.name}
        </h2>
        <StateBadge state={lead.state} />
      </div>
      <Fields
        rows={[
          ["Reference", lead.reference],
          ["Received", received.format(lead.received)],
          ["Phone", lead.phone && link(`tel:${lead.phone.replace(/[^+\d]/g, "")}`, lead.phone)],
          ["Email", lead.email && link(`mailto:${lead.email}`, lead.email)],
          ["Suburb", lead.suburb],
          ["Service", lead.service],
          ["Day asked", lead.asked?.words],
          ["Confirmed for", lead.state === "confirmed" && lead.confirmed?.words],
          ["Estimate", lead.estimate],
          ["Message", lead.message],
          ["Sent from", lead.page],
        ]}
      />
      <Steps key={`${lead.reference}-${lead.state}`} lead={lead} windows={windows} act={act} />
      <button type="button" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "mt-4")} onClick={close}>
        Back to the list
      </button>
    </section>
  )
}

export function LeadInbox() {
  const { view, open, status, show, close, act, signOut } = useLeadInbox()
  if (view.kind === "loading") return <p className="text-ink-soft">Loading…</p>
  if (view.kind === "unavailable") return <p role="alert">{view.message}</p>
  if (view.kind === "signed-out")
    return (
      <div className={cn(CARD, "max-w-xl")}>
        {view.notice && (
          <p role="alert" className="mb-4 font-semibold text-clay-700">
            {view.notice}
          </p>
        )}
        <p className="mb-5 text-ink-soft">Sign in with the GitHub account you use for the site's editor.</p>
        {/* Never prefetched on hover (lib/page-behaviour.ts): a second start would replace this browser's state. */}
        <a
          href={`${INBOX_API}/sign-in`}
          data-astro-prefetch="false"
          className={buttonVariants({ variant: "secondary" })}
        >
          Sign in with GitHub
        </a>
      </div>
    )
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto text-ink-soft">Signed in as {view.login}</p>
        <a
          href={`${INBOX_API}/leads.csv`}
          download
          data-astro-prefetch="false"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Download CSV
        </a>
        <button
          type="button"
          className={buttonVariants({ variant: "ghost", size: "sm" })}
          onClick={() => void signOut()}
        >
          Sign out
        </button>
      </div>
      <p role="status" className="min-h-6 font-semibold text-forest">
        {status}
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="list-heading" className={cn(open && "max-lg:hidden")}>
          <h2 id="list-heading" className="mb-3 text-h3 font-semibold">
            {view.leads.length ? `${view.leads.length} quote requests` : "No quote requests yet"}
          </h2>
          <ul className="grid gap-3">
            {view.leads.map((lead) => (
              <li key={lead.reference}>
                <button
                  type="button"
                  aria-current={open?.reference === lead.reference ? "true" : undefined}
                  onClick={() => void show(lead.reference).then(() => document.getElementById("lead-heading")?.focus())}
                  className={cn(
                    CARD,
                    "w-full p-4 text-left hover:border-forest/50 sm:p-4",
                    open?.reference === lead.reference && "border-forest",
                  )}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="mr-auto font-semibold">{lead.name}</span>
                    <StateBadge state={lead.state} />
                  </span>
                  <span className="mt-1 block text-sm text-ink-soft">
                    {[lead.suburb, lead.service, lead.asked?.words, lead.estimate].filter(Boolean).join(" · ")}
                  </span>
                  <span className="mt-1 block text-sm text-ink-soft">
                    {lead.reference}, {received.format(lead.received)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        {open && <Detail lead={open} windows={view.windows} act={act} close={close} />}
      </div>
    </div>
  )
}
