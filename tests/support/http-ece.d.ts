/** The part of http_ece (no types of its own) the push tests use: aes128gcm as a second, independent implementation. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto"

  type Params = { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer; dh?: Buffer; salt?: Buffer }
  export function encrypt(buffer: Buffer, params: Params): Buffer
  export function decrypt(buffer: Buffer, params: Params): Buffer
}
