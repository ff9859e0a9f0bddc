/**
 * Who a request comes from, as far as the store needs to know (issue 64): the visitor's network, for the per-visitor
 * rate limit, and whether the page that sent it is this site's. Web APIs only, so a Pages Function runs it too.
 */

/**
 * The network an address stands for: an IPv4 address as it is (an IPv4-mapped IPv6 one as IPv4), an IPv6 address by
 * its /64, the block one household or phone is given, so stepping through its addresses is still one visitor.
 */
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

const hostOf = (address: string) => {
  try {
    const url = new URL(address)
    return url.protocol === "http:" || url.protocol === "https:" ? url.host : undefined
  } catch {
    return undefined
  }
}

/**
 * This site's hosts: the one the request was sent to (its Host) and SITE_URL's. Hosts, not origins: behind a proxy that
 * ends TLS the server sees http:// where the browser had https://, and the same host is this site either way.
 */
const siteHosts = (request: Request, siteUrl?: string) =>
  [new URL(request.url).host, siteUrl ? hostOf(siteUrl) : undefined].filter(Boolean)

/**
 * Whether a post comes from this site's own pages: its Origin, or without one its Referer, names this site. A browser
 * sends Origin with every POST, so a page on another site (or a sandboxed one, "null") is refused. A request with
 * neither is not a browser's (curl, a server-side script): no visitor's browser can be turned into sending it, and the
 * token and the limits hold for it as for any other.
 */
export function fromThisSite(request: Request, siteUrl?: string) {
  const source = request.headers.get("origin") ?? request.headers.get("referer")
  if (source === null) return true
  const host = hostOf(source)
  return host !== undefined && siteHosts(request, siteUrl).includes(host)
}

/**
 * The page a request came from, kept only when it is this site's: a path, or an address on one of its hosts, without
 * its query or fragment (they may carry someone's tracking or e-mail).
 */
export function pageOfThisSite(page: string | undefined, request: Request, siteUrl?: string) {
  if (!page) return ""
  if (page.startsWith("/") && !page.startsWith("//")) return page.split(/[?#]/, 1)[0]!
  const host = hostOf(page)
  if (!host || !siteHosts(request, siteUrl).includes(host)) return ""
  const url = new URL(page)
  return `${url.origin}${url.pathname}`
}
