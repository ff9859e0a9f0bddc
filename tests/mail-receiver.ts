/**
 * A real SMTP server for the lead store's tests (smtp-server, the one nodemailer's author keeps): it takes every
 * message sent to it and keeps it, raw and parsed enough to check, until the test reads it. It can be stopped and
 * started on the same port, as a mail server that goes down and comes back. It checks the login (user `test`, the
 * password in `control.password`), and can be slow, or refuse a message or a recipient with a reply of the test's.
 */
import { SMTPServer } from "smtp-server"

export type ReceivedMail = {
  from: string
  to: string[]
  raw: string
  headers: Record<string, string>
  /** The decoded text part. */
  text: string
  /** The decoded HTML part. */
  html: string
  /** The decoded text/calendar part (an owner's confirmation or cancel), or "". */
  calendar: string
}

const unfold = (head: string) => head.replace(/\r?\n[ \t]+/g, " ")

function decode(body: string, encoding: string | undefined) {
  if (/base64/i.test(encoding ?? "")) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
  if (/quoted-printable/i.test(encoding ?? ""))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8")
  return body
}

function headersOf(head: string) {
  const headers: Record<string, string> = {}
  for (const line of unfold(head).split(/\r?\n/)) {
    const at = line.indexOf(":")
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] ??= line.slice(at + 1).trim()
  }
  return headers
}

/** The leaf parts of an entity (its headers and body), multiparts opened however deep (a calendar is mixed). */
function leaves(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1]
  if (!boundary)
    return [{ type: headers["content-type"] ?? "", content: decode(body, headers["content-transfer-encoding"]) }]
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      const at = chunk.indexOf("\r\n\r\n")
      return leaves(headersOf(chunk.slice(0, at).trim()), chunk.slice(at + 4).replace(/\r\n$/, ""))
    })
}

/** The text, HTML and calendar parts of a nodemailer message. */
function parseMail(raw: string): Omit<ReceivedMail, "from" | "to"> {
  const split = raw.indexOf("\r\n\r\n")
  const headers = headersOf(raw.slice(0, split))
  const parts = leaves(headers, raw.slice(split + 4))
  const part = (type: string) => parts.find((one) => one.type.startsWith(type))?.content ?? ""
  return { raw, headers, text: part("text/plain"), html: part("text/html"), calendar: part("text/calendar") }
}

/** Decodes a header's RFC 2047 words (=?UTF-8?Q?…?= or ?B?). */
export function decodeHeader(value: string) {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decode(text.replaceAll("_", " "), "quoted-printable"),
  )
}

/** An smtp-server error that answers with `reply`, e.g. "550 5.4.5 Daily sending quota exceeded". */
const refusal = (reply: string) => {
  const [, code, text] = /^(\d{3}) (.*)$/.exec(reply)!
  return Object.assign(new Error(text), { responseCode: Number(code) })
}

/** On `port`, or with 0 a free one, fixed at the first start so a restart comes back on the same. */
export function mailReceiver(port = 0) {
  const mails: ReceivedMail[] = []
  const control = {
    hold: false,
    held: 0,
    /** How long each message takes to be accepted, as a busy mail server. */
    delayMs: 0,
    /** A reply to every message instead of accepting it (after its data), e.g. "550 5.4.5 quota exceeded". */
    refuse: "",
    /** A reply to every recipient instead of accepting it, e.g. "550 5.1.1 No such user". */
    refuseRecipient: "",
    password: "secret",
    refusedLogins: 0,
  }
  let server: SMTPServer | undefined
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // The replies are the test's own, enhanced code included.
      hideENHANCEDSTATUSCODES: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "test" && auth.password === control.password) return callback(null, { user: "test" })
        control.refusedLogins++
        callback(refusal("535 5.7.8 Authentication credentials invalid"))
      },
      onRcptTo: (_address, _session, callback) =>
        callback(control.refuseRecipient ? refusal(control.refuseRecipient) : undefined),
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on("data", (chunk: Buffer) => chunks.push(chunk))
        stream.on("end", () => {
          // Held: the message is read but never accepted, as a mail server mid-reply when the sender dies.
          if (control.hold) {
            control.held++
            return
          }
          if (control.refuse) return callback(refusal(control.refuse))
          const raw = Buffer.concat(chunks).toString("utf8")
          // Arrived once accepted, after the server's delay.
          setTimeout(() => {
            mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((one) => one.address),
              ...parseMail(raw),
            })
            callback()
          }, control.delayMs)
        })
      },
    })
  return {
    mails,
    /** While true, messages are read and left unanswered (not delivered); `held` counts them. */
    control,
    get url() {
      return `smtp://test:secret@127.0.0.1:${port}`
    },
    /** SMTP_URL with another password. */
    urlWith: (password: string) => `smtp://test:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    start: () =>
      new Promise<void>((resolve, reject) => {
        const started = make()
        server = started
        started.once("error", reject)
        started.listen(port, "127.0.0.1", () => {
          port = (started.server.address() as { port: number }).port
          resolve()
        })
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        server.close(() => resolve())
        server = undefined
      }),
  }
}
