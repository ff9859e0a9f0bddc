// The inbox's state over its API (server/leads/inbox.ts), read and changed through TanStack Query, every answer parsed
// with the contract's schemas (common/lead-inbox.ts). The page holds no lead; a change is a POST with its header. No
// request is ever silent: each result and failure becomes the notice the owner sees, or a field's error.
import { useMutation, useQuery, useQueryClient, type UseMutationOptions } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { flushSync } from "react-dom"
import type * as z from "zod/mini"

import {
  doneSchema,
  leadAnswerSchema,
  leadListSchema,
  refusalSchema,
  type ConfirmBody,
  type DeclineBody,
  type LeadDetail,
  type NotesBody,
  type Refusal,
  type StepName,
} from "../../../../common/lead-inbox"
import { INBOX_API, INBOX_HEADER } from "../../../../common/lead-paths"

/** A request that did not do what was asked: why, in the owner's words, and the server's refusal when it gave one. */
export class InboxFailure extends Error {
  refusal?: Refusal
  signedOut = false
  /** No answer came (the connection dropped): the site may or may not have done what was asked. */
  unanswered = false
}

/** What the owner is told, fixed in the viewport: a step done, or a failure with the way to try it again. */
export type Notice = { text: string; failed?: boolean; retry?: () => void }

/**
 * The lead to open, whether the address names it (`#Q-…`: the alert e-mail's link, a tapped notification) or it waited
 * for sign-in.
 */
const OPEN_KEY = "lead-inbox:open"
const REFERENCE = /^Q-[0-9A-Z]{4}-[0-9A-Z]{4}$/
/** The list's key; what is keyed under it (a lead, the devices) is forgotten with it when the owner is signed out. */
export const LIST = [INBOX_API, "leads"]
export const cardId = (reference: string) => `lead-card-${reference}`
// "always": offline, a request is tried and fails, said at once, where TanStack's default would wait unseen.
export const networkMode = "always"

/** What the sign-in's return address says (server/leads/owner-session.ts sends these). */
export function signInNotice(search: string) {
  const query = new URLSearchParams(search)
  const login = query.get("no-access")
  // Anyone can link here: only a GitHub login (letters, digits, hyphens) is repeated, never a sentence of theirs.
  if (login !== null)
    return /^[a-z\d](?:[a-z\d-]{0,38})$/i.test(login)
      ? `This GitHub account (${login}) has no access to the leads.`
      : "This GitHub account has no access to the leads."
  if (query.get("sign-in") === "failed") return "Signing in with GitHub did not work. Please try again."
  return undefined
}

/** A GET, or with a body a POST from this page; the answer as `schema` says, or an InboxFailure. */
export async function call<T>(path: string, schema: z.ZodMiniType<T>, body?: object): Promise<T> {
  const post = { method: "POST", body: JSON.stringify(body), headers: { [INBOX_HEADER]: "1" } }
  const response = await fetch(`${INBOX_API}${path}`, body ? post : {}).catch(() => {
    throw Object.assign(new InboxFailure(navigator.onLine ? "The site didn't answer" : "You're offline"), {
      unanswered: true,
    })
  })
  const data: unknown = await response.json().catch(() => undefined)
  const answer = schema.safeParse(data)
  if (answer.success) return answer.data
  const refusal = refusalSchema.safeParse(data)
  const reason = refusal.data?.error ?? Object.values(refusal.data?.errors ?? {}).join(" ")
  throw Object.assign(new InboxFailure(reason || "The site didn't answer"), {
    refusal: refusal.data,
    signedOut: response.status === 401,
  })
}

/** A failure in words: the server's own reason, or what went wrong with the request and what that means. */
export const saying = (error: Error, meaning: string) =>
  error instanceof InboxFailure && error.refusal ? error.message : `${error.message}: ${meaning}`

/** A change, what its failure means ("nothing was changed."), and how Try again repeats it. */
type ChangeOptions<T, V> = UseMutationOptions<T, Error, V> & {
  what: (variables: V, error: Error) => string
  again?: (variables: V, error: Error) => V
}

