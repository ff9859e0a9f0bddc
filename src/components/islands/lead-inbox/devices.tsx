// The owner's devices (issue 76). Signed in: each browser and phone with when it was added and last seen and its
// alerts, signed out from here, a test alert sent to it or its alerts turned off; Add a phone: a short code and its QR
// code, which sign a phone in without GitHub; and the offer to turn alerts on for this device. Signed out: the field a
// phone types that code into. A device's row keeps its facts together and its buttons together.
import encodeQR from "qr"
import { useEffect, useRef } from "react"

import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/field"
import { cn } from "~/lib/cn"

import { PHONE_CODE_MINUTES, type Device } from "../../../../common/lead-inbox"
import { INBOX_PAGE } from "../../../../common/lead-paths"
import { CARD, control, Field, submitted } from "./lead-detail"
import { canAlert, usePhoneSignIn, type Devices } from "./use-devices"
import { saying } from "./use-lead-inbox"

const HOW = { browser: "signed in with GitHub", phone: "signed in with a code" } as const

/** The QR code of `text` as one path: sharp at any size, nothing to fetch. A quiet zone of four modules, as scanners want. */
function QrCode({ text }: { text: string }) {
  const rows = encodeQR(text, "raw", { border: 4 })
  const path = rows.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("")
  return (
    <svg
      viewBox={`0 0 ${rows.length} ${rows.length}`}
      role="img"
      aria-label="QR code that signs your phone in to the inbox"
      shapeRendering="crispEdges"
      className="size-56 bg-white"
    >
      <path d={path} className="fill-forest" />
    </svg>
  )
}

/** A new code, both ways a phone takes it: scanned, or typed. */
function AddPhone({ code, done }: { code: string; done: () => void }) {
  // Shown whole where it opens, below the fold when the devices are at the foot of the screen, and read out from its
  // heading.
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    panel.current?.scrollIntoView({ block: "nearest" })
    panel.current?.querySelector("h3")?.focus({ preventScroll: true })
  }, [])
  return (
    <div
      ref={panel}
      role="group"
      aria-labelledby="add-phone-heading"
      className="mb-4 grid gap-3 rounded-card bg-mist p-4 sm:p-5"
    >
      <h3 id="add-phone-heading" tabIndex={-1} className="text-lg font-semibold outline-none">
        Add a phone
      </h3>
      <p>Point the phone's camera at this code and open the link it shows:</p>
      <QrCode text={`${location.origin}${INBOX_PAGE}#pair=${code}`} />
      <p>
        Or open {location.host}
        {INBOX_PAGE} on the phone and type this code under “Have a code from your computer?”:
      </p>
      <p className="font-mono text-h2 font-semibold tracking-widest">{code}</p>
      <p className="text-sm text-ink-soft">
        It works once, in the next {PHONE_CODE_MINUTES} minutes, and keeps the phone signed in for 90 days. On an
        iPhone, add the inbox to the Home Screen first and type the code there: the app keeps its own sign-in, apart
        from Safari's.
      </p>
      <Button variant="secondary" className="justify-self-start" onClick={done}>
        Done
      </Button>
    </div>
  )
}

/** Alerts for this device, offered at the top of the inbox while they are off; how to get them where it cannot. */
export function AlertsOffer({ devices: { current, turnOn }, className }: { devices: Devices; className?: string }) {
  if (!current || current.alertsOn) return null
  if (!canAlert())
    return (
      <p className={cn(CARD, "text-ink-soft", className)}>
        This browser can't show alerts. On an iPhone, add the inbox to the Home Screen (Share, then Add to Home Screen)
        and open it from there.
      </p>
    )
  return (
    <div className={cn(CARD, "flex flex-wrap items-center gap-3", className)}>
      <p className="mr-auto">Get an alert on this {current.kind} the moment a quote request comes in.</p>
      <Button disabled={turnOn.isPending} onClick={() => turnOn.mutate()}>
        Turn on alerts on this {current.kind}
      </Button>
    </div>
  )
}

function DeviceRow({ device, devices }: { device: Device; devices: Devices }) {
  const facts = `device-${device.id}`
  const actions = [
    ["Send a test alert", device.alertsOn && devices.test],
    ["Turn off alerts", device.alertsOn && devices.off],
    [`Sign out this ${device.kind}`, !device.current && devices.signOut],
  ] as const
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line py-3">
      <div className="mr-auto">
        <p className="font-semibold">
          {device.current ? `This ${device.kind}` : device.kind === "phone" ? "Phone" : "Browser"}
          {device.name && ` (${device.name})`}, {HOW[device.kind]}
        </p>
        <p id={facts} className="text-sm text-ink-soft">
          Added {device.added}, last seen {device.seen}. {device.alerts}.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map(
          ([label, change]) =>
            change && (
              <Button
                key={label}
                aria-describedby={facts}
                disabled={change.isPending}
                variant="outline"
                size="sm"
                onClick={() => change.mutate(device)}
              >
                {label}
              </Button>
            ),
        )}
      </div>
    </li>
  )
}

/** The devices signed in as the owner, and Add a phone. */
export function Devices({ devices }: { devices: Devices }) {
  const { list, newCode } = devices
  const add = useRef<HTMLButtonElement>(null)
  const done = () => {
    newCode.reset()
    devices.refresh()
    add.current?.focus()
  }
  return (
    <section aria-labelledby="devices-heading" className={CARD}>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id="devices-heading" tabIndex={-1} className="mr-auto text-h3 font-semibold outline-none">
          Your devices
        </h2>
        <Button ref={add} disabled={newCode.isPending} variant="secondary" size="sm" onClick={() => newCode.mutate()}>
          Add a phone
        </Button>
      </div>
      {newCode.data && <AddPhone code={newCode.data} done={done} />}
      {list.isPending && <p className="text-ink-soft">Loading…</p>}
      {list.isError && <p role="alert">{saying(list.error, "the devices could not be read.")}</p>}
      <ul>
        {list.data?.map((device) => (
          <DeviceRow key={device.id} device={device} devices={devices} />
        ))}
      </ul>
    </section>
  )
}

/** A phone signing in with the code its owner made on the computer. */
export function PhoneCodeForm() {
  const { code, setCode, signIn } = usePhoneSignIn()
  const error = signIn.error ? saying(signIn.error, "this phone is not signed in.") : undefined
  return (
    <form
      aria-labelledby="phone-code-heading"
      className={cn(CARD, "grid max-w-xl gap-4")}
      onSubmit={submitted(() => signIn.mutate(code))}
    >
      <h2 id="phone-code-heading" className="text-h3 font-semibold">
        Have a code from your computer?
      </h2>
      <p className="text-ink-soft">
        On your computer, open the inbox and choose Add a phone. Type the code it shows here.
      </p>
      <Field id="phone-code" label="Code" error={error}>
        <Input
          required
          maxLength={40}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          {...control("phone-code", error)}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={signIn.isPending} className="justify-self-start">
        Sign in with the code
      </Button>
    </form>
  )
}
