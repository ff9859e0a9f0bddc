import type { Ref } from "react"

import { HONEYPOT_FIELD } from "./spam"

/**
 * The spam trap (spam.ts): not rendered, out of the tab order and never autofilled, so people
 * never touch it; scripts that fill every text input they find do.
 */
export function HoneypotField({ ref, defaultValue }: { ref?: Ref<HTMLInputElement>; defaultValue?: string }) {
  return (
    <input
      ref={ref}
      type="text"
      name={HONEYPOT_FIELD}
      defaultValue={defaultValue}
      hidden
      tabIndex={-1}
      autoComplete="off"
    />
  )
}