/**
 * A change the owner makes: the notice (`say`) goes as it starts, and a failure is said in it with what it means and the
 * way to try again; a refusal per field is said beside its field instead (the step's form reads it).
 */
export function useChange<T, V>(say: (notice?: Notice) => void, { what, again, ...options }: ChangeOptions<T, V>) {
  const client = useQueryClient()
  const change = useMutation({
    networkMode,
    onMutate: () => say(),
    onError: (error, variables) => {
      const refusal = error instanceof InboxFailure ? error.refusal : undefined
      if (error instanceof InboxFailure && error.signedOut) void client.resetQueries({ queryKey: LIST })
      // Refused: the page may show an older lead than the site has (changed from another device), so it reads it again.
      else if (refusal) void client.invalidateQueries({ queryKey: LIST })
      const retry = refusal ? undefined : () => change.mutate(again ? again(variables, error) : variables)
      if (!refusal?.errors) say({ text: saying(error, what(variables, error)), failed: true, retry })
    },
    ...options,
  })
  return change
}

type Step = {
  lead: LeadDetail
  name: StepName
  body?: ConfirmBody | DeclineBody | NotesBody
  /** Try again after an answer that never came: the lead is read first, and the step is not sent if it was taken. */
  recheck?: boolean
}

const unanswered = (error: Error) => error instanceof InboxFailure && error.unanswered

/** Whether `now`, the lead as the site has it (undefined: there is none), shows the step taken. */
export function stepShown({ lead, name, body }: Step, now: LeadDetail | undefined) {
  if (name === "delete" || !now) return name === "delete" && !now
  if (body && "notes" in body) return now.notes === body.notes.trim()
  if (body && "date" in body)
    return now.state === "confirmed" && now.confirmed?.date === body.date && now.confirmed.window === body.window
  return now.state !== lead.state
}

/** One lead as the site has it: the open lead's read, and a lost answer's check. */
const readLead = async (reference: string) => (await call(`/leads/${reference}`, leadAnswerSchema)).lead

/** The lead as the site has it now, or undefined when the site says there is none. */
const current = (reference: string) =>
  readLead(reference).catch((error: unknown) => {
    if (error instanceof InboxFailure && error.refusal && !error.signedOut) return undefined
    throw error
  })

/** What a step did, in words: the owner sees it where they look, and a screen reader hears it. */
function doneWords({ lead, name }: Step, changed?: LeadDetail) {
  if (!changed) return `Lead ${lead.reference} deleted.`
  if (name === "confirm")
    return `Lead ${lead.reference} is now confirmed for ${changed.confirmed?.words}: the invitation is on its way.`
  if (name === "decline") return `Lead ${lead.reference} is now declined: the e-mail to the customer is on its way.`
  if (name === "notes") return `Your notes on ${lead.reference} are saved.`
  return `Lead ${lead.reference} is now ${changed.state}.`
}

