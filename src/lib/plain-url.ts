// Every address that lands in a header (the CSP's frame-src, connect-src and form-action, the editor's policy, the
// sign-in's redirects) is a plain web address (issue 57, decision 029): a `;` would end the CSP's directive and start
// one of the address's choosing (`https://clienthub.example.com;script-src-elem` turned the site's own scripts off),
// a `,` would start a second value, a quote or a space would split it. The content file, the editor and the deploy-time
// settings refuse anything else in plain words; server/sign-in-settings.ts keeps the same rule for the GitHub addresses
// (the server imports nothing from src/).

/** A plain https address: a host of letters, digits, hyphens and dots, a port, then plain URL characters. */
export const PLAIN_HTTPS_URL = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?([/?#][^\s;,'"`\\<>]*)?$/

/** The owner's words for PLAIN_HTTPS_URL (content files and the editor). */
export const PLAIN_HTTPS_URL_MESSAGE =
  'must be a plain web address starting with "https://", like "https://clienthub.example.com/request", with no spaces, semicolons, commas or quotes'

/** What may never be in an address that lands in a header: it would end the value or one of its parts. */
const NOT_PLAIN = /[\s;,'"`\\<>\p{Cc}]/u
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/

/**
 * Why a deploy-time address is not plain, in words for the deployer, or undefined when it is. The scheme is its
 * setting's own rule (env.ts, sign-in-settings.ts); this is the part every setting shares.
 */
export function plainUrlProblem(value: string): string | undefined {
  if (NOT_PLAIN.test(value))
    return "must be a plain web address, with no spaces, semicolons, commas, quotes or angle brackets (it is written into the site's security headers)"
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.username || url.password || !PLAIN_HOST.test(url.hostname))
    return "must name a plain host such as www.example.com.au: letters, digits, hyphens and dots, with no user name"
  return undefined
}
