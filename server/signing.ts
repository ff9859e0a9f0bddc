// HMAC-SHA-256 and base64url (RFC 4648 §5, no padding) on Web APIs only, so a Pages Function or a Netlify function
// runs what the server signs.
export const base64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)))

export const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  base64(bytes).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")

export const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0))

const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()
const hmacKey = (secret: string) => {
  if (!keys.has(secret)) {
    const raw = encoder.encode(secret)
    keys.set(secret, crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]))
  }
  return keys.get(secret)!
}

export async function sign(secret: string, text: string) {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(text)))
}

// Only the one spelling `sign` writes: base64url's last character has spare bits, so others decode to the same bytes.
export async function verify(secret: string, text: string, signature: string) {
  if (base64url(fromBase64url(signature)) !== signature) return false
  return crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(signature), encoder.encode(text))
}