export function useLeadInbox() {
  const client = useQueryClient()
  const [openReference, setOpenReference] = useState<string>()
  const [notice, setNotice] = useState<Notice>()
  // Read again whenever the owner comes back to the inbox or the connection does: an installed app has no reload, and
  // a request that came in meanwhile must show.
  const fresh = { networkMode, staleTime: 0, refetchOnWindowFocus: true, refetchOnReconnect: true } as const
  const list = useQuery({ ...fresh, queryKey: LIST, queryFn: () => call("/leads", leadListSchema) })
  const open = useQuery({
    ...fresh,
    queryKey: [...LIST, openReference],
    queryFn: () => readLead(openReference!),
    enabled: openReference !== undefined,
  })
  /** Shows the list again, and the keyboard's place on what it was on: a lead's card, or the list's heading. */
  const backToList = (focus: string) => {
    flushSync(() => setOpenReference(undefined))
    document.getElementById(focus)?.focus()
  }

  const step = useChange(setNotice, {
    what: (_, error) =>
      unanswered(error) ? "it may or may not have been done. Try again checks the lead first." : "nothing was changed.",
    again: (taken, error) => ({ ...taken, recheck: taken.recheck || unanswered(error) }),
    mutationFn: async (taken: Step) => {
      const { lead, name, body } = taken
      if (taken.recheck) {
        const now = await current(lead.reference)
        if (stepShown(taken, now)) return now
      }
      return name === "delete"
        ? void (await call(`/leads/${lead.reference}/delete`, doneSchema, {}))
        : (await call(`/leads/${lead.reference}/${name}`, leadAnswerSchema, body ?? {})).lead
    },
    onSuccess: (changed, taken) => {
      if (changed) client.setQueryData([...LIST, changed.reference], changed)
      else {
        backToList("list-heading")
        client.removeQueries({ queryKey: [...LIST, taken.lead.reference] })
      }
      setNotice({ text: doneWords(taken, changed) })
      void client.invalidateQueries({ queryKey: LIST, exact: true })
    },
  })
  const refusal = step.error instanceof InboxFailure ? step.error.refusal : undefined

  // Signed out on the site (from another device, or the session's end): the page forgets every lead it was shown.
  const signedOut = [list.error, open.error].some((error) => error instanceof InboxFailure && error.signedOut)
  useEffect(() => {
    if (!signedOut || (!list.data && openReference === undefined)) return
    // The lead it had open (an alert's, tapped as the session ended) opens once the owner has signed in again.
    if (openReference) sessionStorage.setItem(OPEN_KEY, openReference)
    setOpenReference(undefined)
    void client.resetQueries({ queryKey: LIST })
  }, [signedOut, list.data, openReference, client])

  const signOut = useChange(setNotice, {
    what: () => "you are still signed in.",
    mutationFn: () => call("/sign-out", doneSchema, {}),
    // The server has ended the session: what this page held of the leads goes too.
    onSuccess: () => {
      setOpenReference(undefined)
      void client.resetQueries({ queryKey: LIST })
    },
  })

  // A lead the address names opens once the list is there (after signing in, if that came first), and again when a
  // tapped notification names another in the open inbox's address (the service worker's notificationclick).
  const [named, setNamed] = useState("")
  useEffect(() => {
    const read = (event?: Event) => {
      const reference = decodeURIComponent(location.hash.slice(1))
      if (REFERENCE.test(reference)) sessionStorage.setItem(OPEN_KEY, reference)
      setNamed(location.hash)
      // A tapped alert names a request that came in after the list was read.
      if (event) void client.invalidateQueries({ queryKey: LIST, exact: true })
    }
    read()
    addEventListener("hashchange", read)
    return () => removeEventListener("hashchange", read)
  }, [client])
  useEffect(() => {
    const waiting = sessionStorage.getItem(OPEN_KEY)
    if (!list.data || !waiting) return
    sessionStorage.removeItem(OPEN_KEY)
    setOpenReference(waiting)
  }, [list.data, named])

  return {
    list,
    signedOut,
    open: openReference === undefined ? undefined : { reference: openReference, ...open },
    notice,
    show: (reference: string) => {
      setNotice(undefined)
      setOpenReference(reference)
    },
    close: () => openReference && backToList(cardId(openReference)),
    /** What the owner is told of a change that is not a lead's (the devices'). */
    say: setNotice,
    /** One of the owner's steps on `lead`. */
    take: (lead: LeadDetail, name: StepName, body?: Step["body"]) => step.mutate({ lead, name, body }),
    /** Whether a step is under way: every control of a lead waits. */
    pending: step.isPending,
    /** The last step's refusal with reasons per field, when it was `name`. */
    refused: (name: StepName) => (refusal?.errors && step.variables?.name === name ? refusal : undefined),
    forgetRefusal: step.reset,
    signOut,
  }
}

export type LeadInboxState = ReturnType<typeof useLeadInbox>
