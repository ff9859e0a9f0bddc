// The owner's devices over the inbox's API (issue 76): the list, a new code for a phone, a device signed out, its
// alerts turned on, tried or off; and a phone's own sign-in with a code, typed or brought by the QR code's address
// (`#pair=…`, a part no server sees).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"

import { deviceListSchema, doneSchema, phoneCodeSchema, type Device } from "../../../../common/lead-inbox"
import { call, InboxFailure, LIST, type LeadInboxState } from "./use-lead-inbox"

const DEVICES = [...LIST, "devices"]
// As the inbox's own requests: offline, a request is tried and fails at once, said where the owner looks.
const networkMode = "always"

type Say = Pick<LeadInboxState, "say" | "failed">

function useDeviceList() {
  const client = useQueryClient()
  const devices = useQuery({
    networkMode,
    queryKey: DEVICES,
    queryFn: async () => (await call("/devices", deviceListSchema)).devices,
  })
  return { devices, refresh: () => void client.invalidateQueries({ queryKey: DEVICES }) }
}

/** Whether this browser can take alerts: an iPhone's Safari can only once the inbox is on the Home Screen. */
export const canAlert = () => "PushManager" in window && "serviceWorker" in navigator

/** This browser's subscription, made by the owner's app's worker for the site's key (`pushKey`, base64url). */
async function subscribe(pushKey: string) {
  const applicationServerKey = Uint8Array.from(atob(pushKey.replace(/-/g, "+").replace(/_/g, "/")), (c) =>
    c.charCodeAt(0),
  )
  const registration = await navigator.serviceWorker.ready
  try {
    // Sent as JSON.stringify writes it: the subscription's own toJSON, its endpoint and keys.
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
  } catch (error) {
    throw new InboxFailure(
      Notification.permission === "denied"
        ? "Notifications are blocked for this site in the browser's settings"
        : `The browser did not turn alerts on (${String(error)})`,
    )
  }
}

/** Alerts on for this device, a test alert to one, alerts off for one (on this device, its subscription ends too). */
export function useAlerts(inbox: Say, pushKey: string) {
  const { devices, refresh } = useDeviceList()
  const turnOn = useMutation({
    networkMode,
    mutationFn: async () => call("/alerts", doneSchema, await subscribe(pushKey)),
    onMutate: () => inbox.say(undefined),
    onSuccess: () =>
      inbox.say({ text: "Alerts are on: each new quote request shows here, even with the inbox closed." }),
    onError: (error) => inbox.failed(error, () => turnOn.mutate(), "alerts are still off."),
    onSettled: refresh,
  })
  const test = useMutation({
    networkMode,
    mutationFn: (device: Device) => call(`/devices/${device.id}/test-alert`, doneSchema, {}),
    onMutate: () => inbox.say(undefined),
    onSuccess: (_, device) => inbox.say({ text: `Test alert sent: it shows on the ${device.kind} in a few seconds.` }),
    onError: (error, device) => inbox.failed(error, () => test.mutate(device), "no test alert was sent."),
    onSettled: refresh,
  })
  const off = useMutation({
    networkMode,
    mutationFn: async (device: Device) => {
      if (device.current && canAlert())
        await (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.unsubscribe()
      return call(`/devices/${device.id}/alerts-off`, doneSchema, {})
    },
    onMutate: () => inbox.say(undefined),
    onSuccess: (_, device) => inbox.say({ text: `Alerts are off on the ${device.kind}.` }),
    onError: (error, device) => inbox.failed(error, () => off.mutate(device), "alerts are still on."),
    onSettled: refresh,
  })
  return { current: devices.data?.find((device) => device.current), turnOn, test, off }
}

export function useDevices(inbox: Say) {
  const { devices, refresh } = useDeviceList()
  const newCode = useMutation({
    networkMode,
    mutationFn: async () => (await call("/phone-codes", phoneCodeSchema, {})).code,
    onMutate: () => inbox.say(undefined),
    onError: (error) => inbox.failed(error, () => newCode.mutate(), "no code was made."),
  })
  const signOut = useMutation({
    networkMode,
    mutationFn: (device: Device) => call(`/devices/${device.id}/sign-out`, doneSchema, {}),
    onMutate: () => inbox.say(undefined),
    onSuccess: (_, device) => {
      inbox.say({ text: `The ${device.kind} is signed out of the inbox.` })
      // Its row, and the button pressed, are going: the keyboard's place is the list's heading.
      document.getElementById("devices-heading")?.focus()
    },
    onError: (error, device) =>
      inbox.failed(error, () => signOut.mutate(device), `the ${device.kind} is still signed in.`),
    onSettled: refresh,
  })
  return { devices, newCode, signOut, refresh }
}

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
