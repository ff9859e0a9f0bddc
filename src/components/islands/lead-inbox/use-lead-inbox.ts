// The inbox's state over its API (server/leads/inbox.ts): the page holds no lead; a change is a POST with its header.
import { useCallback, useEffect, useState } from "react"

import { INBOX_API, INBOX_HEADER } from "../../../../common/lead-paths"

type DayAndWindow = { date: string; window: string; words: string } | null
export type InboxLead = {
  reference: string
  received: number
  name: string
  suburb: string
  service: string
  estimate: string
  state: "new" | "contacted" | "confirmed" | "declined" | "expired"
  asked: DayAndWindow
  confirmed: DayAndWindow
  email?: string
  phone?: string
  message?: string
  page?: string
}
export type Window = { value: string; label: string }
type Listed = { login: string; windows: Window[]; leads: InboxLead[] }
type Answer = { ok: boolean; error?: string; errors?: Record<string, string>; lead?: InboxLead }

type InboxView =
  | { kind: "loading" }
  | { kind: "signed-out"; notice?: string }
  | { kind: "unavailable"; message: string }
  | ({ kind: "signed-in" } & Listed)

/** The lead to open, whether the address names it (`#Q-…`, `?lead=Q-…`, the alert's link) or it waited for sign-in. */
const OPEN_KEY = "lead-inbox:open"
const REFERENCE = /^Q-[0-9A-Z]{4}-[0-9A-Z]{4}$/

/** What the sign-in's return address says (server/leads/inbox.ts sends these). */
export function signInNotice(search: string) {
  const query = new URLSearchParams(search)
  const login = query.get("no-access")
  if (login) return `This GitHub account (${login}) has no access to the leads.`
  if (query.get("sign-in") === "failed") return "Signing in with GitHub did not work. Please try again."
  return undefined
}

const send = async (path: string, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${INBOX_API}${path}`, {
    method: "POST",
    headers: { [INBOX_HEADER]: "1", "Content-Type": "application/json" },
    body: JSON.stringify(body ?? {}),
  })
  return (await response
    .json()
    .catch(() => ({ ok: false, error: "The site did not answer. Please try again." }))) as Answer
}

export function useLeadInbox() {
  const [view, setView] = useState<InboxView>({ kind: "loading" })
  const [open, setOpen] = useState<InboxLead>()
  const [status, setStatus] = useState("")

  const show = useCallback(async (reference: string) => {
    const answer = (await (await fetch(`${INBOX_API}/leads/${reference}`)).json()) as Answer
    if (answer.lead) setOpen(answer.lead)
    else setStatus(answer.error ?? "")
  }, [])

  const load = useCallback(async () => {
    const response = await fetch(`${INBOX_API}/leads`).catch(() => undefined)
    const answer = (await response?.json().catch(() => undefined)) as (Answer & Partial<Listed>) | undefined
    if (response?.status === 401) return setView({ kind: "signed-out", notice: signInNotice(location.search) })
    if (!answer?.ok || !answer.leads) {
      return setView({
        kind: "unavailable",
        message: answer?.error ?? "The inbox could not be reached. Please try again.",
      })
    }
    setView({ kind: "signed-in", login: answer.login!, windows: answer.windows!, leads: answer.leads })
    return true
  }, [])

  useEffect(() => {
    const named = new URLSearchParams(location.search).get("lead") ?? decodeURIComponent(location.hash.slice(1))
    if (REFERENCE.test(named)) sessionStorage.setItem(OPEN_KEY, named)
    void load().then((signedIn) => {
      const waiting = sessionStorage.getItem(OPEN_KEY)
      if (signedIn && waiting) {
        sessionStorage.removeItem(OPEN_KEY)
        void show(waiting)
      }
    })
  }, [load, show])

  /** One of the owner's steps; true when it was taken. Delete closes the lead, the others show it as it now is. */
  const act = async (reference: string, action: string, body?: unknown) => {
    const answer = await send(`/leads/${reference}/${action}`, body)
    if (!answer.ok) {
      setStatus(answer.error ?? Object.values(answer.errors ?? {}).join(" "))
      return false
    }
    setStatus(action === "delete" ? `Lead ${reference} deleted.` : `Lead ${reference} is now ${answer.lead!.state}.`)
    setOpen(answer.lead)
    await load()
    return true
  }

  const signOut = async () => {
    await send("/sign-out")
    setOpen(undefined)
    setView({ kind: "signed-out" })
  }

  return { view, open, status, show, close: () => setOpen(undefined), act, signOut }
}
