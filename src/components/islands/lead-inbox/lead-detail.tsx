// One lead in the inbox: what the customer wrote and the owner's steps on it. The short facts and the steps come before
// the long details, so on a phone a step is in view as the lead opens. Everything typed is rendered as text.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react"

import { Button, buttonVariants } from "~/components/ui/button"
import { Input, Label, Select, Textarea } from "~/components/ui/field"
import { cn } from "~/lib/cn"
import replies from "site:content/replies"

import {
  DECLINE_MESSAGE_MAX,
  declineOpening,
  dialNumber,
  NOTES_MAX,
  STATE_WORDS,
  type LeadDetail,
  type LeadList,
  type ShownState,
} from "../../../../common/lead-inbox"
import { pageAddress } from "../../../../common/plain-url"
import { replyLinks } from "./reply-links"
import type { LeadInboxState } from "./use-lead-inbox"

export const CARD = "rounded-card border border-line bg-white p-5 shadow-soft sm:p-6"

const STEP = "grid gap-3 border-t border-line pt-5"
const link = (href: string, text: string) => (
  <a className="font-semibold text-forest underline underline-offset-4" href={href}>
    {text}
  </a>
)

export function StateBadge({ state }: { state: ShownState }) {
  const tone = state === "new" ? "bg-clay text-white" : state === "confirmed" ? "bg-forest text-linen" : "bg-mist"
  return <span className={`rounded-pill px-3 py-0.5 text-sm font-semibold ${tone}`}>{STATE_WORDS[state]}</span>
}

