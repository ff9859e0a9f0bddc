/**
 * A lead's reference, as the owner and the customer read it: `Q-` and eight characters in two groups, from an
 * alphabet without the look-alikes (Crockford's base 32: no I, L, O or U), so it can be read out on the phone.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

export const REFERENCE_PATTERN = /^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

export function newReference() {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join("")
  return `Q-${chars.slice(0, 4)}-${chars.slice(4)}`
}

/** What the owner typed, forgiving case and spaces: `q-7k3m q9xd` reads as `Q-7K3M-Q9XD`. */
export function normaliseReference(text: string) {
  const plain = text.toUpperCase().replace(/[^0-9A-Z]/g, "")
  const body = plain.startsWith("Q") ? plain.slice(1) : plain
  const reference = `Q-${body.slice(0, 4)}-${body.slice(4)}`
  return REFERENCE_PATTERN.test(reference) ? reference : undefined
}
