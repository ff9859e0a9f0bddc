import type { ComponentProps } from "react"

import { cn } from "~/lib/cn"

import spriteUrl from "./icon-sprite.svg?url"
import type { SpriteIconName } from "./sprite-icons"

type SpriteIconProps = Omit<ComponentProps<"svg">, "name" | "children"> & { name: SpriteIconName }

// A lucide icon from the sprite (decision 006), always decorative: name the control around it. Size, paint and stroke
// come from the stylesheet (decisions 026, 038). No `focusable`: IE's alone.
export function SpriteIcon({ name, className, ...props }: SpriteIconProps) {
  return (
    <svg aria-hidden="true" className={className} {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}

const TILES = {
  9: ["size-9", "size-4.5"],
  10: ["size-10", "size-5"],
  11: ["size-11", "size-5"],
  12: ["size-12", "size-6"],
  14: ["size-14", "size-7"],
} as const

type IconTileProps = Omit<ComponentProps<"span">, "children"> & {
  name: SpriteIconName
  size: keyof typeof TILES
  /** The home page's lighter 1.75 stroke. */
  thin?: boolean
}

/** An icon in a box sized by `size` (the icon scales with it); className gives the box its shape and colours. */
export function IconTile({ name, size, thin, className, ...props }: IconTileProps) {
  const [tile, icon] = TILES[size]
  return (
    <span {...props} className={cn("inline-flex items-center justify-center", tile, className)}>
      <SpriteIcon name={name} className={icon} strokeWidth={thin ? 1.75 : undefined} />
    </span>
  )
}