/** `beside`: each name beside its value on a phone too (short values: the steps below then start on the first screen). */
function Fields({ rows, beside = false }: { rows: [string, ReactNode][]; beside?: boolean }) {
  return (
    // minmax(0, …): a value's track may be narrower than its longest word, which then wraps (a long e-mail address).
    <dl
      className={cn(
        "grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]",
        beside && "grid-cols-[auto_minmax(0,1fr)] gap-x-4",
      )}
    >
      {rows
        .filter(([, value]) => value)
        .map(([name, value]) => (
          <div key={name} className="contents">
            <dt className={cn("font-semibold text-ink-soft", beside && "whitespace-nowrap")}>{name}</dt>
            <dd className={cn("wrap-anywhere whitespace-pre-wrap", !beside && "mb-2 sm:mb-0")}>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

type StepProps = { lead: LeadDetail; inbox: LeadInboxState }

/** A control with its label, and its refusal beside it, said as it appears. */
type FieldProps = { id: string; label: string; error?: string; children: ReactNode }
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
/** A field's control: its id, and while it is refused, the refusal that describes it. */
export const control = (id: string, error?: string) =>
  error ? { id, "aria-describedby": `${id}-error`, "aria-invalid": true } : { id }

/** A form's submit handler: the page stays, and `send` takes the step. */
export const submitted = (send: () => void) => (event: FormEvent) => {
  event.preventDefault()
  send()
}

/** A step that asks first: its button opens what it will do, where the step's own button does it. */
function AskFirst({ label, variant, children }: { label: string; variant: "outline" | "ghost"; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <div className={STEP}>
      <Button aria-expanded={open} variant={variant} className="justify-self-start" onClick={() => setOpen(!open)}>
        {label}
      </Button>
      {open && children}
    </div>
  )
}

/** The confirm step's heading: a day for the first time, another day, or after a decline. */
const CONFIRM_TITLES: Partial<Record<ShownState, string>> = {
  confirmed: "Move to another day",
  declined: "Confirm after all",
}

function ConfirmStep({ lead, inbox, list }: StepProps & { list: LeadList }) {
  const [day, setDay] = useState(lead.confirmed?.date ?? lead.asked?.date ?? "")
  const [window, setWindow] = useState(lead.confirmed?.window ?? lead.asked?.window ?? list.windows[0]?.value ?? "")
  const refused = inbox.refused("confirm")
  const [dayId, windowId] = [`${lead.reference}-day`, `${lead.reference}-window`]
  const confirm = (anyway: boolean) => inbox.take(lead, "confirm", { date: day, window, anyway })
  // A refusal is about the day and window it was given: changing either forgets it.
  return (
    <form className={STEP} onChange={inbox.forgetRefusal} onSubmit={submitted(() => confirm(false))}>
      <h3 className="text-lg font-semibold">{CONFIRM_TITLES[lead.state] ?? "Confirm a day"}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={dayId} label="Day" error={refused?.errors?.date}>
          <Input
            type="date"
            required
            min={list.days.first}
            max={list.days.last}
            value={day}
            {...control(dayId, refused?.errors?.date)}
            onChange={(event) => setDay(event.target.value)}
          />
        </Field>
        <Field id={windowId} label="Arrival window" error={refused?.errors?.window}>
          <Select
            value={window}
            {...control(windowId, refused?.errors?.window)}
            onChange={(event) => setWindow(event.target.value)}
          >
            {list.windows.map((w) => (
              <option key={w.value} value={w.value} label={w.label} />
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Confirm</Button>
        {refused?.anyway && (
          <Button aria-describedby={`${dayId}-error`} variant="outline" onClick={() => confirm(true)}>
            Confirm this day anyway
          </Button>
        )}
      </div>
    </form>
  )
}

/** The words the customer will get, shown before they go. */
function DeclineForm({ lead, inbox }: StepProps) {
  const [message, setMessage] = useState("")
  const error = inbox.refused("decline")?.errors?.message
  const id = `${lead.reference}-message`
  return (
    <form className="grid gap-3" onSubmit={submitted(() => inbox.take(lead, "decline", { message }))}>
      <Field id={id} label="Message to the customer (optional)" error={error}>
        <Textarea
          value={message}
          maxLength={DECLINE_MESSAGE_MAX}
          {...control(id, error)}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      <p className="font-semibold">The e-mail to {lead.name} will say:</p>
      <blockquote className="rounded-xl border-l-4 border-line bg-mist px-4 py-3 whitespace-pre-wrap">
        {[declineOpening(lead), message.trim()].filter(Boolean).join("\n\n")}
      </blockquote>
      <Button type="submit" className="justify-self-start">
        Send decline
      </Button>
    </form>
  )
}

/** Notes typed and not saved, by lead, while the inbox is open: going back to the list loses none. */
const unsaved = new Map<string, string>()

/** The owner's own notes on the lead: kept with it, exported, never sent to anyone. */
function Notes({ lead, inbox }: StepProps) {
  const [notes, setNotes] = useState(() => unsaved.get(lead.reference) ?? lead.notes)
  const error = inbox.refused("notes")?.errors?.notes
  const id = `${lead.reference}-notes`
  const changed = notes.trim() !== lead.notes
  return (
    <form className={`${STEP} mt-6`} onSubmit={submitted(() => inbox.take(lead, "notes", { notes }))}>
      <Field id={id} label="Private notes (only you see them)" error={error}>
        <Textarea
          value={notes}
          maxLength={NOTES_MAX}
          {...control(id, error)}
          onChange={(event) => {
            unsaved.set(lead.reference, event.target.value)
            setNotes(event.target.value)
          }}
        />
        {changed && <p className="mt-1 text-sm font-semibold text-clay-700">Not saved yet.</p>}
      </Field>
      <Button type="submit" disabled={inbox.pending} variant="secondary" className="justify-self-start">
        Save notes
      </Button>
    </form>
  )
}

export function Detail({ lead, list, inbox }: StepProps & { list: LeadList }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const links = replyLinks(lead, replies)
  const sentFrom = pageAddress(lead.page, location.origin)
  // On the lead as it opens, and again after each step, whose own control may be gone from the lead as it now is.
  useEffect(() => heading.current?.focus(), [lead.reference, lead.state, lead.confirmed?.words])
  return (
    <section className={CARD} aria-labelledby="lead-heading">
      <Button variant="ghost" size="sm" className="mb-3 -ml-3" onClick={inbox.close}>
        Back to the list
      </Button>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} id="lead-heading" tabIndex={-1} className="text-h3 font-semibold outline-none">
          {lead.name}
        </h2>
        <StateBadge state={lead.state} />
      </div>
      <Fields
        beside
        rows={[
          ["Phone", lead.phone && link(`tel:${dialNumber(lead.phone)}`, lead.phone)],
          ["Email", lead.email && link(`mailto:${lead.email}`, lead.email)],
          ["Service", lead.service],
          ["Suburb", lead.suburb],
          ["Day asked", lead.asked?.words],
          [lead.state === "declined" ? "Was confirmed for" : "Confirmed for", lead.confirmed?.words],
          ["Not sent", lead.undelivered.join("\n")],
        ]}
      />
      {/* Call, Text and E-mail, the two with a reply already written: the owner's answer in one tap. */}
      <div role="group" aria-label={`Answer ${lead.name}`} className="mt-5 flex flex-wrap gap-2">
        {Object.entries({ Call: links.call, Text: links.text, "E-mail": links.email }).map(
          ([text, href]) =>
            href && (
              <a key={text} href={href} className={buttonVariants({ variant: "secondary", size: "sm" })}>
                {text}
              </a>
            ),
        )}
      </div>
      {/* Anew after each step: a form shows the lead as it now is. Every control waits while a step is under way. */}
      <fieldset key={`${lead.state} ${lead.confirmed?.words}`} disabled={inbox.pending} className="mt-6 grid gap-5">
        {lead.state === "new" && (
          <Button variant="secondary" className="justify-self-start" onClick={() => inbox.take(lead, "contacted")}>
            Mark contacted
          </Button>
        )}
        {list.windows.length > 0 && <ConfirmStep lead={lead} inbox={inbox} list={list} />}
        {lead.state !== "declined" && (
          <AskFirst label="Decline" variant="outline">
            <DeclineForm lead={lead} inbox={inbox} />
          </AskFirst>
        )}
        <AskFirst label="Delete this lead" variant="ghost">
          <p>The lead and its e-mails are removed for good.</p>
          <Button className="justify-self-start" onClick={() => inbox.take(lead, "delete")}>
            Delete {lead.reference} for good
          </Button>
        </AskFirst>
      </fieldset>
      <Notes key={lead.reference} lead={lead} inbox={inbox} />
      <h3 className="mt-6 mb-3 border-t border-line pt-5 text-lg font-semibold">What they wrote</h3>
      <Fields
        rows={[
          ["Message", lead.message],
          ["Estimate", lead.estimate],
          ["Reference", lead.reference],
          ["Received", lead.received],
          ["Sent from", sentFrom ? link(sentFrom, sentFrom) : lead.page],
        ]}
      />
    </section>
  )
}
