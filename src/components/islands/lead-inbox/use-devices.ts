// The owner's devices over the inbox's API (issue 76): the list, a new code for a phone, a device signed out, its
// alerts turned on, tried or off; and a phone's own sign-in with a code, typed or brought by the QR code's address
// (`#pair=…`, a part no server sees).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"

import { deviceListSchema, doneSchema, phoneCodeSchema, type Device } from "../../../../common/lead-inbox"
import { call, InboxFailure, LIST, networkMode, useChange, type Notice } from "./use-lead-inbox"

const DEVICES = [...LIST, "devices"]

/** Whether this browser can take alerts: an iPhone's Safari can only once the inbox is on the Home Screen. */
export const canAlert = () => "PushManager" in window && "serviceWorker" in navigator

/** The wait for a subscription once alerts are allowed: a browser cut off from its push service may never answer. */
export const SUBSCRIBE_SECONDS = 30

const BLOCKED = "Notifications are blocked for this site in the browser's settings"

/** The browser's refusal in the owner's words, with its own message last for whoever helps them. */
function refusalOf(error: unknown) {
  if (error instanceof DOMException && error.name === "NotAllowedError") return new InboxFailure(BLOCKED)
  const said = error instanceof Error ? error.message : String(error)
  return new InboxFailure(
    `The browser's push service refused this device (it said "${said}"; it refuses private windows)`,
  )
}

const sameKey = (held: ArrayBuffer | null, key: Uint8Array) =>
  held !== null && new Uint8Array(held).join() === key.join()

/** This browser's subscription, made by the owner's app's worker for the site's key (`pushKey`, base64url). */
export async function subscribe(pushKey: string) {
  const applicationServerKey = Uint8Array.from(atob(pushKey.replace(/-/g, "+").replace(/_/g, "/")), (c) =>
    c.charCodeAt(0),
  )
  // The browser's question first, without a time limit: the owner may take their time over it.
  const blocked = (await Notification.requestPermission()) === "denied"
  if (blocked) throw new InboxFailure(BLOCKED)
  const registration = await navigator.serviceWorker.ready
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    const why = `The browser's push service did not answer within ${SUBSCRIBE_SECONDS} seconds`
    timer = setTimeout(() => reject(new InboxFailure(why)), SUBSCRIBE_SECONDS * 1000)
  })
  const made = (async () => {
    // A subscription for the site's old key (a store restored without its .vapid file) blocks one for the new key.
    const old = await registration.pushManager.getSubscription()
    if (old && !sameKey(old.options.applicationServerKey, applicationServerKey)) await old.unsubscribe()
    // Sent as JSON.stringify writes it: the subscription's own toJSON, its endpoint and keys.
    return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
  })().catch((error: unknown) => {
    throw refusalOf(error)
  })
  return Promise.race([made, late]).finally(() => clearTimeout(timer))
}

/**
 * The devices signed in as the owner and the changes to them: a new code for a phone, one signed out, alerts on for
 * this device, a test alert to one, alerts off for one (on this device, its subscription ends too).
 */
export function useDevices(say: (notice?: Notice) => void, pushKey: string) {
  const client = useQueryClient()
  const devices = useQuery({
    networkMode,
    queryKey: DEVICES,
    queryFn: async () => (await call("/devices", deviceListSchema)).devices,
  })
  const refresh = () => void client.invalidateQueries({ queryKey: DEVICES })
  const newCode = useChange(say, {
    what: () => "no code was made.",
    mutationFn: async () => (await call("/phone-codes", phoneCodeSchema, {})).code,
  })
  const signOut = useChange(say, {
    what: (device: Device) => `the ${device.kind} is still signed in.`,
    mutationFn: (device) => call(`/devices/${device.id}/sign-out`, doneSchema, {}),
    onSuccess: (_, device) => {
      say({ text: `The ${device.kind} is signed out of the inbox.` })
      // Its row, and the button pressed, are going: the keyboard's place is the list's heading.
      document.getElementById("devices-heading")?.focus()
    },
    onSettled: refresh,
  })
  const turnOn = useChange(say, {
    what: () => "alerts are still off.",
    mutationFn: async () => call("/alerts", doneSchema, await subscribe(pushKey)),
    onSuccess: () => say({ text: "Alerts are on: each new quote request shows here, even with the inbox closed." }),
    onSettled: refresh,
  })
  const test = useChange(say, {
    what: () => "no test alert was sent.",
    mutationFn: (device: Device) => call(`/devices/${device.id}/test-alert`, doneSchema, {}),
    onSuccess: (_, device) => say({ text: `Test alert sent: it shows on the ${device.kind} in a few seconds.` }),
    onSettled: refresh,
  })
  const off = useChange(say, {
    what: () => "alerts are still on.",
    mutationFn: async (device: Device) => {
      if (device.current && canAlert())
        await (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.unsubscribe()
      return call(`/devices/${device.id}/alerts-off`, doneSchema, {})
    },
    onSuccess: (_, device) => say({ text: `Alerts are off on the ${device.kind}.` }),
    onSettled: refresh,
  })
  const current = devices.data?.find((device) => device.current)
  return { list: devices, current, newCode, signOut, turnOn, test, off, refresh }
}

export type Devices = ReturnType<typeof useDevices>

/** A phone's sign-in with a code; signed in, the inbox reads the leads. */
export function usePhoneSignIn() {
  const client = useQueryClient()
  const [code, setCode] = useState("")
  const signIn = useMutation({
    networkMode,
    mutationFn: (typed: string) => call("/phone-sign-in", doneSchema, { code: typed }),
    onSuccess: () => client.resetQueries({ queryKey: LIST }),
  })
  const { mutate } = signIn
  // The QR code's address: the code is taken out of it at once (it stays in the phone's history) and sent.
  useEffect(() => {
    const brought = /^#pair=([\w-]{1,40})$/.exec(location.hash)?.[1]
    if (!brought) return
    history.replaceState(null, "", location.pathname + location.search)
    setCode(brought)
    mutate(brought)
  }, [mutate])
  return { code, setCode, signIn }
}
