import type { ComponentProps } from "react"

import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"

import { fieldClasses, SERVICE_PROMPT, type QuoteField } from "./fields"
import { SERVICE_TYPES } from "./schema"

/** What both forms pass to a field's control: id and name, plus validation or registration props. */
type ControlProps = ComponentProps<"input"> & ComponentProps<"select"> & ComponentProps<"textarea">

/** One field's control (select, textarea or input), the same in the prerendered and the interactive form. */
export function FieldControl({ field, ...props }: { field: QuoteField } & ControlProps) {
  if (field.kind === "select") {
    return (
      <div className="relative">
        <select {...props} className={cn(fieldClasses.control, fieldClasses.select)}>
          <option value="">{SERVICE_PROMPT}</option>
          {SERVICE_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
        <SpriteIcon
          name="chevron-down"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-soft"
        />
      </div>
    )
  }
  if (field.kind === "textarea")
    return <textarea {...props} className={cn(fieldClasses.control, fieldClasses.textarea)} />
  return <input {...props} type={field.type} autoComplete={field.autoComplete} className={fieldClasses.control} />
}
