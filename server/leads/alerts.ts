/**
 * The owner's phone alerts (issue 76, decision 053): a device's Web Push subscription, kept on its session (0007), the
 * push channel's sender (send-loop.ts) and what an alert says. It names the person, the service, the suburb and the
 * day asked, never the phone or e-mail: it shows on a locked screen.
 */
import { dayWords } from "../../common/booking.ts"
import { serviceName, type Business } from "../../common/lead-facts.ts"
import type { PushAlert, PushSubscriptionBody } from "../../common/lead-inbox.ts"
import { fromBase64url } from "../signing.ts"
import { query, type SqlDatabase, type SqlRow } from "./sql.ts"
import type { LeadRow } from "./store.ts"
import { sendPush, type PushResult, type Vapid } from "./web-push.ts"

/** "2 h ago", "3 days ago": how long ago `ms` was, as the reminder and the device list say it. */
export function ago(ms: number) {
  const minutes = Math.max(1, Math.round(ms / 60_000))
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.round(minutes / 60)
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} days ago`
}

/** A new lead's alert; with `waited` (ms since it came in), the reminder that it is still new. */
export function alertWords(lead: LeadRow, business: Business, waited?: number): PushAlert {
  const last = waited === undefined ? lead.preferred_date && dayWords(lead.preferred_date) : ago(waited)
  return {
    title: `${waited === undefined ? "New request" : "Still waiting"}: ${lead.name}`,
    body: [serviceName(business, lead.service_type), lead.suburb, last].filter(Boolean).join(", "),
    reference: lead.reference,
  }
}

/** The session (device) a push row goes to: `push-12`, or `push-reminder-12` for its reminder. */
export const deviceOf = (kind: string) => Number(kind.slice(kind.lastIndexOf("-") + 1))

/** The browser's key is a point on P-256, which Web Crypto takes: a subscription it cannot encrypt for is refused. */
export async function usableKey(subscription: PushSubscriptionBody) {
  const key = fromBase64url(subscription.keys.p256dh)
  return crypto.subtle.importKey("raw", key, { name: "ECDH", namedCurve: "P-256" }, false, []).then(
    () => true,
    () => false,
  )
}

/** Alerts on for the session `id`, moved off any other session of the same browser (one endpoint, one device). */
export async function turnOnAlerts(db: SqlDatabase, id: number, subscription: PushSubscriptionBody) {
  const { endpoint, keys } = subscription
  await db.batch([
    {
      sql: "UPDATE owner_sessions SET push_endpoint = '', push_keys = '' WHERE push_endpoint = ? AND id <> ?",
      params: [endpoint, id],
    },
    {
      sql: "UPDATE owner_sessions SET push_endpoint = ?, push_keys = ?, alerts_stopped_at = 0 WHERE id = ?",
      params: [endpoint, JSON.stringify({ p256dh: keys.p256dh, auth: keys.auth }), id],
    },
  ])
}

/** Alerts off for one of the owner's devices; false when it has none on (or is not the owner's). */
export async function turnOffAlerts(db: SqlDatabase, githubId: number, id: number) {
  const sql = `UPDATE owner_sessions SET push_endpoint = '', push_keys = ''
               WHERE id = ? AND github_id = ? AND push_endpoint <> '' RETURNING id`
  return (await query(db, sql, [id, githubId])).length > 0
}

/**
 * One push to the session `id`'s subscription, recorded on it: when it last took one, or, when its push service says
 * it is gone (404, 410), the subscription deleted and the moment kept for the owner's next alert e-mail (mail.ts).
 */
export async function pushToDevice(db: SqlDatabase, id: number, alert: PushAlert, vapid: Vapid, now: number) {
  const sql = "SELECT push_endpoint, push_keys FROM owner_sessions WHERE id = ? AND ends_at > ? AND push_endpoint <> ''"
  const [device] = await query(db, sql, [id, now])
  if (!device) return { ok: false, retry: false, gone: true, reason: "Alerts are off on that device." } as PushResult
  const endpoint = String(device.push_endpoint)
  const keys = JSON.parse(String(device.push_keys)) as PushSubscriptionBody["keys"]
  const result = await sendPush({ endpoint, keys }, JSON.stringify(alert), vapid, { now })
  if (result.ok) await query(db, "UPDATE owner_sessions SET last_alert_at = ? WHERE id = ?", [now, id])
  else if ("gone" in result)
    await query(
      db,
      `UPDATE owner_sessions SET push_endpoint = '', push_keys = '', alerts_stopped_at = ?, stop_told = 0
       WHERE id = ? AND push_endpoint = ?`,
      [now, id, endpoint],
    )
  return result
}

/** A device whose alerts stopped: the owner's next alert e-mail says which (mail.ts). */
export type StoppedDevice = { id: number; kind: string; created_at: number; alerts_stopped_at: number }

/** The devices whose alerts stopped and no alert e-mail has said so yet, oldest first. */
export const stoppedDevices = async (db: SqlDatabase) =>
  (await query(
    db,
    "SELECT id, kind, created_at, alerts_stopped_at FROM owner_sessions WHERE alerts_stopped_at > 0 AND NOT stop_told",
  )) as StoppedDevice[]

/** An alert e-mail that said so went out: each stop is told once (twice at most, by two e-mails at once). */
export async function toldOfStops(db: SqlDatabase, devices: StoppedDevice[]) {
  for (const { id, alerts_stopped_at: at } of devices)
    await query(db, "UPDATE owner_sessions SET stop_told = 1 WHERE id = ? AND alerts_stopped_at = ?", [id, at])
}

/** A device's alerts in the inbox's words: "Alerts on, last alert 2 min ago". */
export function alertsLine(device: SqlRow, now: number) {
  const last = Number(device.last_alert_at)
  if (device.push_endpoint) return `Alerts on, ${last ? `last alert ${ago(now - last)}` : "no alert yet"}`
  if (Number(device.alerts_stopped_at))
    return "Alerts stopped: this device's browser no longer takes them. Turn them on again on it"
  return "Alerts off"
}
