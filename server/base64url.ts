/**
 * base64url (RFC 4648 §5, no padding) on Web APIs only, for what the server signs: the editor sign-in's state
 * (github-sign-in.ts) and the lead store's token (leads/token.ts), so a Pages Function or a Netlify function runs it too.
 */
export const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "")

export const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0))
