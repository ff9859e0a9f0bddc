// Every address that lands in a header is plain (decision 029): a `;` would start a CSP directive of its choosing, a
// `,` a second value. The site's settings and content and the server's sign-in settings share this rule.

/** A plain https address: a host of letters, digits, hyphens and dots, a port, then plain URL characters. */
export const PLAIN_HTTPS_URL = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?([/?#][^\s;,'"`\\<>]*)?$/

/** The owner's words for PLAIN_HTTPS_URL (content files and the editor). */
export const PLAIN_HTTPS_URL_MESSAGE =
  'must be a plain web address starting with "https://", like "https://clienthub.example.com/request", with no spaces, semicolons, commas or quotes'

/** An https address, or plain http on this computer: the tests' stand-ins (GitHub, a push service, a webhook tool). */
export function httpsOrLocal(value: string) {
  const url = URL.parse(value)
  return url?.protocol === "https:" || (url?.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname))
}

const NOT_PLAIN = /[\s;,'"`\\<>\p{Cc}]/u
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/

/** Why a deploy-time address is not plain, in the deployer's words, or undefined; the scheme is each setting's rule. */
export function plainUrlProblem(value: string, exampleHost = "www.example.com.au"): string | undefined {
  if (NOT_PLAIN.test(value))
    return "must be a plain web address, with no spaces, semicolons, commas, quotes or angle brackets (it is written into the site's security headers)"
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.username || url.password || !PLAIN_HOST.test(url.hostname))
    return `must name a plain host such as ${exampleHost}: letters, digits, hyphens and dots, with no user name`
  return undefined
}

/** The page a quote request was sent from, as a whole address on `site` to open, or undefined when it is not one. */
export function pageAddress(page: string, site: string | undefined) {
  const url = page && site ? URL.parse(page, site) : null
  return url && url.origin === URL.parse(site!)?.origin ? url.href : undefined
}
