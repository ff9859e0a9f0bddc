/**
 * The lead store's settings on the Node server: the environment and the business's facts from the content files, read
 * once at start; a production install copies those files beside server/ (decisions 030, 037).
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { leadFacts } from "../../common/lead-facts.ts"
import { clientIpHeaderOf } from "../web-request.ts"
import { storeSettingsFromEnv, type Env } from "./store-settings.ts"

const DEFAULT_LEADS_DB = "data/leads.sqlite"
/** The content folder the site was built from: CONTENT_DIR, as the build reads it (decision 034). */
export const contentDirOf = (env: Env) => env.CONTENT_DIR?.trim() || "content"

export type NodeLeadsSettings = ReturnType<typeof leadsSettingsFromEnv>

/** A content file parsed; estimate.json and replies.json may be missing (an older install): their defaults. */
function readJson(dir: string, name: string) {
  const file = join(dir, `${name}.json`)
  if ((name === "estimate" || name === "replies") && !existsSync(file)) return undefined
  try {
    return JSON.parse(readFileSync(file, "utf8")) as unknown
  } catch (error) {
    throw new Error(
      `The lead store needs the business's facts from ${file}, which could not be read (${error instanceof Error ? error.message : String(error)}). Copy content/business.json, content/packages.json, content/home.json, content/estimate.json, content/replies.json and content/booking.json beside server/.`,
    )
  }
}

const ESCAPES: Record<string, string> = { "#": "%23", "/": "%2F", "?": "%3F", "@": "%40", " ": "%20", "\\": "%5C" }

/** SMTP_URL, or a refusal that never repeats it: Node's and nodemailer's own errors carry the password. */
export function checkedSmtpUrl(value: string) {
  const refuse = (why: string) => {
    throw new Error(`SMTP_URL can't be read: ${why} (the value is not shown here, as it may hold a password).`)
  }
  const scheme = /^smtps?:\/\//i.exec(value)
  if (!scheme) refuse("it must start with smtp:// (port 587) or smtps:// (port 465)")
  const rest = value.slice(scheme![0].length)
  const [user = "", ...password] = rest.slice(0, Math.max(rest.lastIndexOf("@"), 0)).split(":")
  for (const [what, text] of Object.entries({ "user name": user, password: password.join(":") })) {
    const found = [...new Set([...text.replace(/%[0-9a-f]{2}/gi, "")].filter((c) => ESCAPES[c] || c === "%"))]
    if (found.length)
      refuse(
        `the ${what} holds ${found.length > 1 ? "characters" : "a character"} that must be written as ${found.map((c) => `${ESCAPES[c] ?? "%25"} (${c})`).join(" and ")} in it: a password pa#ss is written pa%23ss, a user name you@gmail.com is written you%40gmail.com`,
      )
  }
  try {
    new URL(value)
  } catch {
    refuse(
      `it must look like smtp://user:password@mail.example.com:587${rest.includes("@") ? "" : ". In .env a # starts a comment, so a password holding # is cut there: write each # as %23"}`,
    )
  }
  return value
}

/**
 * SMTP_URL read, or why it can't be: a slip in it (an unescaped # in the password) leaves the requests stored and their
 * e-mails waiting, as a wrong password does, where refusing the store would turn every customer away.
 */
function smtpOf(value: string | undefined): { smtpUrl?: string; smtpProblem?: string } {
  try {
    return { smtpUrl: value ? checkedSmtpUrl(value) : undefined }
  } catch (error) {
    return { smtpProblem: error instanceof Error ? error.message : String(error) }
  }
}

/** The business's facts from the content files of `contentDir`, or a refusal naming the file and the field. */
export function contentFacts(contentDir: string) {
  const files = Object.fromEntries(
    ["business", "packages", "home", "estimate", "replies"].map((name) => [name, readJson(contentDir, name)]),
  )
  return leadFacts(files, contentDir)
}

export function leadsSettingsFromEnv(env: Env = process.env, contentDir = contentDirOf(env)) {
  return {
    ...storeSettingsFromEnv(
      env,
      contentFacts(contentDir),
      join(contentDir, "business.json"),
      `http://localhost:${env.PORT?.trim() || 3000}`,
    ),
    dbPath: env.LEADS_DB?.trim() || DEFAULT_LEADS_DB,
    ...smtpOf(env.SMTP_URL?.trim()),
    clientIpHeader: clientIpHeaderOf(env),
  }
}
