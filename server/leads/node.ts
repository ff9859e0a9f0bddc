/**
 * The lead store on the Node server (`npm start`, `npm run serve`, decisions 030, 041): the Fetch handler over
 * node:sqlite, and the send loop forever over nodemailer. The store's file is made at the first request that needs it.
 */
import { existsSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"

import { LEADS_PATH } from "../../common/quote-schema.ts"
import { bookingLine, FORM_ELSEWHERE, FORM_NOT_CONNECTED } from "../form-contract.ts"
import { bookingChanged, liveContract } from "../live-form.ts"
import { answerWith, clientAddress } from "../web-request.ts"
import { leadsHandler, storeOff, type LeadsHandler } from "./handler.ts"
import { leaseOwner, senderGone } from "./node-leases.ts"
import { nodeSqlite, whyNoStoreFile } from "./node-sqlite.ts"
import { nodeSecret, nodeVapidKey } from "./secret-file.ts"
import { sendLoop } from "./send-loop.ts"
import { contentDirOf, contentFacts, leadsSettingsFromEnv } from "./settings.ts"
import { smtpTransport, smtpUrlForLog } from "./smtp.ts"
import { optionalPartLines, type Env } from "./store-settings.ts"

/** Messages sent at once: 60 flood leads' alerts go out in seconds, not minutes (decision 041's results). */
const LANES = 3

/** `liveDir`: the release the server serves, whose form contract each request is checked by (decision 047). */
export function leadsRoute(env: Env, liveDir: string) {
  let handler: LeadsHandler
  let clientIpHeader: string | undefined
  let close = async () => {}
  // Only a site that uses its store sends these e-mails: one that sends its form elsewhere hears nothing of them.
  const storeSetUp = Boolean(env.SMTP_URL?.trim() || env.LEADS_DB?.trim())
  try {
    const settings = leadsSettingsFromEnv(env)
    if (storeSetUp) for (const line of settings.placeholders) console.warn(`Before going live: ${line}`)
    const { dbPath, smtpUrl } = settings
    const unusable = storeSetUp && whyNoStoreFile(dbPath)
    if (unusable) throw new Error(`LEADS_DB can't be used: ${unusable}. Name a file in a folder the server can write.`)
    const db = nodeSqlite(dbPath)
    const vapidKey = nodeVapidKey(dbPath)
    const vapid = async () => ({ privateKey: await vapidKey(), subject: settings.vapidSubject })
    const loop = sendLoop({
      db,
      transport: smtpUrl ? smtpTransport(smtpUrl) : undefined,
      mailSetting: "SMTP_URL",
      noMail:
        settings.smtpProblem &&
        `E-mail is OFF: ${settings.smtpProblem} Quote requests are still stored, and their e-mails wait in the outbox: mend SMTP_URL in .env and restart the server.`,
      mail: { business: settings.business, from: settings.mailFrom, copyTo: settings.notifyTo },
      webhookSecret: settings.webhook?.secret,
      webhookUrl: settings.webhook?.url,
      owner: leaseOwner(),
      now: Date.now,
      ready: () => db.opened || existsSync(dbPath),
      lanes: LANES,
      gone: senderGone,
      vapid,
    })
    const stored = `Quote requests are stored in ${dbPath}${smtpUrl ? `; alerts go to ${settings.notifyTo}, from ${settings.mailFrom} through ${smtpUrlForLog(smtpUrl)}` : ""}.`
    if (storeSetUp) console.log(stored)
    for (const line of optionalPartLines(settings)) console.log(line)
    // The live release's form contract, read once per release; each release read says its booking in the log, and
    // where the form's requests go.
    const form = liveContract(liveDir, (contract) => {
      console.log(bookingLine(contract))
      const changed = contract && bookingChanged(contract, contentDirOf(env), "run npm start again (or npm run build)")
      if (changed) console.log(changed)
      const connected = contract?.endpoint === LEADS_PATH
      if (storeSetUp && contract && !connected) console.log(FORM_NOT_CONNECTED)
      if (!storeSetUp && contract) console.log(connected ? stored : FORM_ELSEWHERE)
    })
    const connected = form()?.endpoint === LEADS_PATH
    loop.start(settings.retentionDays, storeSetUp || connected)
    const secret = nodeSecret(dbPath, db, settings.secret)
    handler = leadsHandler({ db, secret, settings, form, notifyOutbox: loop.wake, vapid })
    clientIpHeader = settings.clientIpHeader
    close = async () => {
      await loop.stop()
      db.close()
    }
  } catch (error) {
    handler = storeOff(
      error,
      (line) => console.error(line),
      () => contentFacts(contentDirOf(env)),
    )
  }
  return {
    matches(req: IncomingMessage) {
      const path = (req.url ?? "/").split(/[?#]/, 1)[0]!
      return path === LEADS_PATH || path.startsWith(`${LEADS_PATH}/`)
    },
    handle: (req: IncomingMessage, res: ServerResponse) =>
      answerWith(req, res, (request) => handler(request, { address: clientAddress(req, clientIpHeader) })),
    close: () => close(),
  }
}
