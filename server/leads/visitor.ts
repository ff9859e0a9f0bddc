/**
 * Who a request comes from, as far as the store needs to know (issue 64). Web APIs only, for Pages too. This site's
 * origin is the sign-in kit's siteAddress: SITE_URL's when it is set (behind a proxy that ends TLS the request's own
 * address is http://), else the request's own.
 */
import { pageAddress } from "../../common/plain-url.ts"
import { siteAddress } from "../github-oauth.ts"

/** The network of an address, for the rate limit: IPv4 as it is (IPv4-mapped too), IPv6 by the /64 a household gets. */
export function networkOf(address: string) {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .split("%", 1)[0]!
  if (!plain.includes(":")) return plain
  const v4 = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain)?.[1]
  if (v4) return v4
  const [head = "", tail] = plain.split("::")
  const left = head ? head.split(":") : []
  const right = tail ? tail.split(":") : []
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(":")}::/64`
}

const originOf = (address: string) => {
  const url = URL.parse(address)
  return url?.protocol === "http:" || url?.protocol === "https:" ? url.origin : undefined
}

/**
 * Whether a post's Origin, or without one its Referer, is this site's origin ("null" is not). A request with neither is
 * not a browser's (curl): no visitor's browser can be turned into sending it, and the token and the limits still hold.
 */
export function fromThisSite(request: Request, siteUrl?: string) {
  const source = request.headers.get("origin") ?? request.headers.get("referer")
  if (source === null) return true
  const origin = originOf(source)
  return origin !== undefined && origin === siteAddress(request, siteUrl).origin
}

/** The page a request came from when it is this site's, without its query or fragment (tracking, someone's e-mail). */
export function pageOfThisSite(page: string | undefined, request: Request, siteUrl?: string) {
  // Read as a browser reads it, so "//host/…" and "/\\host/…" are another site's.
  const url = URL.parse(pageAddress(page ?? "", siteAddress(request, siteUrl).origin) ?? "")
  if (!url) return ""
  return page!.startsWith("/") ? url.pathname : `${url.origin}${url.pathname}`
}
