/**
 * The owner's devices in the inbox's API (issue 76, decision 052): a code that signs a phone in, every session listed
 * as a device, and one signed out at once. inbox.ts routes here once the owner is known; the phone's own sign-in with
 * its code is owner-session.ts's, where the codes are kept.
 */
import type { Device } from "../../common/lead-inbox.ts"
import { allow, json, refuse } from "../http.ts"
import { newPhoneCode, type Owner } from "./owner-session.ts"
import { query, type SqlDatabase } from "./sql.ts"

type DevicesDeps = {
  db: SqlDatabase
  secret: () => Promise<string>
  now: () => number
  /** A time in the words the inbox shows ("26 Nov 2026, 8:00 am", the business's time). */
  words: (ms: number) => string
}

export function ownerDevices({ db, secret, now, words }: DevicesDeps) {
  /** The owner's sessions still running, oldest first. */
  async function list(owner: Owner & { session: number }) {
    const rows = await query(
      db,
      "SELECT id, kind, created_at, last_seen_at FROM owner_sessions WHERE github_id = ? AND ends_at > ? ORDER BY id",
      [owner.githubId, now()],
    )
    const devices = rows.map((row): Device => ({
      id: Number(row.id),
      kind: row.kind === "phone" ? "phone" : "browser",
      added: words(Number(row.created_at)),
      seen: words(Number(row.last_seen_at)),
      current: Number(row.id) === owner.session,
    }))
    return json(200, { ok: true, devices })
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
    const [, id] = /^\/devices\/(\d{1,15})\/sign-out$/.exec(path) ?? []
    if (id) return post ? signOut(owner, Number(id)) : allow("POST")
    return undefined
  }
}
