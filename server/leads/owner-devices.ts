/**
 * The owner's devices in the inbox's API (issue 76, decisions 052, 053): a code that signs a phone in, every session
 * listed as a device with its alerts, one signed out at once, alerts turned on for this device, tried, or turned off.
 * inbox.ts routes here once the owner is known; the phone's own sign-in with its code is owner-session.ts's, where the
 * codes are kept.
 */
import { pushSubscriptionSchema, type Device, type PushAlert } from "../../common/lead-inbox.ts"
import { allow, json, readJson, refuse } from "../http.ts"
import { alertsLine, pushToDevice, turnOffAlerts, turnOnAlerts, usableKey } from "./alerts.ts"
import { newPhoneCode, type Owner, type OwnerSignInDeps } from "./owner-session.ts"
import { query } from "./sql.ts"
import type { Vapid } from "./web-push.ts"

type DevicesDeps = Pick<OwnerSignInDeps, "db" | "secret" | "now"> & {
  /** A time in the words the inbox shows ("26 Nov 2026, 8:00 am", the business's time). */
  words: (ms: number) => string
  vapid?: () => Promise<Vapid>
}

export const TEST_ALERT: PushAlert = {
  title: "Test alert",
  body: "Alerts work: new quote requests will show here.",
  reference: "",
}

export function ownerDevices({ db, secret, now, words, vapid }: DevicesDeps) {
  /** The owner's sessions still running, oldest first. */
  async function list(owner: Owner & { session: number }) {
    const rows = await query(
      db,
      `SELECT id, kind, device, created_at, last_seen_at, push_endpoint, last_alert_at, alerts_stopped_at FROM owner_sessions
       WHERE github_id = ? AND ends_at > ? ORDER BY id`,
      [owner.githubId, now()],
    )
    const devices = rows.map((row): Device => ({
      id: Number(row.id),
      kind: row.kind === "phone" ? "phone" : "browser",
      name: String(row.device),
      added: words(Number(row.created_at)),
      seen: words(Number(row.last_seen_at)),
      current: Number(row.id) === owner.session,
      alerts: alertsLine(row, now()),
      alertsOn: row.push_endpoint !== "",
    }))
    return json(200, { ok: true, devices })
  }

  /** This device's subscription (the page's `PushSubscription.toJSON()`), checked, kept on its session. */
  async function alertsOn(request: Request, owner: Owner & { session: number }) {
    const body = pushSubscriptionSchema.safeParse(await readJson(request))
    if (!body.success) return refuse(400, { error: body.error.issues[0]!.message })
    if (!(await usableKey(body.data))) return refuse(400, { error: "The browser's key is not a P-256 point." })
    await turnOnAlerts(db, owner.session, body.data)
    return json(200, { ok: true })
  }

  /** A push now to one of the owner's devices, its result said where the owner looks. */
  async function testAlert(owner: Owner, id: number) {
    const mine = await query(db, "SELECT id FROM owner_sessions WHERE id = ? AND github_id = ?", [id, owner.githubId])
    if (!mine.length || !vapid) return refuse(404, { error: "That device was already signed out." })
    const sent = await pushToDevice(db, id, TEST_ALERT, await vapid(), now())
    return sent.ok ? json(200, { ok: true }) : refuse(502, { error: `The test alert was not sent: ${sent.reason}` })
  }

  /** Ends one of the owner's sessions, at once, on every process and isolate. */
  async function signOut(owner: Owner, id: number) {
    const sql = "DELETE FROM owner_sessions WHERE id = ? AND github_id = ? RETURNING id"
    const ended = await query(db, sql, [id, owner.githubId])
    return ended.length ? json(200, { ok: true }) : refuse(404, { error: "That device was already signed out." })
  }

  /** The answer to a devices address of the API, or none for another address. */
  return async function route(request: Request, path: string, owner: Owner & { session: number }) {
    const post = request.method === "POST"
    if (path === "/phone-codes")
      return post ? json(200, { ok: true, code: await newPhoneCode(db, await secret(), owner, now()) }) : allow("POST")
    if (path === "/devices") return post ? allow("GET") : list(owner)
    if (path === "/alerts") return post ? alertsOn(request, owner) : allow("POST")
    const [, id, step] = /^\/devices\/(\d{1,15})\/(sign-out|test-alert|alerts-off)$/.exec(path) ?? []
    if (!id) return undefined
    if (!post) return allow("POST")
    if (step === "test-alert") return testAlert(owner, Number(id))
    if (step === "sign-out") return signOut(owner, Number(id))
    const off = await turnOffAlerts(db, owner.githubId, Number(id))
    return off ? json(200, { ok: true }) : refuse(404, { error: "Alerts were already off on that device." })
  }
}
