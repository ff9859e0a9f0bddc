import type { ComponentProps } from "react"

import { cn } from "~/lib/cn"

import spriteUrl from "./icon-sprite.svg?url"
import type { SpriteIconName } from "./sprite-icons"

type SpriteIconProps = Omit<ComponentProps<"svg">, "name" | "children"> & { name: SpriteIconName }

/** A lucide icon from the prebuilt sprite (decision 006), always decorative: name the control around it. */
export function SpriteIcon({ name, className, strokeWidth = 2, ...props }: SpriteIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      className={cn("shrink-0", className)}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
