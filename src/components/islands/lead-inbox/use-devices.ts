// The owner's devices over the inbox's API (issue 76): the list, a new code for a phone, a device signed out; and a
// phone's own sign-in with a code, typed or brought by the QR code's address (`#pair=…`, a part no server sees).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"

import { deviceListSchema, doneSchema, phoneCodeSchema, type Device } from "../../../../common/lead-inbox"
import { call, LIST, type LeadInboxState } from "./use-lead-inbox"

const DEVICES = [...LIST, "devices"]
// As the inbox's own requests: offline, a request is tried and fails at once, said where the owner looks.
const networkMode = "always"

export function useDevices(inbox: Pick<LeadInboxState, "say" | "failed">) {
  const client = useQueryClient()
  const devices = useQuery({
    networkMode,
    queryKey: DEVICES,
    queryFn: async () => (await call("/devices", deviceListSchema)).devices,
  })
  const refresh = () => void client.invalidateQueries({ queryKey: DEVICES })
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
