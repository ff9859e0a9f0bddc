import { existsSync, readFileSync } from "node:fs"

/** Every setting the site, its build and its tools read from the environment (docs/deploy.md names the owner's). */
export const SETTING_NAMES = new Set(
  `SITE_URL QUOTE_FORM_URL QUOTE_FORM_ENDPOINT GA_MEASUREMENT_ID CLARITY_PROJECT_ID CONTENT_DIR BUILD_DIR PORT HOST
  SMTP_URL MAIL_FROM MAIL_API_URL MAIL_API_KEY LEADS_DB LEADS_SECRET LEADS_OWNERS LEADS_NOTIFY_TO
  LEADS_RETENTION_DAYS LEADS_RATE_LIMIT LEADS_ACK_LIMIT LEADS_CLIENT_IP_HEADER LEADS_WEBHOOK_URL
  LEADS_WEBHOOK_SECRET CMS_BACKEND CMS_REPO CMS CMS_BRANCH CMS_AUTH_URL CMS_GITHUB_URL CMS_GITHUB_API_URL
  CMS_GITHUB_CLIENT_ID CMS_GITHUB_CLIENT_SECRET CMS_PROXY_PORT LOCAL_CLOUDFLARE_STATE CHROME_PATH BENCH_PORT CI
  E2E_PORT E2E_WORKERS E2E_BUILT E2E_ESTIMATE_PORT E2E_ANALYTICS_PORT SITE_ENV_CHECKED ENV_FILE`.split(/\s+/),
)

/** Edits from `a` to `b` (a letter added, dropped, changed, or two swapped): Damerau-Levenshtein, in capitals. */
function distance(a: string, b: string) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) d[0]![j] = j
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  return d[a.length]![b.length]!
}

/** `LEADS_NOTIFY` and `LEADS_NOTIFY_TO`, `QUOTE_ENDPOINT` and `QUOTE_FORM_ENDPOINT`: one word left out, or one more. */
function wordApart(a: string, b: string) {
  const [short, long] = [a.split("_"), b.split("_")].sort((x, y) => x.length - y.length) as [string[], string[]]
  const without = (i: number) => long.filter((_, j) => j !== i).join("_")
  return long.length === short.length + 1 && long.some((_, i) => without(i) === short.join("_"))
}

/**
 * A name in `.env` a slip or two, or a word, away from a setting (`SMTP_ULR`, `mail_from`, `LEADS_NOTIFY`), which the
 * site would never read: said, with the setting meant. A name like no setting is another program's, and left alone.
 */
export function misspeltSettings(envText: string, env: NodeJS.ProcessEnv = process.env) {
  const names = [...envText.matchAll(/^[ \t]*(?:export[ \t]+)?([A-Za-z_][\w-]*)[ \t]*=/gm)].map(([, name]) => name!)
  return names.flatMap((name) => {
    const spelt = name.toUpperCase().replaceAll("-", "_")
    // One slip in a short name (PORT and HOST are two apart), two in a long one.
    const [meant] = [...SETTING_NAMES]
      .map((setting) => ({ setting, slips: distance(spelt, setting) }))
      .filter(({ setting, slips }) => slips <= (name.length < 8 ? 1 : 2) || wordApart(spelt, setting))
      .sort((a, b) => a.slips - b.slips)
      .map(({ setting }) => setting)
    if (SETTING_NAMES.has(name) || !meant) return []
    return `.env sets ${name}, which is not a setting of the site: is it ${meant}?${env[meant] ? "" : ` (${meant} is not set.)`}`
  })
}

/** ENV_FILE set empty: no .env, as the e2e suite's builds and servers run, whatever a developer's .env holds. */
export const ENV_FILE_USED = process.env.ENV_FILE !== ""

// Optional owner settings (see .env.example); Node keeps real environment variables over the file's.
if (ENV_FILE_USED && existsSync(".env")) {
  const given = process.env.MAIL_FROM
  process.loadEnvFile(".env")
  const text = readFileSync(".env", "utf8")
  // Node's reader ends a value at its closing quote, so `MAIL_FROM="Riverleaf Eco Cleaning" <hello@…>` (the usual way
  // to write a sender) would keep the name alone and lose the address: that line is taken whole.
  const sender = /^[ \t]*(?:export[ \t]+)?MAIL_FROM[ \t]*=[ \t]*("[^"\n]*"[ \t]*<[^<>\n]+>)[ \t]*$/m.exec(text)?.[1]
  if (given === undefined && sender) process.env.MAIL_FROM = sender
  // Said once: by the first program that reads the file, not again by the build or the server it starts.
  if (!process.env.SITE_ENV_CHECKED) for (const line of misspeltSettings(text)) console.warn(line)
  process.env.SITE_ENV_CHECKED = "1"
}
